// points_history: the member's movements newest first, one page at a time (keyset paging, history-page.ts); a
// first page also has the count and totals by type of every match and the month-end balances, read from the
// sums migration 012 keeps in step with the ledger (history-sums.ts): no call aggregates over the history.
import type { Db, SqlParam } from '../db/db';
import { fieldError } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';
import { cityIn } from '../hotels/city-names';
import { pageSql, parseCursor, movementTypes } from './history-page';
import type { Row } from './history-page';
import { foldTotals, monthsSql, totalsSql } from './history-sums';
import type { SumRow } from './history-sums';
import { readSettled } from './ledger';
import { storedLabelText } from './movement-labels';
import { rangeProblem } from '../../src/contract/calendar-days';

export { movementTypes, parseCursor } from './history-page';

type Movement = Schemas['PointsMovement'];
type MovementType = Schemas['MovementType'];
type MovementStatus = Schemas['MovementStatus'];

/** Page size without `limit`, and the most a page may hold (the contract's pattern says the same). */
export const defaultPageSize = 100;
export const maxPageSize = 200;

export interface HistoryFilters {
  types?: MovementType[];
  statuses?: MovementStatus[];
  from?: string;
  to?: string;
  /** The page size (the newest after `cursor`); count and totals still cover every match. */
  limit?: number;
  /** The previous page's next_cursor. */
  cursor?: string;
}

const rangeMessages = {
  date_range_invalid: 'The start date must be on or before the end date.',
  date_range_too_long: 'Please select less than 30 days',
} as const;

/** requirements §5: a date range covers less than 30 days (the browser checks the same rule before calling). */
export function checkRange(from: string | undefined, to: string | undefined): void {
  const problem = rangeProblem(from, to);
  if (problem) throw fieldError(problem.field, rangeMessages[problem.key], problem.key);
}

function movementOf(r: Row, language: LanguageCode): Movement {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    amount: r.amount,
    label: storedLabelText(r, language),
    created_at: new Date(r.created_at).toISOString(),
    valid_on: new Date(r.valid_on).toISOString(),
    expires_on: r.expires_on ? new Date(r.expires_on).toISOString() : null,
    booking_number: r.booking_number,
    hotel: r.hotel_id === null ? null : { id: r.hotel_id, name: r.hotel_name ?? '', city: cityIn(r.hotel_city ?? '', language) },
  };
}

/**
 * SQL ($1 the member): the versions of what a page is made of (the member's movements, the hotels' names;
 * migration 020), as one text, or NULL for a member without a balances row. Read in the page's own statement,
 * so it is the version of the very rows the page shows (history-cache.ts).
 */
export const pageSourcesSql = `SELECT (SELECT version FROM member_balances WHERE user_id = $1) || '.' || (SELECT version FROM hotels_version)`;

/**
 * One page of the member's movements with the history's filters; labels in `language` (the request's
 * Accept-Language). `sources` is pageSourcesSql's version, as the page's statement read it.
 */
export async function pointsHistory(
  db: Db,
  userId: number,
  filters: HistoryFilters,
  now: Date,
  language: LanguageCode,
): Promise<{ page: Schemas['PointsHistory']; sources: string | null }> {
  checkRange(filters.from, filters.to);
  if (filters.cursor) parseCursor(filters.cursor);
  const limit = Math.min(Math.max(Math.trunc(filters.limit ?? defaultPageSize), 1), maxPageSize);
  // One statement for the whole answer (one round trip, one plan): the page from its index walk and, on a first
  // page, the count, totals and months from the kept sums (a next page continues a list whose figures the
  // member already has). $1 and $2 are readSettled's (the member, the clock). The balance, pending total and
  // expiring miles are users_stats' (the header has them on every page): not read again here.
  const params: SqlParam[] = [];
  const add = (value: SqlParam): string => `$${params.push(value) + 2}`;
  const first = !filters.cursor;
  const columns = {
    page: pageSql(filters, limit, add),
    sources: pageSourcesSql,
    ...(first ? { totals: totalsSql(filters, add), months: monthsSql } : {}),
  };
  const extra = await readSettled<Parts>(db, userId, now, columns, params);
  const page = extra.page.slice(0, limit);
  const last = page.at(-1);
  const totals = extra.totals ? foldTotals(extra.totals, filters, movementTypes) : null;
  return {
    page: {
      items: page.map((r) => movementOf(r, language)),
      next_cursor: extra.page.length > limit && last ? `${last.at_text}_${last.id}` : null,
      ...(totals ? { count: totals.reduce((sum, t) => sum + t.count, 0), totals } : {}),
      ...(extra.months ? { months: extra.months } : {}),
    },
    sources: extra.sources,
  };
}

interface Parts extends Record<string, unknown> {
  totals?: SumRow[];
  page: Row[];
  sources: string | null;
  months?: Schemas['MonthBalance'][];
}
