import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import type { ApiError } from '@/api/api-error';
import {
  $balanceByMonth,
  $filters,
  $historyState,
  $historySummary,
  $movements,
  $rangeProblem,
  $visibleMovements,
  $visibleTotals,
  fetchHistoryFx,
  filtersChanged,
  historyPageOpened,
  historyRetried,
} from '@/model/points/history-model';
import { parseFilters } from '@/model/points/history-filters';
import { $pageLoading } from '@/model/page/page-model';
import { logoutFx } from '@/model/session/session-model';
import { userRefreshRequested } from '@/model/user/user-model';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { history, movement } from './points-fixtures';

const now = Date.parse('2026-11-21T10:00:00Z');
const items = [
  movement('2026-11-20', { type: 'reservation', status: 'pending', amount: 800, valid_on: '2026-11-27T00:00:00.000Z' }),
  movement('2026-10-31', { type: 'order', amount: -3000 }),
  movement('2026-10-20', { type: 'transfer', amount: -2000 }),
  movement('2026-10-01', { type: 'reservation', status: 'cancelled', amount: 700 }),
  movement('2026-09-30', { type: 'exceptional', amount: 10_000 }),
];
const answer = history(items, { balance: 5000, pending: 800, expiring: [{ date: '2026-12-16', amount: 1500 }] });
const serverError: ApiError = { code: 500, status: 500, errors: 'Internal error' };

function setup(fetch = vi.fn(async () => ({ history: answer, loadedAt: now }))) {
  const scope = fork({ handlers: [[fetchHistoryFx, fetch], [logoutFx, async () => undefined]] });
  return { scope, fetch };
}

describe('miles history model', () => {
  it('loads the history once, shows loading meanwhile and raises the page loading flag', async () => {
    let release: (value: { history: typeof answer; loadedAt: number }) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<{ history: typeof answer; loadedAt: number }>((resolve) => (release = resolve)));
    const { scope } = setup(fetch);
    const opened = allSettled(historyPageOpened, { scope });
    await Promise.resolve();
    expect(scope.getState($historyState)).toEqual({ status: 'loading' });
    expect(scope.getState($pageLoading)).toBe(true);
    // A second page (or StrictMode's second effect) during the call does not call again.
    const again = allSettled(historyPageOpened, { scope });
    release({ history: answer, loadedAt: now });
    await Promise.all([opened, again]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($historyState)).toMatchObject({ status: 'success', loadedAt: now });
    expect(scope.getState($movements)).toHaveLength(5);
    expect(scope.getState($pageLoading)).toBe(false);
    expect(scope.getState($historySummary)).toEqual({ balance: 5000, pending: 800, expiring: [{ date: '2026-12-16', amount: 1500 }] });

    await allSettled(historyPageOpened, { scope });
    expect(fetch).toHaveBeenCalledTimes(1); // cached
  });

  it('reloads on the next visit after the miles changed', async () => {
    const { scope, fetch } = setup();
    await allSettled(historyPageOpened, { scope });
    await allSettled(userRefreshRequested, { scope });
    await allSettled(historyPageOpened, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
    await allSettled(historyPageOpened, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reloads on the next visit after a language switch (the API writes the labels in the language)', async () => {
    const { scope, fetch } = setup();
    await allSettled($appliedLanguage, { scope, params: 'en' });
    await allSettled(historyPageOpened, { scope });
    await allSettled($appliedLanguage, { scope, params: 'fr-be' });
    await allSettled(historyPageOpened, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
    await allSettled(historyPageOpened, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows a failure, and "Try again" loads again', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(serverError).mockResolvedValue({ history: answer, loadedAt: now });
    const { scope } = setup(fetch);
    await allSettled(historyPageOpened, { scope });
    expect(scope.getState($historyState)).toEqual({ status: 'failure', message: 'Internal error' });
    expect(scope.getState($visibleMovements)).toEqual([]);
    await allSettled(historyRetried, { scope });
    expect(scope.getState($historyState).status).toBe('success');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('filters by type, status and date range from the URL; a refused range is reported and not applied', async () => {
    const { scope } = setup();
    await allSettled(historyPageOpened, { scope });
    await allSettled(filtersChanged, { scope, params: parseFilters('type=reservation,transfer&from=2026-10-01&to=2026-10-20') });
    expect(scope.getState($visibleMovements).map((m) => m.type)).toEqual(['transfer', 'reservation']);
    expect(scope.getState($rangeProblem)).toBeNull();

    await allSettled(filtersChanged, { scope, params: parseFilters('status=valid') });
    expect(scope.getState($visibleMovements).map((m) => m.amount)).toEqual([-3000, -2000, 10_000]);

    await allSettled(filtersChanged, { scope, params: parseFilters('type=order,exceptional&from=2026-09-01&to=2026-10-31') });
    expect(scope.getState($rangeProblem)).toBe('date_range_too_long');
    expect(scope.getState($filters)).toMatchObject({ from: '2026-09-01', to: '2026-10-31' }); // the typed dates stay
    expect(scope.getState($visibleMovements).map((m) => m.type)).toEqual(['order', 'exceptional']);
  });

  it('totals the visible movements by type', async () => {
    const { scope } = setup();
    await allSettled(historyPageOpened, { scope });
    expect(scope.getState($visibleTotals)).toEqual([
      { type: 'order', count: 1, valid: -3000, pending: 0, cancelled: 0 },
      { type: 'reservation', count: 2, valid: 0, pending: 800, cancelled: 700 },
      { type: 'exceptional', count: 1, valid: 10_000, pending: 0, cancelled: 0 },
      { type: 'transfer', count: 1, valid: -2000, pending: 0, cancelled: 0 },
    ]);
    await allSettled(filtersChanged, { scope, params: parseFilters('type=reservation&status=pending') });
    expect(scope.getState($visibleTotals)).toEqual([{ type: 'reservation', count: 1, valid: 0, pending: 800, cancelled: 0 }]);
  });

  it('gives the balance by month over the whole history, whatever the filters', async () => {
    const { scope } = setup();
    await allSettled(historyPageOpened, { scope });
    await allSettled(filtersChanged, { scope, params: parseFilters('type=order') });
    expect(scope.getState($balanceByMonth)).toEqual([
      { month: '2026-09', balance: 10_000 },
      { month: '2026-10', balance: 5000 },
      { month: '2026-11', balance: 5000 },
    ]);
  });

  it('forgets the history and the filters at logout', async () => {
    const { scope, fetch } = setup();
    await allSettled(historyPageOpened, { scope });
    await allSettled(filtersChanged, { scope, params: parseFilters('type=order') });
    await allSettled(logoutFx, { scope, params: undefined });
    expect(scope.getState($historyState)).toEqual({ status: 'idle' });
    expect(scope.getState($filters).types).toEqual([]);
    await allSettled(historyPageOpened, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
