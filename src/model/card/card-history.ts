// The card's history (`history` page): its transactions by month, newest first, each month with the
// API's totals, six months at a time; "Earlier months" reads the next six before the oldest shown. The first six are
// read through the query every page reads its data with (remote-data/loadable-query.ts); earlier ones are added to
// them while they are still the months shown.
import { attach, createEvent, createStore, sample } from 'effector';
import { loadableQuery } from '@/model/remote-data/loadable-query';
import { memberDataStores } from '@/model/session/member-changed';
import { listTransactionsFx } from './card-calls';
import { $card, cardPageLeft } from './card-model';

export const historyOpened = createEvent();
export const earlierMonthsRequested = createEvent();

const latestMonthsFx = attach({ effect: listTransactionsFx, mapParams: (cardId: string) => ({ cardId, before: null }) });
const earlierMonthsFx = attach({ effect: listTransactionsFx });
const latestMonths = loadableQuery(latestMonthsFx, { name: 'cardMonths', memberData: true });

/** The months read so far, with the month to ask for next ("Earlier months"; null when there is nothing older). */
export const $history = latestMonths.$state;
/** The earlier months could not be read (the months shown stay; "Earlier months" tries again). */
export const $earlierFailed = createStore(false);
export const $historyLoading = listTransactionsFx.pending;
/** The months shown, once read. */
const $shown = $history.map((history) => (history.status === 'ready' ? history.data : null));

sample({
  clock: historyOpened,
  source: $card,
  filter: (card) => card !== null,
  fn: (card) => card?.id ?? '',
  target: latestMonths.query.start,
});
sample({
  clock: earlierMonthsRequested,
  source: { card: $card, shown: $shown, loading: $historyLoading },
  filter: ({ card, shown, loading }) => card !== null && Boolean(shown?.next_before) && !loading,
  fn: ({ card, shown }) => ({ cardId: card?.id ?? '', before: shown?.next_before ?? null }),
  target: earlierMonthsFx,
});
// Why: earlier months continue the months shown only if they are still those (not another opening's, another card's).
sample({
  clock: earlierMonthsFx.done,
  source: $shown,
  filter: (shown, { params }) => shown !== null && shown.next_before === params.before,
  fn: (shown, { params, result }) => ({
    params: params.cardId,
    data: { months: [...(shown?.months ?? []), ...result.months], next_before: result.next_before },
  }),
  target: latestMonths.answered,
});
$earlierFailed.on(earlierMonthsFx.fail, () => true).reset(earlierMonthsFx, historyOpened);
// Why: the next visit reads the months again, from loading.
sample({ clock: cardPageLeft, target: latestMonths.query.reset });

memberDataStores($earlierFailed);
