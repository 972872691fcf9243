// What the history asks the API for: the URL's filters minus a refused date range (the form shows why; the
// API would refuse it too), as getPointsHistory's query parameters, and a key that names one filtered list.
import type { QueryOf } from '@/api/operation-types';
import { rangeProblem } from '@/contract/calendar-days';
import { serializeFilters } from './history-filters';
import type { HistoryFilters } from './history-filters';
import type { Movement, PointsHistory } from './history-types';

/** Lines per page of the list (the API's default), and per call of the CSV export (its maximum). */
export const pageSize = 100;
export const exportPageSize = 200;
/** The CSV export stops after this many lines (a spreadsheet's comfort, and a bound on the calls). */
export const exportMaxLines = 20_000;

/** The filters the API is asked with: a refused range is not applied. */
export function appliedFilters(filters: HistoryFilters): HistoryFilters {
  return rangeProblem(filters.from, filters.to) === null ? filters : { ...filters, from: null, to: null };
}

/** One filtered list: the same key, the same lines (a cursor only continues the list of its own key). */
export const queryKey = (filters: HistoryFilters): string => serializeFilters(appliedFilters(filters));

type Query = NonNullable<QueryOf<'getPointsHistory'>>;

/** getPointsHistory's query parameters for the filters, one page of `limit` after `cursor`. */
export function historyQuery(filters: HistoryFilters, limit: number, cursor: string | null = null): Query {
  const applied = appliedFilters(filters);
  const query: Query = { limit: String(limit) };
  if (applied.types.length > 0) query['type[]'] = applied.types;
  if (applied.statuses.length > 0) query['status[]'] = applied.statuses;
  if (applied.from) query.from = applied.from;
  if (applied.to) query.to = applied.to;
  if (cursor) query.cursor = cursor;
  return query;
}

/** One filtered list as it is shown: the first page's answer (count, totals, months), the lines so far, the next page's cursor. */
export interface HistoryList {
  history: PointsHistory;
  items: Movement[];
  nextCursor: string | null;
  /** The filters it is for (queryKey). */
  key: string;
}

/** The list a first page of these filters starts. */
export const firstPage = (filters: HistoryFilters, history: PointsHistory): HistoryList => ({
  history,
  items: history.items,
  nextCursor: history.next_cursor,
  key: queryKey(filters),
});
