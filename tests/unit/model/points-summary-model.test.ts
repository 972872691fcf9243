/** @vitest-environment jsdom */
// The home's miles in forked scopes: pending credits sorted by the day they become valid, the latest
// movements, the claim count, a failure state that a reopening retries, and nothing kept after logout.
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { $pointsSummary, homeOpened, loadPointsSummaryFx } from '@/model/points-summary/points-summary-model';
import type { Movement, PointsSummary } from '@/model/points-summary/points-summary-model';
import { anonymousTokenFx, logoutFx } from '@/model/session/session-model';
import { contractHandler, useMockApi } from '../../support/msw-api';

const movement = (id: number, over: Partial<Movement> = {}): Movement => ({
  id,
  type: 'reservation',
  status: 'pending',
  amount: 300,
  label: `Booking ${id}`,
  created_at: '2026-11-20T10:00:00.000Z',
  valid_on: '2026-11-28T00:00:00.000Z',
  expires_on: null,
  booking_number: `BK${id}`,
  hotel: { id: 1, name: 'Horizon Brussels Grand-Place', city: 'Brussels' },
  ...over,
});

describe('points summary model', () => {
  it('loads on opening: pending credits soonest valid first, the latest five movements, the claim count', async () => {
    const summary: PointsSummary = {
      pending: [movement(1, { valid_on: '2026-11-25T00:00:00.000Z' }), movement(2)],
      recent: [movement(2), movement(1)],
      claims: 2,
    };
    const load = vi.fn(async () => summary);
    const scope = fork({ handlers: [[loadPointsSummaryFx, load]] });
    expect(scope.getState($pointsSummary)).toEqual({ status: 'loading' });
    await allSettled(homeOpened, { scope });
    expect(load).toHaveBeenCalledTimes(1);
    expect(scope.getState($pointsSummary)).toEqual({ status: 'ready', data: summary });
  });

  it('shows a failure that opening the home again retries; a failed reload keeps the figures shown', async () => {
    let fail = true;
    const summary: PointsSummary = { pending: [], recent: [], claims: 0 };
    const scope = fork({
      handlers: [
        [
          loadPointsSummaryFx,
          async () => {
            if (fail) throw new Error('offline');
            return summary;
          },
        ],
      ],
    });
    await allSettled(homeOpened, { scope });
    expect(scope.getState($pointsSummary)).toEqual({ status: 'failure', code: 'unknown' });
    fail = false;
    await allSettled(homeOpened, { scope });
    expect(scope.getState($pointsSummary)).toEqual({ status: 'ready', data: summary });
    fail = true;
    await allSettled(homeOpened, { scope });
    expect(scope.getState($pointsSummary)).toEqual({ status: 'ready', data: summary });
  });

  it('forgets the miles of a member who logs out', async () => {
    const scope = fork({
      handlers: [
        [loadPointsSummaryFx, async () => ({ pending: [movement(1)], recent: [movement(1)], claims: 1 })],
        [logoutFx, async () => undefined],
        [anonymousTokenFx, async () => undefined],
      ],
    });
    await allSettled(homeOpened, { scope });
    expect(scope.getState($pointsSummary).status).toBe('ready');
    await allSettled(logoutFx, { scope, params: undefined });
    expect(scope.getState($pointsSummary)).toEqual({ status: 'loading' });
  });
});

describe('points summary calls', () => {
  const asked: URLSearchParams[] = [];
  const page = (items: Movement[], over: { count?: number; reservations?: number } = {}) => ({
    items,
    next_cursor: null,
    count: over.count ?? items.length,
    totals: [{ type: 'reservation' as const, count: over.reservations ?? 0, valid: 0, pending: 0, cancelled: 0 }],
    months: [],
  });
  useMockApi([
    contractHandler('getPointsHistory', (request) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      if (query.getAll('status[]').includes('pending'))
        return { body: page([movement(2, { valid_on: '2026-11-29T00:00:00.000Z' }), movement(1), movement(3, { amount: -50 })]) };
      return {
        body: page(
          Array.from({ length: 5 }, (_, i) => movement(10 + i, { status: 'valid' })),
          { count: 8 },
        ),
      };
    }),
  ]);

  it('asks for the pending movements and the newest five only, never the whole history', async () => {
    const summary = await loadPointsSummaryFx();
    expect(asked.map((query) => query.toString()).sort()).toEqual(['limit=5', 'status%5B%5D=pending']);
    expect(summary.pending.map((m) => m.id)).toEqual([1, 2]);
    expect(summary.recent.map((m) => m.id)).toEqual([10, 11, 12, 13, 14]);
    expect(summary.claims).toBe(0);
  });
});
