// The card's history (`history` page): its transactions by month, newest first, each month with the
// API's totals, six months at a time; "Earlier months" reads the next six before the oldest shown.
import { createEvent, createStore, sample } from 'effector';
import { memberDataStores } from '@/model/session/member-changed';
import { listTransactionsFx } from './card-calls';
import { $card, cardPageLeft } from './card-model';
import type { CardMonth } from './card-types';

export const historyOpened = createEvent();
export const earlierMonthsRequested = createEvent();

export const $historyMonths = createStore<CardMonth[] | null>(null);
/** The month to ask for next ("Earlier months"), null when there is nothing older. */
export const $historyNextBefore = createStore<string | null>(null);
export const $historyFailed = createStore(false);
export const $historyLoading = listTransactionsFx.pending;

sample({
  clock: historyOpened,
  source: $card,
  filter: (card) => card !== null,
  fn: (card) => ({ cardId: card?.id ?? '', before: null }),
  target: listTransactionsFx,
});
sample({
  clock: earlierMonthsRequested,
  source: { card: $card, before: $historyNextBefore, loading: listTransactionsFx.pending },
  filter: ({ card, before, loading }) => card !== null && before !== null && !loading,
  fn: ({ card, before }) => ({ cardId: card?.id ?? '', before }),
  target: listTransactionsFx,
});
// Why by `before`: the first page replaces what was shown (another card, a fresh opening); later ones add to it.
$historyMonths.on(listTransactionsFx.done, (months, { params, result }) =>
  params.before === null ? result.months : [...(months ?? []), ...result.months],
);
$historyNextBefore.on(listTransactionsFx.doneData, (_, result) => result.next_before);
$historyFailed.on(listTransactionsFx.fail, () => true).reset(listTransactionsFx.done, historyOpened);
$historyMonths.reset(historyOpened, cardPageLeft);
$historyNextBefore.reset(historyOpened, cardPageLeft);

memberDataStores($historyMonths, $historyNextBefore, $historyFailed);
