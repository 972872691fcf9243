// points_history: the member's movements newest first, one page at a time (keyset paging on created_at, id:
// the movements_history index, read in LIMIT order), filtered in SQL, with the count and totals by type of
// every match computed by one aggregate (no row of the other pages reaches Node).
import type { Db, SqlParam } from '../db/db';
import { fieldError } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';
import { effectiveStatus, effectiveValid, expiresOn, milesStats } from './ledger';
import { storedLabelText } from './movement-labels';
import { addDays, dayStart, daysBetween, maxRangeDays } from './rules';

type Movement = Schemas['PointsMovement'];
type MovementType = Schemas['MovementType'];
type MovementStatus = Schemas['MovementStatus'];

export const movementTypes: MovementType[] = [
  'order',
  'reservation',
  'exceptional',
  'animation',
  'sponsorship',
  'transfer',
  'inscription',
  'expired',
];

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

/** SPEC §5: a date range covers less than 30 days (from and to inclusive: at most 30 calendar days apart minus one). */
export function checkRange(from: string | undefined, to: string | undefined): void {
  if (!from || !to) return;
  if (from > to) throw fieldError('from', 'The start date must be on or before the end date.', 'date_range_invalid');
  if (daysBetween(from, to) >= maxRangeDays) throw fieldError('to', 'Please select less than 30 days', 'date_range_too_long');
}

interface Cursor {
  /** created_at to the microsecond (what PostgreSQL stores: a millisecond Date would skip or repeat lines). */
  at: string;
  id: number;
}

const cursorShape = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.(\d{3})\d{3}Z)_([1-9]\d{0,9})$/;

/** Reads a cursor; one the contract's pattern lets through but no line could have (month 13, id past int4) is a 422, never a 500. */
export function parseCursor(cursor: string): Cursor {
  const match = cursorShape.exec(cursor);
  const id = Number(match?.[3]);
  const millis = match ? `${match[1]?.slice(0, 23)}Z` : '';
  const valid = match !== null && id <= 2_147_483_647 && !Number.isNaN(Date.parse(millis)) && new Date(millis).toISOString() === millis;
  if (!valid || !match[1]) throw fieldError('cursor', 'This page of the history cannot be found; please reload it.', 'invalid_cursor');
  return { at: match[1], id };
}

/** The WHERE clause of the filters (not the cursor), with its parameters from $3 on ($1 the member, $2 the clock). */
function filterClause(filters: HistoryFilters, userId: number, now: Date): { where: string; params: SqlParam[] } {
  const params: SqlParam[] = [userId, now];
  const parts = ['m.user_id = $1'];
  const add = (sql: (n: string) => string, value: SqlParam) => {
    params.push(value);
    parts.push(sql(`$${params.length}`));
  };
  if (filters.types && filters.types.length > 0) add((n) => `m.type = ANY (string_to_array(${n}::text, ','))`, filters.types.join(','));
  if (filters.statuses && filters.statuses.length > 0)
    add((n) => `${effectiveStatus} = ANY (string_to_array(${n}::text, ','))`, filters.statuses.join(','));
  if (filters.from) add((n) => `m.created_at >= ${n}::timestamptz`, dayStart(filters.from));
  if (filters.to) add((n) => `m.created_at < ${n}::timestamptz`, dayStart(addDays(filters.to, 1)));
  return { where: parts.join(' AND '), params };
}

interface Row {
  id: number;
  at_text: string;
  type: MovementType;
  status: MovementStatus;
  amount: number;
  label: string;
  label_key: string | null;
  label_params: unknown;
  created_at: Date;
  valid_on: Date;
  expires_on: Date | null;
  booking_number: string | null;
  hotel_id: number | null;
  hotel_name: string | null;
  hotel_city: string | null;
}

/** One page: walks movements_history from the cursor and stops after `limit` + 1 lines (the one more says whether a next page exists). */
async function pageRows(db: Db, userId: number, filters: HistoryFilters, now: Date, limit: number): Promise<Row[]> {
  const { where, params } = filterClause(filters, userId, now);
  let keyset = '';
  if (filters.cursor) {
    const cursor = parseCursor(filters.cursor);
    params.push(cursor.at, cursor.id);
    keyset = `AND (m.created_at, m.id) < ($${params.length - 1}::timestamptz, $${params.length}::int)`;
  }
  params.push(limit + 1);
  const sql = `SELECT m.id, to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_text,
            m.type, ${effectiveStatus} AS status, m.amount, m.label, m.label_key, m.label_params, m.created_at, m.valid_on,
            CASE WHEN m.amount > 0 THEN ${expiresOn} END AS expires_on,
            m.booking_number, h.id AS hotel_id, h.name AS hotel_name, h.city AS hotel_city
       FROM movements m LEFT JOIN hotels h ON h.id = m.hotel_id
      WHERE ${where} ${keyset}
      ORDER BY m.created_at DESC, m.id DESC
      LIMIT $${params.length}`;
  return db.transaction(async (tx) => {
    // Why: PGlite has no autovacuum, so its statistics lag a history that grew since the last ANALYZE (10 000
    // lines estimated at 8): the planner would then read every line and sort them. The page must walk the
    // index in its order and stop at the limit, whatever the statistics say (LOCAL: this transaction only).
    await tx.exec('SET LOCAL enable_bitmapscan = off; SET LOCAL enable_seqscan = off; SET LOCAL enable_sort = off');
    return tx.query<Row>(sql, params);
  });
}

type TypeTotal = Schemas['PointsTypeTotal'];

/** Count and totals by type (effective status) of every match: one aggregate. */
async function totalsOf(db: Db, userId: number, filters: HistoryFilters, now: Date): Promise<TypeTotal[]> {
  const { where, params } = filterClause(filters, userId, now);
  const rows = await db.query<TypeTotal>(
    `SELECT type, count(*)::int AS count,
            coalesce(sum(amount) FILTER (WHERE status = 'valid'), 0)::int AS valid,
            coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0)::int AS pending,
            coalesce(sum(amount) FILTER (WHERE status = 'cancelled'), 0)::int AS cancelled
       FROM (SELECT m.type, m.amount, ${effectiveStatus} AS status FROM movements m WHERE ${where}) AS matches
      GROUP BY type`,
    params,
  );
  const byType = new Map(rows.map((r) => [r.type, r]));
  return movementTypes.map((type) => byType.get(type) ?? { type, count: 0, valid: 0, pending: 0, cancelled: 0 });
}

/**
 * The main balance at the end of each month, from the month of the first valid movement to the month of `now`
 * (SPEC §3: pending miles count from their valid-on day, cancelled ones never), summed month by month in SQL.
 */
async function balanceByMonth(db: Db, userId: number, now: Date): Promise<Schemas['MonthBalance'][]> {
  return db.query<Schemas['MonthBalance']>(
    `WITH sums AS (
       SELECT date_trunc('month', least(valid_on, $2::timestamptz) AT TIME ZONE 'UTC') AS month, sum(amount) AS miles
         FROM movements WHERE user_id = $1 AND ${effectiveValid} GROUP BY 1
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
    hotel: r.hotel_id === null ? null : { id: r.hotel_id, name: r.hotel_name ?? '', city: r.hotel_city ?? '' },
  };
}

/** One page of the member's movements with the history's filters; labels in `language` (the request's Accept-Language). */
export async function pointsHistory(
  db: Db,
  userId: number,
  filters: HistoryFilters,
  now: Date,
  language: LanguageCode,
): Promise<Schemas['PointsHistory']> {
  checkRange(filters.from, filters.to);
  if (filters.cursor) parseCursor(filters.cursor);
  const limit = Math.min(Math.max(Math.trunc(filters.limit ?? defaultPageSize), 1), maxPageSize);
  const stats = await milesStats(db, userId, now);
  const totals = await totalsOf(db, userId, filters, now);
  const rows = await pageRows(db, userId, filters, now, limit);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const months = filters.cursor ? {} : { months: await balanceByMonth(db, userId, now) };
  return {
    items: page.map((r) => movementOf(r, language)),
    next_cursor: rows.length > limit && last ? `${last.at_text}_${last.id}` : null,
    count: totals.reduce((sum, t) => sum + t.count, 0),
    totals,
    ...months,
    balance: stats.points[4] ?? 0,
    pending: stats.pending,
    expiring: stats.expiring,
  };
}
