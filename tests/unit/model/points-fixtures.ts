// Movements and histories for the miles-history tests, shaped as the API answers them.
import { movementDay } from '@/model/points/history-filters';
import type { HistoryFilters } from '@/model/points/history-filters';
import { appliedFilters, firstPage } from '@/model/points/history-query';
import { movementTypes } from '@/model/points/history-types';
import type { Movement, PointsHistory } from '@/model/points/history-types';

let nextId = 1;

/** A movement created on `day` (YYYY-MM-DD, noon UTC); valid that day unless `valid_on` says otherwise. */
export function movement(day: string, over: Partial<Movement> = {}): Movement {
  const at = `${day}T12:00:00.000Z`;
  nextId += 1;
  return {
    id: nextId,
    type: 'reservation',
    status: 'valid',
    amount: 300,
    label: `Booking on ${day}`,
    created_at: at,
    valid_on: at,
    expires_on: null,
    booking_number: null,
    hotel: null,
    ...over,
  };
}

export function history(items: Movement[], over: Partial<PointsHistory> = {}): PointsHistory {
  return { items, next_cursor: null, count: items.length, totals: [], ...over };
}

/** Totals by type as the API computes them (every type, zeros included). */
export function totalsOf(items: readonly Movement[]): PointsHistory['totals'] {
  return movementTypes.map((type) => {
    const mine = items.filter((m) => m.type === type);
    const sum = (status: string) => mine.filter((m) => m.status === status).reduce((total, m) => total + m.amount, 0);
    return { type, count: mine.length, valid: sum('valid'), pending: sum('pending'), cancelled: sum('cancelled') };
  });
}

/**
 * A fake getPointsHistory over `items`, as the server answers: filtered (a refused range is never sent, see
 * history-query.ts), paged by `pageSize` with the last line's id as cursor, totals of every match, and the
 * first page's `months` and figures from `over`.
 */
export function fakeHistoryServer(items: readonly Movement[], over: Partial<PointsHistory> = {}, pageSize = 100) {
  const matching = (f: HistoryFilters) => {
    const a = appliedFilters(f);
    return items.filter(
      (m) =>
        (a.types.length === 0 || a.types.includes(m.type)) &&
        (a.statuses.length === 0 || a.statuses.includes(m.status)) &&
        (!a.from || movementDay(m) >= a.from) &&
        (!a.to || movementDay(m) <= a.to),
    );
  };
  const page = (filters: HistoryFilters, cursor: string | null): PointsHistory => {
    const all = matching(filters);
    const start = cursor === null ? 0 : all.findIndex((m) => String(m.id) === cursor) + 1;
    const lines = all.slice(start, start + pageSize);
    const { months, ...figures } = over;
    return {
      ...history(lines, figures),
      count: all.length,
      totals: totalsOf(all),
      next_cursor: start + pageSize < all.length ? String(lines.at(-1)?.id) : null,
      ...(cursor === null && months ? { months } : {}),
    };
  };
  return {
    page,
    first: async (filters: HistoryFilters) => firstPage(filters, page(filters, null)),
    more: async ({ filters, cursor }: { filters: HistoryFilters; cursor: string }) => page(filters, cursor),
    exportLines: async (filters: HistoryFilters) => ({ items: matching(filters), count: matching(filters).length }),
  };
}
