// The history's figures from the sums migration 012 keeps in step with the ledger (member_history_months,
// member_history_days, member_valid_months): never an aggregate over the member's movements, so a long
// history costs each call a few dozen index rows. The sums are by stored status; the clock's part (pending
// movements whose valid_on has passed and that no read has folded yet, normally none since every read settles
// first) comes from the movements_pending index and is moved from pending to valid here.
import type { Db, SqlParam } from '../db/db';
import type { Schemas } from '../http/api-types';
import { dayStart } from './rules';
import { addDays } from '../../src/contract/calendar-days';

type MovementType = Schemas['MovementType'];
type MovementStatus = Schemas['MovementStatus'];
type TypeTotal = Schemas['PointsTypeTotal'];

export interface SumFilters {
  types?: MovementType[];
  statuses?: MovementStatus[];
  from?: string;
  to?: string;
}

/** The first day of the month of a 'YYYY-MM-DD' day, and of the month after it. */
const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;
const nextMonthOf = (day: string): string => monthOf(addDays(monthOf(day), 31));

/** A range of days or months: [start, end), first days, 'YYYY-MM-DD' or ±infinity. */
type Range = [string, string];
const empty: Range = ['infinity', 'infinity'];

/**
 * How a date filter (whole UTC days, both ends inclusive) is read: the whole months inside [from, to] from the
 * month sums, the days outside them from the day sums (at most two ranges of less than a month each), so no
 * filter reads more than ~60 day rows per type and status, however long the history.
 */
export function sumRanges(from: string | undefined, to: string | undefined): { months: Range; days: [Range, Range] } {
  const start = from === undefined ? '-infinity' : from.endsWith('-01') ? from : nextMonthOf(from);
  const after = to === undefined ? 'infinity' : addDays(to, 1);
  const end = after === 'infinity' || after.endsWith('-01') ? after : monthOf(after);
  const hasMonths = start === '-infinity' || end === 'infinity' || start < end;
  if (!hasMonths) return { months: empty, days: [[from ?? '-infinity', after], empty] };
  return {
    months: [start, end],
    days: [from === undefined ? empty : [from, start], to === undefined ? empty : [end, after]],
  };
}

export interface SumRow {
  type: MovementType;
  /** A stored status, or 'matured': pending lines whose valid_on has passed (effectively valid). */
  status: MovementStatus | 'matured';
  count: number;
  amount: number;
}

/** Adds a parameter and answers its placeholder (the caller numbers them: the statement may hold other parts). */
type AddParam = (value: SqlParam) => string;

/**
 * SQL: the rows of the sums matching the filters, by type and stored status, plus the 'matured' ones ($1 the
 * member, $2 the clock), as one json array (folded by foldTotals). Only the ranges the filter needs: fewer
 * parts, a cheaper plan (each call is planned).
 */
export function totalsSql(filters: SumFilters, add: AddParam): string {
  const { months, days } = sumRanges(filters.from, filters.to);
  const since = `${add(filters.from ? dayStart(filters.from) : '-infinity')}::timestamptz`;
  const until = `${add(filters.to ? dayStart(addDays(filters.to, 1)) : 'infinity')}::timestamptz`;
  const parts = [
    `SELECT type, status, count, amount FROM member_history_months WHERE user_id = $1 AND month >= ${add(months[0])}::date AND month < ${add(months[1])}::date`,
    ...days
      .filter((range) => range !== empty)
      .map(
        ([start, end]) =>
          `SELECT type, status, count, amount FROM member_history_days WHERE user_id = $1 AND day >= ${add(start)}::date AND day < ${add(end)}::date`,
      ),
  ];
  return `SELECT coalesce(json_agg(t), '[]') FROM (
       SELECT type, status, sum(count)::int AS count, sum(amount)::int AS amount
         FROM (${parts.join(' UNION ALL ')}) AS parts GROUP BY type, status
       UNION ALL
       SELECT type, 'matured', count(*)::int, sum(amount)::int FROM movements
        WHERE user_id = $1 AND status = 'pending' AND valid_on <= $2 AND created_at >= ${since} AND created_at < ${until}
        GROUP BY type
     ) AS t`;
}

/** Count and totals by type (effective status at the clock) of every movement matching the filters, from totalsSql's rows. */
export function foldTotals(rows: readonly SumRow[], filters: SumFilters, types: readonly MovementType[]): TypeTotal[] {
  const wantedTypes = new Set(filters.types?.length ? filters.types : types);
  const wanted = new Set<string>(filters.statuses?.length ? filters.statuses : ['valid', 'pending', 'cancelled']);
  const totals = new Map(types.map((type) => [type, { type, count: 0, valid: 0, pending: 0, cancelled: 0 }]));
  for (const row of rows) {
    const total = totals.get(row.type);
    if (!total || !wantedTypes.has(row.type)) continue;
    if (row.status === 'matured') {
      // Stored as pending, effectively valid: moved from one to the other.
      if (wanted.has('pending')) Object.assign(total, { count: total.count - row.count, pending: total.pending - row.amount });
      if (wanted.has('valid')) Object.assign(total, { count: total.count + row.count, valid: total.valid + row.amount });
    } else if (wanted.has(row.status)) {
      total.count += row.count;
      total[row.status] += row.amount;
    }
  }
  return [...totals.values()];
}

/** Count and totals by type (effective status at `now`) of every movement matching the filters, on their own. */
export async function historyTotals(
  db: Db,
  userId: number,
  filters: SumFilters,
  now: Date,
  types: readonly MovementType[],
): Promise<TypeTotal[]> {
  const params: SqlParam[] = [userId, now];
  const sql = totalsSql(filters, (value) => `$${params.push(value)}`);
  const [row] = await db.query<{ rows: SumRow[] }>(`SELECT (${sql}) AS rows`, params);
  return foldTotals(row?.rows ?? [], filters, types);
}

/**
 * The main balance at the end of each month, from the month of the first valid movement to the month of `now`
 * (requirements §3: pending miles count from their valid-on day, cancelled ones never; a valid movement dated after
 * `now` counts in the current month): a running sum over the kept month sums. SQL ($1 the member, $2 the clock)
 * answering one json array of { month, balance }.
 */
export const monthsSql = `SELECT coalesce(json_agg(json_build_object('month', month, 'balance', balance) ORDER BY month), '[]') FROM (
     WITH parts AS (
       SELECT month::timestamp AS month, count::bigint AS count, amount FROM member_valid_months WHERE user_id = $1
       UNION ALL
       SELECT date_trunc('month', valid_on AT TIME ZONE 'UTC'), count(*), sum(amount) FROM movements
        WHERE user_id = $1 AND status = 'pending' AND valid_on <= $2 GROUP BY 1
     ),
     sums AS (
       SELECT least(month, date_trunc('month', $2::timestamptz AT TIME ZONE 'UTC')) AS month, sum(amount) AS miles
         FROM parts GROUP BY 1 HAVING sum(count) > 0
     ),
     span AS (
       SELECT generate_series(min(month), date_trunc('month', $2::timestamptz AT TIME ZONE 'UTC'), interval '1 month') AS month FROM sums
     )
     SELECT to_char(span.month, 'YYYY-MM') AS month, (sum(coalesce(sums.miles, 0)) OVER (ORDER BY span.month))::int AS balance
       FROM span LEFT JOIN sums ON sums.month = span.month
   ) AS m`;
