// The CSV export's lines: every page of the current filters (the list shows only what was scrolled to),
// fetched 200 at a time up to 20 000 lines, newest first.
import { createEffect } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { HistoryFilters } from './history-filters';
import { readPages } from './history-pages';
import { exportMaxLines } from './history-query';
import type { Movement } from './history-types';

export interface ExportLines {
  items: Movement[];
  /** How many lines match the filters (more than `items` holds when the bound was reached). */
  count: number;
}

export const exportHistoryFx = createEffect<HistoryFilters, ExportLines, ApiError>(async (filters) => {
  const { items, count } = await readPages(filters, null, exportMaxLines);
  // Read from the start: the first page told the count.
  return { items: items.slice(0, exportMaxLines), count: count ?? items.length };
});
