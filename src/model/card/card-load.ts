// Loading miles onto the active card: the amount → a review (the rate and the euros it gives, shown before
// confirming, with the Idempotency-Key of this attempt) → the API's answer. A retry after a network failure or
// a server error sends the same key (the API answers the first answer and never debits twice); a refusal ends
// the review with its reason. Only an accepted load refreshes the header's balance.
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { refusalKey, ruleRefusal, ruleViolation } from '@/api/api-error';
import type { ApiError } from '@/api/api-error';
import { memberDataStores } from '@/model/session/member-changed';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { $stats, loadStatsFx } from '@/model/user/user-model';
import { loadCardFx } from './card-calls';
import { $cardStatus, cardAnswered, cardPageLeft, cardPageOpened } from './card-model';
import { centsFor, isRetryable, loadLimits, loadProblem, mergeCard, shortfallOf } from './card-rules';
import type { CardLoad, CardStatus } from './card-types';

export interface LoadReview {
  cardId: string;
  miles: number;
  /** What the card receives, in euro cents, at `milesPerEuro`. */
  amountCents: number;
  milesPerEuro: number;
  idempotencyKey: string;
}

export const loadConfirmed = createEvent();
export const loadCancelled = createEvent();
/** "Load again" after a success. */
export const loadRestarted = createEvent();
/** The API refused the confirmed load: the review closes, its reason stays shown. */
const loadRefused = createEvent();

export const $loadReview = createStore<LoadReview | null>(null);
/** Why the confirmed load was refused (a code of card.errors), with the shortfall if any. */
export const $loadError = createStore<{ code: string; shortfall: number | null } | null>(null);
/** A failure of the confirmation that may be retried with the same key. */
export const $loadRetryable = createStore(false);
export const $lastLoad = createStore<CardLoad | null>(null);
export const $loading = loadCardFx.pending;

/** The member's main balance (users_stats points[4]) when known: an amount above it is refused at once. */
const $balance = $stats.map((stats) => stats?.points[4] ?? null);

/**
 * The review of `miles`; an amount the API would refuse is refused as the API refuses it: a violation of `miles`
 * under the API's key (validation.server), which the form shows on its field.
 */
function review(status: CardStatus | null, balance: number | null, miles: number): LoadReview {
  const card = status?.card;
  const problem = !status || card?.state !== 'active' ? 'card_state_invalid' : loadProblem(miles, status.offer, balance);
  if (problem || !status || !card) {
    const key = problem ?? 'card_state_invalid';
    throw ruleRefusal('loadCard', [
      ruleViolation('miles', key, status && key === 'load_amount_invalid' ? loadLimits(status.offer) : undefined),
    ]);
  }
  const { offer } = status;
  return {
    cardId: card.id,
    miles,
    amountCents: centsFor(miles, offer),
    milesPerEuro: offer.load.miles_per_euro,
    idempotencyKey: newIdempotencyKey(),
  };
}

/**
 * The load form's submit (schemas/forms/card-load.json) with the miles typed: checked against the offer and the
 * balance before anything is sent, then the review opens.
 */
export const loadReviewFx = attach({
  source: { status: $cardStatus, balance: $balance },
  mapParams: (miles: number, { status, balance }) => ({ status, balance, miles }),
  effect: createEffect<{ status: CardStatus | null; balance: number | null; miles: number }, LoadReview, ApiError>(
    ({ status, balance, miles }) => review(status, balance, miles),
  ),
});
$loadReview.on(loadReviewFx.doneData, (_, review) => review);

sample({
  clock: loadConfirmed,
  source: $loadReview,
  filter: (review: LoadReview | null): review is LoadReview => review !== null,
  fn: ({ cardId, miles, idempotencyKey }) => ({ cardId, miles, idempotencyKey }),
  target: loadCardFx,
});
$loadRetryable.on(loadCardFx.failData, (_, error) => isRetryable(error)).reset(loadCardFx, loadCardFx.done, loadCancelled);
sample({
  clock: loadCardFx.fail,
  source: $balance,
  fn: (balance, { params, error }) => ({ code: refusalKey(error), shortfall: shortfallOf(error, params.miles, balance) }),
  target: $loadError,
});
$loadError.reset(loadCardFx.done, loadCancelled, cardPageOpened, loadRestarted, loadReviewFx);
// Why: a refusal means this load cannot be made (blocked meanwhile, not enough miles): the review closes.
sample({ clock: loadCardFx.failData, filter: (error) => !isRetryable(error), target: loadRefused });
$loadReview.reset(loadCancelled, loadRefused, loadCardFx.done, cardPageLeft, loadRestarted);

$lastLoad.on(loadCardFx.doneData, (_, answer) => answer).reset(loadRestarted, cardPageOpened, loadReviewFx);
// Why merged: a block that landed while this load was under way stays; the card's balance is the load's.
const loadedStatus = sample({
  clock: loadCardFx.doneData,
  source: $cardStatus,
  fn: (status, answer): CardStatus | null => status && { ...status, card: mergeCard(status.card, answer.card) },
});
sample({ clock: loadedStatus, filter: (status): status is CardStatus => status !== null, target: cardAnswered });
// Why users_stats: the header's balance must drop by exactly the miles loaded, on every page at once.
sample({ clock: loadCardFx.done, target: loadStatsFx });

memberDataStores($loadReview, $loadError, $loadRetryable, $lastLoad);
