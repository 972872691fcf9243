// The member's basket (requirements §4): load, add, change a quantity, remove, the delivery address, submit. The
// server's basket (`$basket`) only ever changes with an answer; what the member sees is derived from it and
// the calls under way (basket-lines.ts), so each change shows at once as a pending line, and a failed one
// simply stops being laid over its line (that line rolls back, no other) with its error on it. Basket and shop
// errors are messages in this state (requirements §8) that the page can clear. Totals are always the server's.
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { refusalKey } from '@/api/api-error';
import { loadableQuery } from '@/model/remote-data/loadable-query';
import { memberDataStores } from '@/model/session/member-changed';
import { $stats, loadStatsFx } from '@/model/user/user-model';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { addProductFx, changeItemFx, loadBasketFx, removeItemFx, submitBasketFx, updateAddressFx } from './basket-calls';
import type { AddRequest, Basket, DeliveryAddress, Order } from './basket-calls';
import { basketLines, countWithPending, itemKey } from './basket-lines';
import { basketCountReported } from './header-basket-count';
import type { PendingChange } from './basket-lines';

export type { AddRequest, Basket, BasketItem, DeliveryAddress, Order } from './basket-calls';
export type { BasketLine } from './basket-lines';

/** A basket or shop error kept for the page: `key` under validation.server, `id` to dismiss it by. */
export interface ShopMessage {
  id: string;
  key: string;
  /** The product a failed addition was for. */
  name?: string;
}

export const basketOpened = createEvent();
export const productAdded = createEvent<AddRequest>();
export const quantityChanged = createEvent<{ itemId: number; quantity: number }>();
export const itemRemoved = createEvent<number>();
export const basketSubmitted = createEvent();
export const shopMessageDismissed = createEvent<string>();
export const shopMessagesCleared = createEvent();
export const orderConfirmationClosed = createEvent();

/**
 * The basket as the API last said it (only answers change it): read by the one query of remote data, so a slower
 * answer to an earlier read never replaces a later one, and a failed reread keeps what is shown. A write that answers
 * the basket (or one of its lines) is shown without reading it again.
 */
const basketRead = loadableQuery(loadBasketFx, { name: 'basket', memberData: true });
export const $basketState = basketRead.$state;
export const $basket = $basketState.map((state) => (state.status === 'ready' ? state.data : null));
const basketAnswered = basketRead.answered.prepend((basket: Basket) => ({ params: basket.id, data: basket }));
/** Changes under way, by line key. */
export const $pendingChanges = createStore<Record<string, PendingChange>>({});
export const $pendingAdds = createStore<AddRequest[]>([]);
/** The error of each line's last failed change, by line key. */
export const $lineErrors = createStore<Record<string, string>>({});
export const $shopMessages = createStore<ShopMessage[]>([]);
/** The order just placed (the confirmation), until the member moves on. */
export const $lastOrder = createStore<Order | null>(null);
/** The Idempotency-Key of the order the member means: kept across retries, new after an order is placed. */
const $submitKey = createStore<string | null>(null);

export const $basketId = $stats.map((s) => s?.basket_id ?? null);
export const $basketLines = combine($basket, $pendingChanges, $pendingAdds, $lineErrors, basketLines);
/** The basket's item count: users_stats' until the basket is read, then the basket's, with the changes under way. */
export const $basketCount = combine($basket, $stats, $pendingChanges, $pendingAdds, (basket, stats, changes, adds) =>
  countWithPending(basket, stats?.basket ?? 0, changes, adds),
);
// The header shows it (header-basket-count.ts) from the moment a page has loaded this model and it moved.
sample({ clock: $basketCount.updates, target: basketCountReported });
/** A call is changing the basket: its total is not final yet (submit waits). */
export const $basketBusy = combine(
  $pendingChanges,
  $pendingAdds,
  basketRead.query.$pending,
  submitBasketFx.pending,
  (changes, adds, loading, submitting) => Object.keys(changes).length > 0 || adds.length > 0 || loading || submitting,
);
/**
 * A press of "Place my order" while the basket was busy with a re-read or a change: the total the member saw,
 * kept until the basket has settled. Why: the button cannot be pressed into nothing (a keyboard press on opening
 * the basket, while it is read again, did nothing and said nothing); the order leaves once the basket is settled,
 * and only if its total is still the one the member saw (a new total is shown, not ordered).
 */
const $heldSubmit = createStore<number | null>(null);
export const $submitting = combine(submitBasketFx.pending, $heldSubmit, (pending, held) => pending || held !== null);

const $basketWanted = createStore(false).on(basketOpened, () => true);
/** The basket's id once a page wanted the basket (the header alone needs only users_stats' count). */
const $wantedId = combine($basketId, $basketWanted, (id, wanted) => (wanted ? id : null));
// Why both clocks: the page may open before users_stats has told the basket's id.
sample({
  clock: [basketOpened, $basketId.updates],
  source: $wantedId,
  filter: (id: number | null): id is number => id !== null,
  target: basketRead.query.start,
});
sample({ clock: [addProductFx.doneData, updateAddressFx.doneData], target: basketAnswered });

sample({
  clock: productAdded,
  source: $basketId,
  filter: (id: number | null): id is number => id !== null,
  fn: (basketId, add) => ({ basketId, add }),
  target: addProductFx,
});
// Why: the basket's id is users_stats'; an addition pressed before it has come waits for it (nothing is lost,
// and the page shows it under way from the press), then leaves. users_stats failing turns it into a refusal.
const $waitingAdds = createStore<AddRequest[]>([]);
sample({
  clock: productAdded,
  source: { id: $basketId, waiting: $waitingAdds },
  filter: ({ id }) => id === null,
  fn: ({ waiting }, add) => [...waiting, add],
  target: $waitingAdds,
});
sample({ clock: productAdded, source: $basketId, filter: (id) => id === null, target: loadStatsFx });
const addsReleased = sample({
  clock: $basketId.updates,
  source: $waitingAdds,
  filter: (waiting, id) => id !== null && waiting.length > 0,
  fn: (waiting, id) => waiting.map((add) => ({ basketId: id as number, add })),
});
const sendAddsFx = createEffect((adds: { basketId: number; add: AddRequest }[]) => {
  for (const one of adds) void addProductFx(one);
});
sample({ clock: addsReleased, target: sendAddsFx });
const addsLost = sample({
  clock: loadStatsFx.failData,
  source: $waitingAdds,
  filter: (waiting) => waiting.length > 0,
  fn: (adds, error) => ({ adds, key: refusalKey(error) }),
});
$waitingAdds.reset(addsReleased, addsLost);
$pendingAdds
  .on(productAdded, (adds, add) => [...adds, add])
  .on(addProductFx.finally, (adds, { params }) => adds.filter((a) => a.key !== params.add.key))
  .on(addsLost, (adds, lost) => adds.filter((a) => !lost.adds.some((l) => l.key === a.key)));

// Why one call per line at a time: a second change would race the first and the line could end on either.
sample({
  clock: quantityChanged,
  source: { basket: $basket, changes: $pendingChanges },
  filter: ({ basket, changes }, { itemId, quantity }) =>
    !changes[itemKey(itemId)] && quantity >= 1 && basket?.items.some((i) => i.id === itemId && i.quantity !== quantity) === true,
  fn: (_, change) => change,
  target: changeItemFx,
});
sample({
  clock: itemRemoved,
  source: { basket: $basket, changes: $pendingChanges },
  filter: ({ basket, changes }, itemId) => !changes[itemKey(itemId)] && basket?.items.some((i) => i.id === itemId) === true,
  fn: (_, itemId) => itemId,
  target: removeItemFx,
});
$pendingChanges
  .on(changeItemFx, (changes, { itemId, quantity }) => ({ ...changes, [itemKey(itemId)]: { action: 'change', quantity } }))
  .on(removeItemFx, (changes, itemId) => ({ ...changes, [itemKey(itemId)]: { action: 'remove' } }))
  .on(changeItemFx.finally, (changes, { params }) => without(changes, itemKey(params.itemId)))
  .on(removeItemFx.finally, (changes, { params }) => without(changes, itemKey(params)));

const isGone = (status: number) => status === 404;
const withoutItem = (basket: Basket, itemId: number): Basket => ({ ...basket, items: basket.items.filter((i) => i.id !== itemId) });
sample({
  clock: changeItemFx.doneData,
  source: $basket,
  filter: Boolean,
  fn: (basket, item) => ({ ...basket, items: basket.items.map((i) => (i.id === item.id ? item : i)) }),
  target: basketAnswered,
});
sample({
  clock: [
    removeItemFx.done.map(({ params }) => params),
    // Why: "not found" on a removal means the line is already gone (another tab): the basket follows the server.
    removeItemFx.fail.filterMap(({ params, error }) => (isGone(error.status) ? params : undefined)),
  ],
  source: $basket,
  filter: Boolean,
  fn: withoutItem,
  target: basketAnswered,
});
// Why: a changed line changes the total, the shortfall and the count, which only the server computes.
sample({
  clock: [changeItemFx.done, removeItemFx.finally],
  source: $basketId,
  filter: (id: number | null): id is number => id !== null,
  target: basketRead.query.start,
});

$lineErrors
  .on(changeItemFx.fail, (errors, { params, error }) => ({ ...errors, [itemKey(params.itemId)]: refusalKey(error) }))
  .on(removeItemFx.fail, (errors, { params, error }) =>
    isGone(error.status) ? errors : { ...errors, [itemKey(params)]: refusalKey(error) },
  )
  .on(changeItemFx, (errors, { itemId }) => without(errors, itemKey(itemId)))
  .on(removeItemFx, (errors, itemId) => without(errors, itemKey(itemId)))
  .on(shopMessageDismissed, (errors, id) => without(errors, id))
  .reset(shopMessagesCleared);

/**
 * Saves the basket's delivery address (null: back to the profile's). The address form awaits it: a refusal shows on
 * its fields with what was typed kept.
 */
export const addressSaveFx = attach({
  source: $basketId,
  mapParams: (address: DeliveryAddress | null, basketId: number | null) => {
    // The address is only offered on a basket, so this is a page out of step with the session: no call.
    if (basketId === null) throw new Error('No basket to save the delivery address on');
    return { basketId, address };
  },
  effect: updateAddressFx,
});

// A press while the basket is settled submits now; while it is busy (not with the submit itself), it is held.
const submitNow = createEvent();
sample({ clock: basketSubmitted, source: $basketBusy, filter: (busy) => !busy, target: submitNow });
sample({
  clock: basketSubmitted,
  source: { basket: $basket, busy: $basketBusy, pending: submitBasketFx.pending },
  filter: ({ basket, busy, pending }) => busy && !pending && basket !== null,
  fn: ({ basket }) => (basket as Basket).total_miles,
  target: $heldSubmit,
});
const settled = sample({
  clock: $basketBusy.updates,
  source: { held: $heldSubmit, basket: $basket },
  filter: ({ held }, busy) => !busy && held !== null,
});
sample({ clock: settled, filter: ({ held, basket }) => basket?.total_miles === held, target: submitNow });
$heldSubmit.reset(settled);

// Why the filter: the button is blocked in the page too, but a submit must never leave with a stale total,
// an empty basket or a shortfall the server would refuse anyway.
sample({
  clock: submitNow,
  source: { basket: $basket, key: $submitKey, busy: $basketBusy },
  filter: ({ basket, busy }) => !busy && basket !== null && basket.items.length > 0 && basket.shortfall === 0,
  fn: ({ basket, key }) => ({ basketId: (basket as Basket).id, idempotencyKey: key ?? newIdempotencyKey() }),
  target: submitBasketFx,
});
$submitKey.on(submitBasketFx, (_, { idempotencyKey }) => idempotencyKey).reset(submitBasketFx.done);
$lastOrder.on(submitBasketFx.doneData, (_, order) => order).reset(orderConfirmationClosed, basketOpened);
// Why: the server emptied the basket in the order's transaction; the page shows it at once, then re-reads it.
sample({
  clock: submitBasketFx.doneData,
  source: $basket,
  filter: Boolean,
  fn: (basket, order) => ({ ...basket, items: [], item_count: 0, total: 0, total_miles: 0, shortfall: 0, balance: order.balance }),
  target: basketAnswered,
});
// Why users_stats: the header's balance and basket count must drop by the order on every page at once.
sample({ clock: submitBasketFx.done, target: loadStatsFx });
sample({
  clock: submitBasketFx.done,
  source: $basketId,
  filter: (id: number | null): id is number => id !== null,
  target: basketRead.query.start,
});

$shopMessages
  .on(addProductFx.fail, (list, { params, error }) => [
    ...list,
    { id: `add:${params.add.key}`, key: refusalKey(error), name: params.add.name },
  ])
  .on(addsLost, (list, { adds, key }) => [...list, ...adds.map((add) => ({ id: `add:${add.key}`, key, name: add.name }))])
  // Why only back to the profile's: a refused address typed in the form is shown by the form, on its fields.
  .on(updateAddressFx.fail, (list, { params, error }) =>
    params.address === null ? [...list.filter((m) => m.id !== 'address'), { id: 'address', key: refusalKey(error) }] : list,
  )
  .on(submitBasketFx.fail, (list, { error }) => [...list.filter((m) => m.id !== 'submit'), { id: 'submit', key: refusalKey(error) }])
  .on(submitBasketFx, (list) => list.filter((m) => m.id !== 'submit'))
  .on(shopMessageDismissed, (list, id) => list.filter((m) => m.id !== id))
  .reset(shopMessagesCleared);

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _gone, ...rest } = record;
  return rest;
}

// Why: another member (logout, login, impersonation) must never see this member's basket or order.
memberDataStores($pendingChanges, $pendingAdds, $lineErrors, $shopMessages, $lastOrder, $submitKey, $basketWanted, $heldSubmit);
