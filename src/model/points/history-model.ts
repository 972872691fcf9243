// The member's miles history (getPointsHistory), loaded whole once and filtered in the browser: 10 000
// movements filter in a few milliseconds, the 30-day rule is checked here exactly as the API checks it,
// and a filter change costs no call. The filters mirror the URL (see history-filters.ts).
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { pageLoadFinished, pageLoadStarted } from '@/model/page/page-model';
import { api } from '@/model/session/api';
import { impersonateFx, loginFx, logoutFx } from '@/model/session/session-model';
import { userRefreshRequested } from '@/model/user/user-model';
import { filterMovements, noFilters, rangeProblem } from './history-filters';
import type { HistoryFilters } from './history-filters';
import { monthlyBalance, totalsByType } from './history-totals';
import type { Movement, PointsHistory } from './history-types';

export type HistoryState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; history: PointsHistory; loadedAt: number }
  | { status: 'failure'; message: string };

interface Loaded {
  history: PointsHistory;
  loadedAt: number;
}

/** A history page is shown: load unless a fresh copy is at hand. */
export const historyPageOpened = createEvent();
/** "Try again" after a failure: load whatever the cache holds. */
export const historyRetried = createEvent();
/** The filters of the URL (the page sends them on every change of its query string). */
export const filtersChanged = createEvent<HistoryFilters>();

export const fetchHistoryFx = createEffect<void, Loaded, ApiError>(async () => ({
  history: await api.get<PointsHistory>('points_history'),
  loadedAt: Date.now(),
}));

export const $historyState = createStore<HistoryState>({ status: 'idle' });
/** Miles changed since the last load (a claim, a transfer, a completed profile): the next visit reloads. */
const $stale = createStore(false);
export const $filters = createStore<HistoryFilters>(noFilters);

const $loaded = $historyState.map((s) => (s.status === 'success' ? s : null));
/** Every movement, newest first (empty until loaded). */
export const $movements = $loaded.map((s): Movement[] => s?.history.items ?? []);
/** Why the URL's date range is refused, if it is. */
export const $rangeProblem = $filters.map((f) => rangeProblem(f.from, f.to));
/** The movements the filters keep: what the list, the totals and the export show. */
export const $visibleMovements = combine($movements, $filters, filterMovements);
export const $visibleTotals = $visibleMovements.map(totalsByType);
/** The balance at the end of each month, over the whole history. */
export const $balanceByMonth = $loaded.map((s) => (s ? monthlyBalance(s.history.items, s.loadedAt) : []));
/** Balance, pending total and the miles about to expire (whatever the filters). */
export const $historySummary = $loaded.map((s) => (s ? { balance: s.history.balance, pending: s.history.pending, expiring: s.history.expiring } : null));

$filters.on(filtersChanged, (_, filters) => filters);

const needsLoad = (state: HistoryState, stale: boolean) => stale || state.status === 'idle' || state.status === 'failure';
// Why: one call per member and visit; a cached history is shown at once unless miles have changed since.
sample({
  clock: historyPageOpened,
  source: { state: $historyState, stale: $stale, pending: fetchHistoryFx.pending },
  filter: ({ state, stale, pending }) => !pending && needsLoad(state, stale),
  target: fetchHistoryFx,
});
// Why: a retry is asked for by the member, after a failure: always a call (unless one is running).
sample({ clock: historyRetried, source: fetchHistoryFx.pending, filter: (pending) => !pending, target: fetchHistoryFx });

$historyState
  // A reload keeps the shown history until the new one arrives (no flash of the loading state).
  .on(fetchHistoryFx, (state) => (state.status === 'success' ? state : { status: 'loading' }))
  .on(fetchHistoryFx.doneData, (_, loaded) => ({ status: 'success', ...loaded }))
  .on(fetchHistoryFx.failData, (_, error) => ({ status: 'failure', message: typeof error.errors === 'string' ? error.errors : String(error.code) }));
$stale.on(userRefreshRequested, () => true).reset(fetchHistoryFx.done);
// Why: the API writes the lines' labels in the request's language; after a language switch (which remounts
// the page under the new route set) the next visit reloads them in the new language.
$stale.on($appliedLanguage.updates, () => true);

// Why: the history is the member's own; another member (login, impersonation) or a guest must not see it.
$historyState.reset([logoutFx.finally, loginFx.done, impersonateFx.done]);
$filters.reset([logoutFx.finally, loginFx.done, impersonateFx.done]);

// Why: SPEC §2.5, the page loading flag is up while page data loads.
sample({ clock: fetchHistoryFx, target: pageLoadStarted });
sample({ clock: fetchHistoryFx.finally, target: pageLoadFinished });
