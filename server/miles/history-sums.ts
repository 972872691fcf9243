// The history's figures from the sums migration 012 keeps in step with the ledger (member_history_months,
// member_history_days, member_valid_months): never an aggregate over the member's movements, so a long
// history costs each call a few dozen index rows. The sums are by stored status; the clock's part (pending
// movements whose valid_on has passed and that no read has folded yet, normally none since every read settles
// first) comes from the movements_pending index and is moved from pending to valid here.
import type { Db, SqlParam } from '../db/db';
import type { Schemas } from '../http/api-types';
import { addDays, dayStart } from './rules';

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

interface SumRow {
  type: MovementType;
  /** A stored status, or 'matured': pending lines whose valid_on has passed (effectively valid). */
  status: MovementStatus | 'matured';
  count: number;
  amount: number;
}

/** Count and totals by type (effective status at `now`) of every movement matching the filters. */
export async function historyTotals(
  db: Db,
  userId: number,
  filters: SumFilters,
  now: Date,
  types: readonly MovementType[],
): Promise<TypeTotal[]> {
  const { months, days } = sumRanges(filters.from, filters.to);
  const params: SqlParam[] = [
    userId,
    now,
    filters.from ? dayStart(filters.from) : '-infinity',
    filters.to ? dayStart(addDays(filters.to, 1)) : 'infinity',
  ];
  const add = (value: SqlParam): string => {
    params.push(value);
    return `$${params.length}::date`;
  };
  // Only the ranges the filter needs: fewer parts, a cheaper plan (PGlite plans every call).
  const parts = [
    `SELECT type, status, count, amount FROM member_history_months WHERE user_id = $1 AND month >= ${add(months[0])} AND month < ${add(months[1])}`,
    ...days
      .filter((range) => range !== empty)
      .map(
        ([start, end]) =>
          `SELECT type, status, count, amount FROM member_history_days WHERE user_id = $1 AND day >= ${add(start)} AND day < ${add(end)}`,
      ),
  ];
  const rows = await db.query<SumRow>(
    `SELECT type, status, sum(count)::int AS count, sum(amount)::int AS amount
       FROM (${parts.join(' UNION ALL ')}) AS parts GROUP BY type, status
     UNION ALL
     SELECT type, 'matured', count(*)::int, sum(amount)::int FROM movements
      WHERE user_id = $1 AND status = 'pending' AND valid_on <= $2 AND created_at >= $3::timestamptz AND created_at < $4::timestamptz
      GROUP BY type`,
    params,
  );
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

/**
 * The main balance at the end of each month, from the month of the first valid movement to the month of `now`
 * (SPEC §3: pending miles count from their valid-on day, cancelled ones never; a valid movement dated after
 * `now` counts in the current month): a running sum over the kept month sums.
 */
export function balanceByMonth(db: Db, userId: number, now: Date): Promise<Schemas['MonthBalance'][]> {
  return db.query<Schemas['MonthBalance']>(
    `WITH parts AS (
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
      ORDER BY span.month`,
    [userId, now],
  );
}
