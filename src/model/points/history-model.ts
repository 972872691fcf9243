// The member's miles history (getPointsHistory), paged by the server: the first page of the URL's filters
// (with the count, the totals by type and the balance by month of the whole history), then the next pages as
// the member asks for them. A filter change asks the server again; an answer for filters no longer shown is
// dropped. The filters mirror the URL (see history-filters.ts).
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { pageLoadFinished, pageLoadStarted } from '@/model/page/page-model';
import { call } from '@/model/session/api';
import { memberDataStores } from '@/model/session/member-changed';
import { userRefreshRequested } from '@/model/user/user-model';
import { noFilters } from './history-filters';
import type { HistoryFilters } from './history-filters';
import { readPages } from './history-pages';
import type { Pages } from './history-pages';
import { exportMaxLines, historyQuery, pageSize, queryKey } from './history-query';
import type { TypeTotal } from './history-totals';
import type { Movement, PointsHistory } from './history-types';

export type HistoryState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; history: PointsHistory; items: Movement[]; nextCursor: string | null; key: string; loadedAt: number }
  | { status: 'failure'; message: string };

export interface Loaded {
  history: PointsHistory;
  loadedAt: number;
}

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

/** The first page of some filters. */
export const fetchHistoryFx = createEffect<HistoryFilters, Loaded, ApiError>(async (filters) => ({
  history: await call('getPointsHistory', { query: historyQuery(filters, pageSize) }),
  loadedAt: Date.now(),
}));
/** The page after a cursor. */
export const fetchMoreFx = createEffect<MoreParams, PointsHistory, ApiError>((params) =>
  call('getPointsHistory', { query: historyQuery(params.filters, pageSize, params.cursor) }),
);

/** Every page after a cursor, read 200 lines a call. */
export const fetchRestFx = createEffect<MoreParams, Pages, ApiError>((params) => readPages(params.filters, params.cursor, exportMaxLines));

export const $historyState = createStore<HistoryState>({ status: 'idle' });
/** Miles changed since the last load (a claim, a transfer, a completed profile): the next visit reloads. */
const $stale = createStore(false);
export const $filters = createStore<HistoryFilters>(noFilters);
/** The key of the first page being fetched, if one is. */
const $fetchingKey = createStore<string | null>(null);
/** The next page could not be loaded ("Show more" tries again). */
export const $moreFailed = createStore(false);
export const $loadingMore = combine(fetchMoreFx.pending, fetchRestFx.pending, (more, rest) => more || rest);
/** A first page of other filters is on its way (the lines shown are still those of the previous filters). */
export const $refreshing = $fetchingKey.map((key) => key !== null);

const $loaded = $historyState.map((s) => (s.status === 'success' ? s : null));
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

const shownKey = (state: HistoryState) => (state.status === 'success' ? state.key : null);
const source = { state: $historyState, stale: $stale, filters: $filters, fetching: $fetchingKey };
type Source = { state: HistoryState; stale: boolean; filters: HistoryFilters; fetching: string | null };
const notFetching = (s: Source) => s.fetching !== queryKey(s.filters);
// Why: one call per member, visit and filters; a cached history of these filters is shown at once unless
// miles have changed since.
sample({
  clock: historyPageOpened,
  source,
  filter: (s) =>
    notFetching(s) && (s.stale || s.state.status === 'idle' || s.state.status === 'failure' || shownKey(s.state) !== queryKey(s.filters)),
  fn: (s) => s.filters,
  target: fetchHistoryFx,
});
// Why: the server filters, so other filters on a page already shown are another first page (before the
// page has opened, the opening loads them).
sample({
  clock: filtersChanged,
  source,
  filter: (s) => s.state.status !== 'idle' && notFetching(s) && shownKey(s.state) !== queryKey(s.filters),
  fn: (s) => s.filters,
  target: fetchHistoryFx,
});
// Why: a retry is asked for by the member, after a failure: always a call (unless one is running).
sample({ clock: historyRetried, source, filter: notFetching, fn: (s) => s.filters, target: fetchHistoryFx });

$fetchingKey
  .on(fetchHistoryFx, (_, filters) => queryKey(filters))
  .on(fetchHistoryFx.finally, (key, { params }) => (key === queryKey(params) ? null : key));

// Why: only the answer for the filters shown counts; a slower answer for earlier filters is dropped.
const current = sample({
  clock: fetchHistoryFx.finally,
  source: $filters,
  filter: (filters, { params }) => queryKey(filters) === queryKey(params),
  fn: (_, done) => done,
});
$historyState
  // A reload keeps the shown history until the new one arrives (no flash of the loading state).
  .on(fetchHistoryFx, (state) => (state.status === 'success' ? state : { status: 'loading' }))
  .on(current, (_, done) =>
    done.status === 'done'
      ? {
          status: 'success',
          history: done.result.history,
          items: done.result.history.items,
          nextCursor: done.result.history.next_cursor,
          key: queryKey(done.params),
          loadedAt: done.result.loadedAt,
        }
      : { status: 'failure', message: typeof done.error.errors === 'string' ? done.error.errors : String(done.error.code) },
  );
$stale.on(userRefreshRequested, () => true).reset(fetchHistoryFx.done);
// Why: the API writes the lines' labels in the request's language; after a language switch the page (which
// opens the history again in its new language) or the next visit reloads them in the new language.
$stale.on($appliedLanguage.updates, () => true);

// Why: one next page (or the rest) at a time, only after the last line shown, only while there is one.
const moreSource = { state: $historyState, pending: $loadingMore, filters: $filters };
const canLoadMore = ({ state, pending }: { state: HistoryState; pending: boolean }) =>
  !pending && state.status === 'success' && state.nextCursor !== null;
const afterLastLine = ({ state, filters }: { state: HistoryState; filters: HistoryFilters }): MoreParams => ({
  filters,
  cursor: state.status === 'success' ? (state.nextCursor ?? '') : '',
});
sample({ clock: moreRequested, source: moreSource, filter: canLoadMore, fn: afterLastLine, target: fetchMoreFx });
sample({ clock: restRequested, source: moreSource, filter: canLoadMore, fn: afterLastLine, target: fetchRestFx });
// Why: pages continue the list only if the list has not been replaced meanwhile (other filters, a reload).
const continues = (state: HistoryState, params: MoreParams) =>
  state.status === 'success' && state.nextCursor === params.cursor && state.key === queryKey(params.filters);
$historyState
  .on(fetchMoreFx.done, (state, { params, result }) =>
    continues(state, params) && state.status === 'success'
      ? { ...state, items: [...state.items, ...result.items], nextCursor: result.next_cursor }
      : state,
  )
  .on(fetchRestFx.done, (state, { params, result }) =>
    continues(state, params) && state.status === 'success'
      ? { ...state, items: [...state.items, ...result.items], nextCursor: result.nextCursor }
      : state,
  );
$moreFailed.on([fetchMoreFx.fail, fetchRestFx.fail], () => true).reset([fetchMoreFx, fetchRestFx, fetchHistoryFx]);

// Why: the history is the member's own; another member (login, impersonation) or a guest must not see it.
memberDataStores($historyState, $filters, $moreFailed);

// Why: requirements §2.5, the page loading flag is up while page data loads.
sample({ clock: fetchHistoryFx, target: pageLoadStarted });
sample({ clock: fetchHistoryFx.finally, target: pageLoadFinished });
