// One page of points_history: keyset paging on (created_at, id), newest first, every read walking an index in
// the page's order and stopping after `limit` + 1 lines, whatever the filters. Without a type or status filter
// that is movements_history (user_id, created_at DESC, id DESC); with one, one walk per (type, stored status)
// on movements_history_by_type (migration 012), each limited, merged by one ORDER BY … LIMIT: a filter that
// matches few of a long history's lines never reads the others. The walks are functions (migration 015) so
// the page is a part of the history's one statement (history.ts), with no transaction of its own.
import type { SqlParam } from '../db/db';
import { fieldError } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { effectiveStatus, expiresOn } from './ledger';
import { dayStart } from './rules';
import { addDays } from '../../src/contract/calendar-days';

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
  /** Timestamps as the statement's json gives them (ISO 8601 with an offset). */
  created_at: string;
  valid_on: string;
  expires_on: string | null;
  booking_number: string | null;
  hotel_id: number | null;
  hotel_name: string | null;
  hotel_city: string | null;
}

/** Adds a parameter and answers its placeholder. */
type AddParam = (value: SqlParam) => string;

/** The walks' bounds (placeholders): [since, until) from the date filter, before (at, id) from the cursor; none is '±infinity'. */
interface Bounds {
  since: string;
  until: string;
  beforeAt: string;
  beforeId: string;
}

function bounds(filters: PageFilters, add: AddParam): Bounds {
  const cursor = filters.cursor ? parseCursor(filters.cursor) : { at: 'infinity', id: 2_147_483_647 };
  return {
    since: `${add(filters.from ? dayStart(filters.from) : '-infinity')}::timestamptz`,
    until: `${add(filters.to ? dayStart(addDays(filters.to, 1)) : 'infinity')}::timestamptz`,
    beforeAt: `${add(cursor.at)}::timestamptz`,
    beforeId: `${add(cursor.id)}::int`,
  };
}

/** The bounds as the walk functions' arguments. */
const boundArgs = (b: Bounds): string => `${b.since}, ${b.until}, ${b.beforeAt}, ${b.beforeId}`;

/**
 * The movements a type or status filter picks, in page order: the walks of migration 015 per (type, stored
 * status), plus, when valid lines are asked and pending ones are not, the pending lines whose valid_on has
 * passed (effectively valid; normally none, as every read settles them first) from the small movements_pending
 * index. A pending walk leaves those out when valid lines are not asked.
 */
function filteredPick(filters: PageFilters, range: Bounds, take: string, add: AddParam): string {
  const types = filters.types?.length ? filters.types : movementTypes;
  const wanted = new Set(filters.statuses?.length ? filters.statuses : storedStatuses);
  const states = storedStatuses.filter((status) => wanted.has(status));
  const matured = wanted.has('pending') && !wanted.has('valid') ? '$2' : "'-infinity'::timestamptz";
  const kinds = `string_to_array(${add(types.join(','))}::text, ',')`;
  const walks = [
    `SELECT * FROM history_walk_by_type($1, ${kinds}, string_to_array(${add(states.join(','))}::text, ','), ${matured}, ${boundArgs(range)}, ${take})`,
  ];
  if (wanted.has('valid') && !wanted.has('pending')) {
    const { since, until, beforeAt, beforeId } = range;
    // OFFSET 0 keeps the planner on movements_pending (a few lines, then sorted) rather than walking every pending line.
    walks.push(`SELECT * FROM (SELECT * FROM (SELECT m.* FROM movements m
        WHERE m.user_id = $1 AND m.status = 'pending' AND m.valid_on <= $2 AND m.type = ANY (${kinds})
          AND m.created_at >= ${since} AND m.created_at < ${until} AND (m.created_at, m.id) < (${beforeAt}, ${beforeId}) OFFSET 0) AS p
      ORDER BY created_at DESC, id DESC LIMIT ${take}) AS matured`);
  }
  return `(${walks.join(' UNION ALL ')})`;
}

/**
 * SQL ($1 the member, $2 the clock): one page, `limit` + 1 lines at most (the one more says whether a next page
 * exists), as one json array in page order. The walks are migration 015's functions, whose own planner
 * settings keep them on their index whatever the statistics say.
 */
export function pageSql(filters: PageFilters, limit: number, add: AddParam): string {
  const range = bounds(filters, add);
  const take = `${add(limit + 1)}::int`;
  const filtered = Boolean(filters.types?.length || filters.statuses?.length);
  const picked = filtered ? filteredPick(filters, range, take, add) : `history_walk($1, ${boundArgs(range)}, ${take})`;
  return `SELECT coalesce(json_agg(p ORDER BY p.at_text DESC, p.id DESC), '[]') FROM (
       SELECT m.id, to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_text,
              m.type, ${effectiveStatus} AS status, m.amount, m.label, m.label_key, m.label_params, m.created_at, m.valid_on,
              CASE WHEN m.amount > 0 THEN ${expiresOn} END AS expires_on,
              m.booking_number, h.id AS hotel_id, h.name AS hotel_name, h.city AS hotel_city
         FROM ${picked} AS m LEFT JOIN hotels h ON h.id = m.hotel_id
        ORDER BY m.created_at DESC, m.id DESC
        LIMIT ${take}
     ) AS p`;
}
