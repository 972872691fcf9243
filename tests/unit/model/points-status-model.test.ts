/** @vitest-environment jsdom */
// The history filter's statuses (GET points_status, requirements §3 "points status list") from a mocked API that
// answers as the contract says: the API's statuses in its order, requirements §3's list until then or on failure.
import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { fetchHistoryFx, historyPageOpened } from '@/model/points/history-model';
import { firstPage } from '@/model/points/history-query';
import type { HistoryFilters } from '@/model/points/history-filters';
import { $pointsStatuses, pointsStatusesNeeded } from '@/model/points/points-status-model';
import { contractHandler, useMockApi } from '../../support/msw-api';

const server = useMockApi([]);
const emptyHistory = async (filters: HistoryFilters) =>
  firstPage(filters, { items: [], next_cursor: null, count: 0, totals: [], months: [] });

describe('points statuses', () => {
  it("follow the API's list and order once the history page opens, asked for once", async () => {
    let calls = 0;
    server.use(
      contractHandler('getPointsStatuses', () => {
        calls += 1;
        return {
          body: [
            { key: 'pending', value: 'pending', label: 'Pending' },
            { key: 'valid', value: 'valid', label: 'Valid' },
          ],
        };
      }),
    );
    const scope = fork({ handlers: [[fetchHistoryFx, emptyHistory]] });
    expect(scope.getState($pointsStatuses)).toEqual(['valid', 'pending', 'cancelled']);
    await allSettled(historyPageOpened, { scope });
    await allSettled(pointsStatusesNeeded, { scope });
    expect(calls).toBe(1);
    expect(scope.getState($pointsStatuses)).toEqual(['pending', 'valid']);
  });

  it("keep requirements §3's list when the call fails, and ask again next time", async () => {
    let calls = 0;
    server.use(
      // The service's own failure: the client does not ask again by itself (a read that got no answer it does).
      http.get('*/api/points_status', () => {
        calls += 1;
        return HttpResponse.json({ code: 500, message: 'Internal error' }, { status: 500 });
      }),
    );
    const scope = fork();
    await allSettled(pointsStatusesNeeded, { scope });
    await allSettled(pointsStatusesNeeded, { scope });
    expect(calls).toBe(2);
    expect(scope.getState($pointsStatuses)).toEqual(['valid', 'pending', 'cancelled']);
  });
});
