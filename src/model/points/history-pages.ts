// Consecutive pages of one filtered history, read after a cursor until the end or a bound: the CSV export's
// lines and the list's "the rest at once" (the End key) both need them.
import { call } from '@/model/session/api';
import type { HistoryFilters } from './history-filters';
import { exportPageSize, historyQuery } from './history-query';
import type { Movement, PointsHistory } from './history-types';

export interface Pages {
  items: Movement[];
  /** How many lines match the filters (more than `items` holds when the bound was reached); a first page says it, so null when read from a cursor. */
  count: number | null;
  /** Where the list goes on, when the bound stopped the reading first. */
  nextCursor: string | null;
}

/** Pages of `exportPageSize` after `cursor` (from the start when null) until the end or `maxLines` lines. */
export async function readPages(filters: HistoryFilters, cursor: string | null, maxLines: number): Promise<Pages> {
  const items: Movement[] = [];
  let next = cursor;
  let count: number | null = null;
  do {
    const page: PointsHistory = await call('getPointsHistory', { query: historyQuery(filters, exportPageSize, next) });
    items.push(...page.items);
    count ??= page.count ?? null;
    next = page.next_cursor;
  } while (next !== null && items.length < maxLines);
  return { items, count, nextCursor: next };
}
