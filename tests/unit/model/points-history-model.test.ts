// The miles history model in forked scopes, against a fake API that pages by two: the first page of the
// URL's filters, the next pages, a filter change that starts over (late answers of old filters dropped, the previous
// list shown meanwhile), failures of either call, the cache, and nothing kept after logout.
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import type { ApiError } from '@/api/api-error';
import {
  $balanceByMonth,
  $filters,
  $hasMore,
  $historyCount,
  $historyState,
  $moreFailed,
  $movements,
  $filtersFailed,
  $refreshing,
  $visibleTotals,
  fetchHistoryFx,
  fetchMoreFx,
  fetchRestFx,
  filtersChanged,
  historyPageOpened,
  historyRetried,
  moreRequested,
  restRequested,
} from '@/model/points/history-model';
import { firstPage } from '@/model/points/history-query';
import type { HistoryList } from '@/model/points/history-query';
import { parseFilters } from '@/model/points/history-filters';
import type { HistoryFilters } from '@/model/points/history-filters';
import type { Movement, PointsHistory } from '@/model/points/history-types';
import { $pageLoading } from '@/model/page/page-model';
import { logoutFx } from '@/model/session/session-model';
import { $milesFigures, $stats, userRefreshRequested } from '@/model/user/user-model';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { history, movement } from './points-fixtures';

const items = [
  movement('2026-11-20', { type: 'reservation', status: 'pending', amount: 800, valid_on: '2026-11-27T00:00:00.000Z' }),
  movement('2026-10-31', { type: 'order', amount: -3000 }),
  movement('2026-10-20', { type: 'transfer', amount: -2000 }),
  movement('2026-10-01', { type: 'reservation', status: 'cancelled', amount: 700 }),
  movement('2026-09-30', { type: 'exceptional', amount: 10_000 }),
];
const months = [
  { month: '2026-09', balance: 10_000 },
  { month: '2026-10', balance: 5000 },
  { month: '2026-11', balance: 5000 },
];
const serverError: ApiError = { code: 500, status: 500, errors: 'Internal error' };

/** The server's answer: the lines of the filters' types, two per page, the cursor being the last line's id. */
function page(filters: HistoryFilters, cursor: string | null): PointsHistory {
  const all = items.filter((m) => filters.types.length === 0 || filters.types.includes(m.type));
  const start = cursor === null ? 0 : all.findIndex((m) => String(m.id) === cursor) + 1;
  const lines = all.slice(start, start + 2);
  const more = start + 2 < all.length;
  const next = { items: lines, next_cursor: more ? String(lines.at(-1)?.id) : null };
  // As the API: a first page has the figures of every matching line, a next page only its lines.
  if (cursor !== null) return next;
  return history(lines, {
    ...next,
    count: all.length,
    totals: [
      { type: 'reservation', count: all.filter((m) => m.type === 'reservation').length, valid: 0, pending: 800, cancelled: 700 },
      { type: 'animation', count: 0, valid: 0, pending: 0, cancelled: 0 },
    ],
    months,
  });
}

/** The first page of the filters, as fetchHistoryFx answers it. */
const listOf = (filters: HistoryFilters): HistoryList => firstPage(filters, page(filters, null));

function setup(first = vi.fn(async (filters: HistoryFilters): Promise<HistoryList> => listOf(filters))) {
  const more = vi.fn(async ({ filters, cursor }: { filters: HistoryFilters; cursor: string }) => page(filters, cursor));
  // Every page after the cursor, as history-pages.ts reads them.
  const rest = vi.fn(async ({ filters, cursor }: { filters: HistoryFilters; cursor: string }) => {
    const lines: Movement[] = [];
    let next: string | null = cursor;
    while (next !== null) {
      const answer = page(filters, next);
      lines.push(...answer.items);
      next = answer.next_cursor;
    }
    return { items: lines, count: null, nextCursor: null };
  });
  const scope = fork({
    handlers: [
      [fetchHistoryFx, first],
      [fetchMoreFx, more],
      [fetchRestFx, rest],
      [logoutFx, async () => undefined],
    ],
  });
  return { scope, first, more, rest };
}

const shown = (lines: Movement[]) => lines.map((m) => m.amount);

describe('miles history model', () => {
  it("takes the summary from users_stats (the header's figures), not from the history answer; null until known", () => {
    expect(fork().getState($milesFigures)).toBeNull();
    const stats = { points: [800, 700, 0, 10_000, 5000, 5000], basket: 0, pending: 800, expiring: [{ date: '2026-12-16', amount: 1500 }] };
    expect(fork({ values: [[$stats, stats]] }).getState($milesFigures)).toEqual({
      balance: 5000,
      pending: 800,
      expiring: [{ date: '2026-12-16', amount: 1500 }],
    });
    // Older answers without the optional fields: points[0] is the pending total, nothing expiring.
    expect(fork({ values: [[$stats, { points: [300, 0, 0, 0, 1200, 0], basket: 0 }]] }).getState($milesFigures)).toEqual({
      balance: 1200,
      pending: 300,
      expiring: [],
    });
  });

  it('loads the first page once, shows loading meanwhile and raises the page loading flag', async () => {
    let release: (value: HistoryList) => void = () => undefined;
    const first = vi.fn(() => new Promise<HistoryList>((resolve) => (release = resolve)));
    const { scope } = setup(first);
    const opened = allSettled(historyPageOpened, { scope });
    await Promise.resolve();
    expect(scope.getState($historyState)).toEqual({ status: 'loading' });
    expect(scope.getState($pageLoading)).toBe(true);
    // A second page (or StrictMode's second effect) during the call does not call again.
    const again = allSettled(historyPageOpened, { scope });
    release(listOf(parseFilters('')));
    await Promise.all([opened, again]);
    expect(first).toHaveBeenCalledTimes(1);
    expect(shown(scope.getState($movements))).toEqual([800, -3000]);
    expect(scope.getState($historyCount)).toBe(5);
    expect(scope.getState($hasMore)).toBe(true);
    expect(scope.getState($pageLoading)).toBe(false);
    // Totals and months are the server's, over the whole history (not over the two lines loaded).
    expect(scope.getState($visibleTotals)).toEqual([{ type: 'reservation', count: 2, valid: 0, pending: 800, cancelled: 700 }]);
    expect(scope.getState($balanceByMonth)).toEqual(months);

    await allSettled(historyPageOpened, { scope });
    expect(first).toHaveBeenCalledTimes(1); // cached
  });

  it('appends the next pages one at a time, until the last', async () => {
    const { scope, more } = setup();
    await allSettled(historyPageOpened, { scope });
    await Promise.all([allSettled(moreRequested, { scope }), allSettled(moreRequested, { scope })]);
    expect(more).toHaveBeenCalledTimes(1);
    expect(more).toHaveBeenLastCalledWith({ filters: parseFilters(''), cursor: String(items[1]?.id) });
    expect(shown(scope.getState($movements))).toEqual([800, -3000, -2000, 700]);
    await allSettled(moreRequested, { scope });
    expect(shown(scope.getState($movements))).toEqual([800, -3000, -2000, 700, 10_000]);
    expect(scope.getState($hasMore)).toBe(false);
    await allSettled(moreRequested, { scope });
    expect(more).toHaveBeenCalledTimes(2);
    expect(scope.getState($balanceByMonth)).toEqual(months); // the next pages carry no months: the first page's stay
  });

  it('the End key: every page left in one go, appended once; meanwhile no next page is asked; nothing after the last', async () => {
    const { scope, more, rest } = setup();
    await allSettled(historyPageOpened, { scope });
    const all = allSettled(restRequested, { scope });
    await allSettled(moreRequested, { scope });
    await all;
    expect(more).not.toHaveBeenCalled();
    expect(rest).toHaveBeenCalledTimes(1);
    expect(rest).toHaveBeenLastCalledWith({ filters: parseFilters(''), cursor: String(items[1]?.id) });
    expect(shown(scope.getState($movements))).toEqual([800, -3000, -2000, 700, 10_000]);
    expect(scope.getState($hasMore)).toBe(false);
    await allSettled(restRequested, { scope });
    expect(rest).toHaveBeenCalledTimes(1);
  });

  it('asks the server again when the filters change, and drops a late answer of the previous filters', async () => {
    const { scope, first, more } = setup();
    await allSettled(historyPageOpened, { scope });
    await allSettled(moreRequested, { scope });
    await allSettled(filtersChanged, { scope, params: parseFilters('type=reservation') });
    expect(first).toHaveBeenLastCalledWith(parseFilters('type=reservation'));
    expect(shown(scope.getState($movements))).toEqual([800, 700]);
    expect(scope.getState($historyCount)).toBe(2);
    expect(scope.getState($hasMore)).toBe(false);

    // The first page of "order" is slow; "transfer" is chosen meanwhile and answers first.
    let releaseOrder: () => void = () => undefined;
    first.mockImplementationOnce((filters) => new Promise<HistoryList>((resolve) => (releaseOrder = () => resolve(listOf(filters)))));
    const order = allSettled(filtersChanged, { scope, params: parseFilters('type=order') });
    await Promise.resolve();
    expect(scope.getState($refreshing)).toBe(true);
    expect(shown(scope.getState($movements))).toEqual([800, 700]); // kept until the new lines arrive
    const transfer = allSettled(filtersChanged, { scope, params: parseFilters('type=transfer') });
    await vi.waitFor(() => expect(shown(scope.getState($movements))).toEqual([-2000]));
    releaseOrder();
    await Promise.all([order, transfer]);
    expect(shown(scope.getState($movements))).toEqual([-2000]);
    expect(scope.getState($refreshing)).toBe(false);
    // Back to no filters: a first page again, from the start.
    await allSettled(filtersChanged, { scope, params: parseFilters('') });
    expect(shown(scope.getState($movements))).toEqual([800, -3000]);
    expect(more).toHaveBeenCalledTimes(1);
  });

  it('drops a next page that arrives after the filters changed', async () => {
    const { scope, more } = setup();
    await allSettled(historyPageOpened, { scope });
    let releaseMore: () => void = () => undefined;
    more.mockImplementationOnce(
      (params) => new Promise<PointsHistory>((resolve) => (releaseMore = () => resolve(page(params.filters, params.cursor)))),
    );
    const late = allSettled(moreRequested, { scope });
    const changed = allSettled(filtersChanged, { scope, params: parseFilters('type=reservation') });
    await vi.waitFor(() => expect(shown(scope.getState($movements))).toEqual([800, 700]));
    releaseMore();
    await Promise.all([late, changed]);
    expect(more).toHaveBeenCalledTimes(1);
    expect(shown(scope.getState($movements))).toEqual([800, 700]);
  });

  it('does not send a refused date range: the type filter still applies', async () => {
    const { scope, first } = setup();
    await allSettled(historyPageOpened, { scope });
    await allSettled(filtersChanged, { scope, params: parseFilters('type=order&from=2026-09-01&to=2026-10-31') });
    expect(scope.getState($filters)).toMatchObject({ from: '2026-09-01', to: '2026-10-31' }); // the typed dates stay
    expect(first).toHaveBeenCalledTimes(2);
    expect(shown(scope.getState($movements))).toEqual([-3000]);
    // Another refused range with the same types is the same list: no call.
    await allSettled(filtersChanged, { scope, params: parseFilters('type=order&from=2026-08-01&to=2026-10-31') });
    expect(first).toHaveBeenCalledTimes(2);
  });

  it('shows a failure, and "Try again" loads again; a failed next page is reported and asked again', async () => {
    const first = vi
      .fn()
      .mockRejectedValueOnce(serverError)
      .mockImplementation(async (filters: HistoryFilters) => listOf(filters));
    const { scope, more } = setup(first);
    await allSettled(historyPageOpened, { scope });
    expect(scope.getState($historyState).status).toBe('failure');
    expect(scope.getState($movements)).toEqual([]);
    await allSettled(historyRetried, { scope });
    expect(scope.getState($historyState).status).toBe('ready');
    expect(first).toHaveBeenCalledTimes(2);

    more.mockRejectedValueOnce(serverError);
    await allSettled(moreRequested, { scope });
    expect(scope.getState($moreFailed)).toBe(true);
    expect(shown(scope.getState($movements))).toEqual([800, -3000]);
    await allSettled(moreRequested, { scope });
    expect(scope.getState($moreFailed)).toBe(false);
    expect(shown(scope.getState($movements))).toHaveLength(4);
  });

  it('a filter change that fails keeps the page: the previous lines are not shown as these filters’, "Try again" reads them', async () => {
    const { scope, first } = setup();
    await allSettled(historyPageOpened, { scope });
    first.mockRejectedValueOnce(serverError);
    await allSettled(filtersChanged, { scope, params: parseFilters('type=order') });
    expect(scope.getState($historyState).status).toBe('ready');
    expect(scope.getState($filtersFailed)).toBe(true);
    expect(scope.getState($refreshing)).toBe(false);
    // No next page of the previous filters' list while it stands for nothing asked.
    await allSettled(moreRequested, { scope });
    expect(shown(scope.getState($movements))).toEqual([800, -3000]);
    await allSettled(historyRetried, { scope });
    expect(first).toHaveBeenLastCalledWith(parseFilters('type=order'));
    expect(scope.getState($filtersFailed)).toBe(false);
    expect(shown(scope.getState($movements))).toEqual([-3000]);
  });

  it('reloads on the next visit after the miles changed, or after a language switch', async () => {
    const { scope, first } = setup();
    await allSettled($appliedLanguage, { scope, params: 'en' });
    await allSettled(historyPageOpened, { scope });
    await allSettled(userRefreshRequested, { scope });
    await allSettled(historyPageOpened, { scope });
    expect(first).toHaveBeenCalledTimes(2);
    await allSettled(historyPageOpened, { scope });
    expect(first).toHaveBeenCalledTimes(2);
    await allSettled($appliedLanguage, { scope, params: 'fr-be' });
    await allSettled(historyPageOpened, { scope });
    expect(first).toHaveBeenCalledTimes(3);
  });

  it('forgets the history and the filters at logout', async () => {
    const { scope, first } = setup();
    await allSettled(historyPageOpened, { scope });
    await allSettled(filtersChanged, { scope, params: parseFilters('type=order') });
    await allSettled(logoutFx, { scope, params: undefined });
    expect(scope.getState($historyState)).toEqual({ status: 'loading' });
    expect(scope.getState($filters).types).toEqual([]);
    await allSettled(historyPageOpened, { scope });
    expect(first).toHaveBeenCalledTimes(3);
  });
});
