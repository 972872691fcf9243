// The CSV export's lines: every page of the current filters (the list shows only what was scrolled to),
// fetched 200 at a time up to 20 000 lines, newest first.
import { createEffect } from 'effector';
import type { ApiError } from '@/api/api-error';
import { call } from '@/model/session/api';
import type { HistoryFilters } from './history-filters';
import { exportMaxLines, exportPageSize, historyQuery } from './history-query';
import type { Movement, PointsHistory } from './history-types';

export interface ExportLines {
  items: Movement[];
  /** How many lines match the filters (more than `items` holds when the bound was reached). */
  count: number;
}

export const exportHistoryFx = createEffect<HistoryFilters, ExportLines, ApiError>(async (filters) => {
  const items: Movement[] = [];
  let cursor: string | null = null;
  let count: number;
  do {
    const page: PointsHistory = await call('getPointsHistory', { query: historyQuery(filters, exportPageSize, cursor) });
    items.push(...page.items);
    count = page.count;
    cursor = page.next_cursor;
  } while (cursor !== null && items.length < exportMaxLines);
  return { items: items.slice(0, exportMaxLines), count };
});
