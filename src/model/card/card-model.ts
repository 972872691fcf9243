// The member's prepaid card: the card and its offer from getUserCard, the screen its state shows,
// ordering (with a confirmation step), activation and blocking. Every write answers the whole CardStatus,
// which replaces what the page shows; only answers change it. Loads, the PIN and the history are in the
// sibling files of this model (card-load.ts, card-pin.ts, card-history.ts).
import { attach, createEvent, createStore, sample } from 'effector';
import { refusalKey } from '@/api/api-error';
import type { ApiError } from '@/api/api-error';
import { memberDataStores } from '@/model/session/member-changed';
import { loadableQuery } from '@/model/remote-data/loadable-query';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { $stats, loadStatsFx } from '@/model/user/user-model';
import { activateCardFx, blockCardFx, loadBlockingReasonsFx, loadCardStatusFx, orderCardFx } from './card-calls';
import { isRetryable, mergeCard, screenOf, shortfallOf } from './card-rules';
import type { BlockReason, BlockingReasons, CardStatus, DeliveryAddress } from './card-types';

interface OrderReview {
  address: DeliveryAddress;
  idempotencyKey: string;
}

/** The card page opened (any sub-page): the card is read again, so its state is the API's now. */
export const cardPageOpened = createEvent();
/** The member left the card page: confirmations close and the PIN goes (card-pin.ts listens too). */
export const cardPageLeft = createEvent();
/** "Order my card" (or a replacement) with the address to send it to: opens the confirmation step. */
export const orderStarted = createEvent<DeliveryAddress>();
export const orderConfirmed = createEvent();
export const orderCancelled = createEvent();
/** The block page opened: the reasons are read from the API (the page translates them by code). */
export const blockPageOpened = createEvent();
/** A reason picked and "Block": opens the confirmation that says blocking cannot be undone. */
export const blockRequested = createEvent<BlockReason>();
export const blockCancelled = createEvent();
/** "Not now" on the replacement offer after a lost or stolen card was blocked. */
export const replacementDeclined = createEvent();

const cardQuery = loadableQuery(loadCardStatusFx, { name: 'card', memberData: true });
/** What the card page shows: loading, the first read's failure with "Try again", or the card's status. */
export const $cardState = cardQuery.$state;
export const $cardStatus = $cardState.map((state) => (state.status === 'ready' ? state.data : null));
/** A write's answer, the whole CardStatus: it replaces what the page shows (card-load.ts answers too). */
export const cardAnswered = createEvent<CardStatus>();
sample({ clock: cardAnswered, fn: (data) => ({ params: undefined, data }), target: cardQuery.answered });
export const $card = $cardStatus.map((status) => status?.card ?? null);
export const $screen = $card.map(screenOf);
/** The order the member is about to confirm: its address and the Idempotency-Key every retry sends again. */
export const $orderReview = createStore<OrderReview | null>(null);
/** Why the last order was refused (a code of card.errors) and the shortfall when miles were missing. */
export const $orderError = createStore<{ code: string; shortfall: number | null } | null>(null);
const blockReasonsQuery = loadableQuery(loadBlockingReasonsFx, { name: 'cardBlockReasons', memberData: true });
/** What the block page shows: loading, the first read's failure with "Try again", or the reasons the API offers. */
export const $blockReasonsState = blockReasonsQuery.$state;
export const $blockReasons = $blockReasonsState.map((state): BlockingReasons['reasons'] | null =>
  state.status === 'ready' ? state.data.reasons : null,
);
export const $blockReview = createStore<BlockReason | null>(null);
export const $blockError = createStore<string | null>(null);
/** After a block whose reason offers it (lost, stolen): ask whether to order a replacement right away. */
export const $replacementOffered = createStore(false);

export const $ordering = orderCardFx.pending;
export const $blocking = blockCardFx.pending;

// Why on every opening: the state moves on by itself on the server (dispatched, expired), never in the page.
sample({ clock: cardPageOpened, target: cardQuery.query.start });
sample({ clock: [orderCardFx.doneData, activateCardFx.doneData], target: cardAnswered });
// Why merged: a block answered while an earlier call was under way must stay blocked (it cannot be undone).
sample({
  clock: blockCardFx.doneData,
  source: $cardStatus,
  fn: (current, status): CardStatus => (status.card ? { ...status, card: mergeCard(current?.card ?? null, status.card) } : status),
  target: cardAnswered,
});

// Ordering: the review keeps its key across retries of the same confirmation; a new review gets a new key.
$orderReview.on(orderStarted, (_, address) => ({ address, idempotencyKey: newIdempotencyKey() }));
sample({
  clock: orderConfirmed,
  source: $orderReview,
  filter: (review: OrderReview | null): review is OrderReview => review !== null,
  target: orderCardFx,
});
sample({ clock: orderCardFx.failData, filter: (error: ApiError) => !isRetryable(error), target: orderCancelled });
$orderReview.reset(orderCancelled, orderCardFx.done, cardPageLeft);
sample({
  clock: orderCardFx.failData,
  source: { status: $cardStatus, stats: $stats },
  fn: ({ status, stats }, error) => ({
    code: refusalKey(error),
    shortfall: shortfallOf(error, status?.offer.cost_miles ?? 0, stats?.points[4] ?? null),
  }),
  target: $orderError,
});
$orderError.reset(orderStarted, orderCardFx.done, cardPageOpened);
$replacementOffered.reset(orderStarted, replacementDeclined, cardPageOpened, cardPageLeft);
// Why users_stats: the header's balance must drop by the card's cost on every page at once.
sample({ clock: orderCardFx.done, target: loadStatsFx });

/**
 * The activation form's submit (schemas/forms/card-activation.json) with the code of the card letter: the member's
 * current card is activated. Its refusal is the form's to show (a wrong code on its field, a lock in its summary).
 */
export const activateFx = attach({
  source: $card,
  mapParams: (code: string, card) => ({ cardId: card?.id ?? '', code }),
  effect: activateCardFx,
});

// Blocking: reasons from the API, a confirmation, then the blocked state and, for lost or stolen, the offer.
sample({ clock: blockPageOpened, target: blockReasonsQuery.query.start });
// Why the confirmation stays open on a refused password: the member corrects it there, the reason still chosen.
const passwordRefusal = (error: ApiError) => ['password_invalid', 'too_many_attempts'].includes(refusalKey(error));
const blockRefused = sample({ clock: blockCardFx.failData, filter: (error) => !passwordRefusal(error) });
$blockReview.on(blockRequested, (_, reason) => reason).reset(blockCancelled, blockCardFx.done, blockRefused, cardPageLeft);
/**
 * The confirmation's submit (schemas/forms/card-block.json) with the member's password: the card is blocked for the
 * reason chosen. A refused password is the form's to show on its field, the confirmation still open.
 */
export const blockFx = attach({
  source: { card: $card, reason: $blockReview },
  mapParams: (password: string, { card, reason }) => ({ cardId: card?.id ?? '', reason: reason as BlockReason, password }),
  effect: blockCardFx,
});
$blockError.on(blockRefused, (_, error) => refusalKey(error)).reset(blockRequested, blockCardFx.done, cardPageOpened);
// Why the API's reasons decide: which reasons offer a replacement is the programme's rule, not the page's.
sample({
  clock: blockCardFx.done,
  source: $blockReasons,
  fn: (reasons, { params }) => reasons?.some((r) => r.code === params.reason && r.offers_replacement) ?? false,
  target: $replacementOffered,
});

// Why: another member (logout, login, impersonation) must never see this member's card.
memberDataStores($orderReview, $orderError, $blockReview, $blockError, $replacementOffered);
