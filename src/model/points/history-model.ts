// The member's miles history (getPointsHistory), paged by the server: the first page of the URL's filters
// (with the count, the totals by type and the balance by month of the whole history), then the next pages as
// the member asks for them, through the query every page reads its data with (remote-data/loadable-query.ts). A filter
// change asks the server again, the previous list shown meanwhile. The filters mirror the URL (see history-filters.ts).
import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { pageLoadFinished, pageLoadStarted } from '@/model/page/page-model';
import { call } from '@/model/session/api';
import { memberDataStores } from '@/model/session/member-changed';
import { userRefreshRequested } from '@/model/user/user-model';
import { loadableQuery } from '@/model/remote-data/loadable-query';
import { noFilters } from './history-filters';
import type { HistoryFilters } from './history-filters';
import { readPages } from './history-pages';
import type { Pages } from './history-pages';
import { appliedFilters, exportMaxLines, firstPage, historyQuery, pageSize, queryKey } from './history-query';
import type { HistoryList } from './history-query';
import type { TypeTotal } from './history-totals';
import type { Movement, PointsHistory } from './history-types';

interface MoreParams {
  filters: HistoryFilters;
  cursor: string;
}

/** A history page is shown: load unless a fresh copy of these filters is at hand. */
export const historyPageOpened = createEvent();
/** "Try again" after a failure: load the first page again. */
export const historyRetried = createEvent();
/** The filters of the URL (the page sends them on every change of its query string). */
export const filtersChanged = createEvent<HistoryFilters>();
/** "Show more" (or the end of the list scrolled into view): the next page. */
export const moreRequested = createEvent();
/** The End key on the list: every page left (up to the export's bound), so the oldest line can be shown. */
export const restRequested = createEvent();

/** The first page of some filters (a refused date range is not sent: history-query.ts). */
export const fetchHistoryFx = createEffect<HistoryFilters, HistoryList, ApiError>(async (filters) =>
  firstPage(filters, await call('getPointsHistory', { query: historyQuery(filters, pageSize) })),
);
/** The page after a cursor. */
export const fetchMoreFx = createEffect<MoreParams, PointsHistory, ApiError>((params) =>
  call('getPointsHistory', { query: historyQuery(params.filters, pageSize, params.cursor) }),
);

/** Every page after a cursor, read 200 lines a call. */
export const fetchRestFx = createEffect<MoreParams, Pages, ApiError>((params) => readPages(params.filters, params.cursor, exportMaxLines));

// The latest filters asked win; the list shown stays while other filters are read, and a failed reread of the same
// filters keeps it (remote-data/loadable-query.ts). The member's own: forgotten when the member changes.
const firstPages = loadableQuery(fetchHistoryFx, { name: 'pointsHistory', memberData: true });
export const $historyState = firstPages.$state;
export const $filters = createStore<HistoryFilters>(noFilters);
/** The filters as the API is asked them: two refused ranges with the same types are the same list. */
const $applied = $filters.map(appliedFilters);
/** The key of the filters asked last (the list shown may still be another's while they are on their way). */
const $askedKey = firstPages.$asked.map((asked) => (asked.params === null ? null : queryKey(asked.params)));
/** The last filters asked could not be read (the list shown is the previous filters'). */
const $askFailed = createStore(false)
  .on(firstPages.query.finished.failure, () => true)
  .reset(firstPages.query.started);
/** The next page could not be loaded ("Show more" tries again). */
export const $moreFailed = createStore(false);
export const $loadingMore = combine(fetchMoreFx.pending, fetchRestFx.pending, (more, rest) => more || rest);

const $loaded = $historyState.map((s) => (s.status === 'ready' ? s.data : null));
const $othersShown = combine($loaded, $askedKey, (loaded, key) => loaded !== null && loaded.key !== key);
/** A first page of other filters is on its way (the lines shown are still those of the previous filters). */
export const $refreshing = combine($othersShown, $askFailed, (others, failed) => others && !failed);
/** The first page of the filters shown could not be read: the page says so where the lines would be. */
export const $filtersFailed = combine($othersShown, $askFailed, (others, failed) => others && failed);
/** The lines loaded so far, newest first (empty until loaded). */
export const $movements = $loaded.map((s): Movement[] => s?.items ?? []);
/** How many lines match the filters, over every page. */
export const $historyCount = $loaded.map((s) => s?.history.count ?? 0);
export const $hasMore = $loaded.map((s) => s?.nextCursor != null);
/** Totals of every matching line by type (the server's), the types with lines only. */
export const $visibleTotals = $loaded.map((s): TypeTotal[] => s?.history.totals?.filter((t) => t.count > 0) ?? []);
/** The balance at the end of each month, over the whole history (the server's). */
export const $balanceByMonth = $loaded.map((s) => s?.history.months ?? []);
$filters.on(filtersChanged, (_, filters) => filters);

// Why: one call per member, visit and filters; a history of these filters in hand is shown at once unless miles have
// changed since. A retry, asked for by the member after a failure, reads again unless the same read is on its way.
sample({ clock: [historyPageOpened, historyRetried], source: $applied, target: firstPages.query.refresh });
// Why: the server filters, so other filters on a page already shown are another first page (before the page has
// opened, the opening reads them).
sample({
  clock: filtersChanged,
  source: firstPages.$asked,
  filter: (asked) => asked.params !== null,
  fn: (_, filters) => appliedFilters(filters),
  target: firstPages.query.refresh,
});
// Why: the API writes the lines' labels in the request's language, and a claim, a transfer or a completed profile
// moves miles: the next visit (or the page, which opens the history again in its new language) reads it again.
sample({ clock: [userRefreshRequested, $appliedLanguage.updates], target: firstPages.query.expire });

// Why: one next page (or the rest) at a time, only after the last line shown, only while there is one and no other
// filters are on their way.
const moreSource = { loaded: $loaded, askedKey: $askedKey, pending: $loadingMore, filters: $filters };
type MoreSource = { loaded: HistoryList | null; askedKey: string | null; pending: boolean; filters: HistoryFilters };
const canLoadMore = ({ loaded, askedKey, pending }: MoreSource) =>
  !pending && loaded !== null && loaded.nextCursor !== null && loaded.key === askedKey;
const afterLastLine = ({ loaded, filters }: MoreSource): MoreParams => ({ filters, cursor: loaded?.nextCursor ?? '' });
sample({ clock: moreRequested, source: moreSource, filter: canLoadMore, fn: afterLastLine, target: fetchMoreFx });
sample({ clock: restRequested, source: moreSource, filter: canLoadMore, fn: afterLastLine, target: fetchRestFx });
// Why: pages continue the list only if it has not been replaced meanwhile (other filters asked, a reload).
const continues = ({ loaded, askedKey }: MoreSource, params: MoreParams) =>
  loaded !== null && loaded.nextCursor === params.cursor && loaded.key === queryKey(params.filters) && loaded.key === askedKey;
/** A next page, or every page left, as the lines it adds after a cursor. */
const pageArrived = merge([
  fetchMoreFx.done.map(({ params, result }) => ({ params, items: result.items, nextCursor: result.next_cursor })),
  fetchRestFx.done.map(({ params, result }) => ({ params, items: result.items, nextCursor: result.nextCursor })),
]);
sample({
  clock: pageArrived,
  source: moreSource,
  filter: (source, { params }) => continues(source, params),
  fn: ({ loaded }, { params, items, nextCursor }) => {
    const shown = loaded as HistoryList; // `continues` lets only a loaded list through
    return { params: appliedFilters(params.filters), data: { ...shown, items: [...shown.items, ...items], nextCursor } };
  },
  target: firstPages.answered,
});
$moreFailed.on([fetchMoreFx.fail, fetchRestFx.fail], () => true).reset([fetchMoreFx, fetchRestFx, fetchHistoryFx]);

// Why: the filters are the member's own; another member (login, impersonation) or a guest must not see them.
memberDataStores($filters, $moreFailed, $askFailed);

// Why: requirements §2.5, the page loading flag is up while page data loads.
sample({ clock: fetchHistoryFx, target: pageLoadStarted });
sample({ clock: fetchHistoryFx.finally, target: pageLoadFinished });
