// One page of points_history: keyset paging on (created_at, id), newest first, every read walking an index in
// the page's order and stopping after `limit` + 1 lines, whatever the filters. Without a type or status filter
// that is movements_history (user_id, created_at DESC, id DESC); with one, one walk per (type, stored status)
// on movements_history_by_type (migration 012), each limited, merged by one outer ORDER BY … LIMIT: a filter
// that matches few of a long history's lines never reads the others.
import type { Db, SqlParam } from '../db/db';
import { fieldError } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { effectiveStatus, expiresOn } from './ledger';
import { addDays, dayStart } from './rules';

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
const storedStatuses: MovementStatus[] = ['valid', 'pending', 'cancelled'];

export interface PageFilters {
  types?: MovementType[];
  statuses?: MovementStatus[];
  from?: string;
  to?: string;
  cursor?: string;
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

export interface Row {
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

/** Collects parameters ($1 the member, $2 the clock) and answers each one's placeholder. */
function parameters(userId: number, now: Date) {
  const params: SqlParam[] = [userId, now];
  const add = (value: SqlParam): string => {
    params.push(value);
    return `$${params.length}`;
  };
  return { params, add };
}

/** The date and cursor conditions every walk shares (SQL on `m`). */
function rangeConditions(filters: PageFilters, add: (value: SqlParam) => string): string[] {
  const parts: string[] = [];
  if (filters.from) parts.push(`m.created_at >= ${add(dayStart(filters.from))}::timestamptz`);
  if (filters.to) parts.push(`m.created_at < ${add(dayStart(addDays(filters.to, 1)))}::timestamptz`);
  if (filters.cursor) {
    const cursor = parseCursor(filters.cursor);
    parts.push(`(m.created_at, m.id) < (${add(cursor.at)}::timestamptz, ${add(cursor.id)}::int)`);
  }
  return parts;
}

/**
 * The walks of a type or status filter, each the ids of at most `limit` lines in page order. A stored status
 * stands for the effective statuses it can have at $2: pending lines whose valid_on has passed count as valid
 * (normally none: every read settles them first), so they are read from the small movements_pending index.
 */
function filteredWalks(filters: PageFilters, range: string[], limit: string, add: (value: SqlParam) => string): string[] {
  const types = filters.types?.length ? filters.types : movementTypes;
  const wanted = new Set(filters.statuses?.length ? filters.statuses : storedStatuses);
  const order = 'ORDER BY m.created_at DESC, m.id DESC';
  const walks: string[] = [];
  for (const status of storedStatuses) {
    if (status === 'pending' && !wanted.has('pending')) continue;
    if (status !== 'pending' && !wanted.has(status)) continue;
    const clock = status === 'pending' && !wanted.has('valid') ? ' AND m.valid_on > $2' : '';
    for (const type of types) {
      const where = ['m.user_id = $1', `m.type = ${add(type)}`, `m.status = ${add(status)}`, ...range].join(' AND ');
      walks.push(`(SELECT m.id, m.created_at FROM movements m WHERE ${where}${clock} ${order} LIMIT ${limit})`);
    }
  }
  if (wanted.has('valid') && !wanted.has('pending')) {
    const where = [
      'm.user_id = $1',
      "m.status = 'pending'",
      'm.valid_on <= $2',
      `m.type = ANY (string_to_array(${add(types.join(','))}::text, ','))`,
      ...range,
    ];
    // OFFSET 0 keeps the planner on movements_pending (a few lines, then sorted) rather than walking every pending line.
    walks.push(
      `(SELECT id, created_at FROM (SELECT m.id, m.created_at FROM movements m WHERE ${where.join(' AND ')} OFFSET 0) AS matured ORDER BY created_at DESC, id DESC LIMIT ${limit})`,
    );
  }
  return walks;
}

/** One page: `limit` + 1 lines at most (the one more says whether a next page exists). */
export async function pageRows(db: Db, userId: number, filters: PageFilters, now: Date, limit: number): Promise<Row[]> {
  const { params, add } = parameters(userId, now);
  const range = rangeConditions(filters, add);
  const take = add(limit + 1);
  const filtered = Boolean(filters.types?.length || filters.statuses?.length);
  const picked = filtered
    ? `(${filteredWalks(filters, range, take, add).join(' UNION ALL ')})`
    : `(SELECT m.id, m.created_at FROM movements m WHERE ${['m.user_id = $1', ...range].join(' AND ')} ORDER BY m.created_at DESC, m.id DESC LIMIT ${take})`;
  const sql = `SELECT m.id, to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_text,
            m.type, ${effectiveStatus} AS status, m.amount, m.label, m.label_key, m.label_params, m.created_at, m.valid_on,
            CASE WHEN m.amount > 0 THEN ${expiresOn} END AS expires_on,
            m.booking_number, h.id AS hotel_id, h.name AS hotel_name, h.city AS hotel_city
       FROM ${picked} AS picked JOIN movements m ON m.id = picked.id LEFT JOIN hotels h ON h.id = m.hotel_id
      ORDER BY picked.created_at DESC, picked.id DESC
      LIMIT ${take}`;
  return db.transaction(async (tx) => {
    // Why: PGlite has no autovacuum, so its statistics lag a history that grew since the last ANALYZE (10 000
    // lines estimated at 8): the planner would then read every line and sort them. Each walk must follow its
    // index in page order and stop at the limit, and the walks be merged in order, whatever the statistics
    // say (LOCAL: this transaction only).
    await tx.exec('SET LOCAL enable_bitmapscan = off; SET LOCAL enable_seqscan = off; SET LOCAL enable_sort = off');
    return tx.query<Row>(sql, params);
  });
}
