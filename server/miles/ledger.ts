// Balances of one member with the effective status: a pending movement whose valid_on has passed counts as
// valid (the clock decides, nothing has to run). The figures are not summed over the history: migration 011
// keeps member_balances (sums by stored status) in step with `movements` by triggers, in the same transaction
// as every movement. The clock's part is small and indexed: pending movements whose valid_on has passed are
// folded to `valid` when the member's miles are read (the ledger then says what it already meant), and the
// credits that expired since member_balances.settled_until are written off (slices.ts) as `expired`
// movements, both under the member's row lock, so each happens once.
import type { Db, SqlParam } from '../db/db';
import { labelColumns } from './movement-labels';
import { expiringWindowDays } from './rules';
import { utcDay } from '../../src/contract/calendar-days';
import { slicesSql } from './slices';
import type { ExpiringMiles, Slice } from './slices';

export type { ExpiringMiles, Slice } from './slices';

/** SQL: the movement counts as valid at $2 (the clock). */
export const effectiveValid = "(status = 'valid' OR (status = 'pending' AND valid_on <= $2))";
/** SQL: the movement's status at $2. */
export const effectiveStatus = "CASE WHEN status = 'pending' AND valid_on <= $2 THEN 'valid' ELSE status END";
/** SQL: when a credit's miles expire (migration 011 fills expires_on of every credit; kept for older readers). */
export const expiresOn = "coalesce(expires_on, valid_on + interval '24 months')";

/**
 * Takes the member's row lock for the rest of the transaction (transfers, expiry write-offs). NO KEY UPDATE,
 * not UPDATE: two transfers of one member still queue, but inserting a movement for this member (the foreign
 * key's KEY SHARE lock) does not wait for it, so A → B and B → A at once cannot deadlock.
 */
export async function lockMember(tx: Db, userId: number): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}

/**
 * Locks the balance rows of the members a transaction will move miles for, in user_id order. Every movement
 * updates its member's row (trigger of migration 011): a transaction touching two members (a transfer, a
 * claim crediting the sponsor) must take both first and in one order, or A → B and B → A could deadlock.
 */
export async function lockBalances(tx: Db, userIds: readonly number[]): Promise<void> {
  await tx.query(
    "SELECT user_id FROM member_balances WHERE user_id = ANY (string_to_array($1::text, ',')::int[]) ORDER BY user_id FOR UPDATE",
    [userIds.join(',')],
  );
}

/**
 * Inside a transaction holding the member's locks (lockMember, then lockBalances): makes valid the pending
 * movements whose valid_on has passed, then writes off what is left of the credits expired since settled_until.
 */
export async function settleLocked(tx: Db, userId: number, now: Date): Promise<void> {
  await tx.query("UPDATE movements SET status = 'valid' WHERE user_id = $1 AND status = 'pending' AND valid_on <= $2", [userId, now]);
  const due = await tx.query<Slice>(slicesSql('(SELECT settled_until FROM member_balances WHERE user_id = $1)', '$2::timestamptz'), [
    userId,
    now,
  ]);
  for (const slice of due) {
    const at = new Date(slice.expires_on);
    const l = labelColumns({ key: 'expired', params: { until: utcDay(at) } });
    await tx.query(
      "INSERT INTO movements (user_id, type, status, amount, label, label_key, label_params, created_at, valid_on) VALUES ($1, 'expired', 'valid', $2, $3, $4, $5, $6, $6)",
      [userId, -slice.remaining, l.label, l.label_key, l.label_params, at],
    );
  }
  await tx.query('UPDATE member_balances SET settled_until = $2 WHERE user_id = $1 AND settled_until < $2', [userId, now]);
}

/** Folds and writes off when the clock has made anything due (cheap when nothing is: two index probes, no lock). */
export async function settleMember(db: Db, userId: number, now: Date): Promise<void> {
  const [probe] = await db.query<{ due: boolean }>(`SELECT ${dueSql} AS due`, [userId, now]);
  if (!probe?.due) return;
  await settleNow(db, userId, now);
}

/** SQL: the clock has made something due for member $1 at $2 (a pending line to fold, a credit to write off). */
// Written as "the soonest date of each kind, is it past?", each read as the first entry of a partial index in its
// order (ORDER BY … LIMIT 1), which no plan beats with or without statistics. With EXISTS, a member owning most of
// the ledger (once analysed) got a sequential scan of every movement, looking for a pending line the planner
// expected to meet at once and that was not there; with min(), a table not analysed yet (just after a bulk load)
// got an aggregate over all the member's lines, on every users_stats of a member with a long ledger.
/** SQL ($1 member, $2 clock): a pending line of the member is valid by now (its first by date, from movements_pending). */
const pendingDueSql = `coalesce((SELECT valid_on FROM movements WHERE user_id = $1 AND status = 'pending' ORDER BY valid_on LIMIT 1) <= $2, false)`;

export const dueSql = `(${pendingDueSql}
         OR coalesce((SELECT expires_on FROM movements
                       WHERE user_id = $1 AND status = 'valid' AND amount > 0
                         AND expires_on > (SELECT settled_until FROM member_balances WHERE user_id = $1)
                       ORDER BY expires_on LIMIT 1) <= $2, false))`;

async function settleNow(db: Db, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    await lockBalances(tx, [userId]);
    await settleLocked(tx, userId, now);
  });
}

interface Figures {
  pending: number;
  cancelled: number;
  expired: number;
  earned: number;
  balance: number;
  spent: number;
}

/**
 * SQL ($1 member, $2 clock): the stored sums plus the pending movements the clock made valid and no read has folded
 * yet (normally none). The lines are summed only when the first pending line is due (a one-time filter, checked
 * from movements_pending's first entry): a plan made for any member (a prepared statement's generic plan) walked
 * all of a member's lines by movements_user to sum none.
 */
const figuresSql = `SELECT (b.pending - d.matured)::int AS pending, b.cancelled::int AS cancelled, b.expired::int AS expired,
            (b.earned + d.credits)::int AS earned, (b.valid + d.matured)::int AS balance, (b.spent + d.debits)::int AS spent
       FROM member_balances b,
            LATERAL (SELECT coalesce(sum(amount), 0) AS matured, coalesce(sum(amount) FILTER (WHERE amount > 0), 0) AS credits,
                            coalesce(sum(-amount) FILTER (WHERE amount < 0 AND type <> 'expired'), 0) AS debits
                       FROM movements WHERE user_id = $1 AND status = 'pending' AND valid_on <= $2 AND ${pendingDueSql}) AS d
      WHERE b.user_id = $1`;

const noFigures: Figures = { pending: 0, cancelled: 0, expired: 0, earned: 0, balance: 0, spent: 0 };

async function figures(db: Db, userId: number, now: Date): Promise<Figures> {
  const [row] = await db.query<Figures>(figuresSql, [userId, now]);
  return row ?? noFigures;
}

/** The valid balance at `now` (what a transfer may move). */
export async function mainBalance(db: Db, userId: number, now: Date): Promise<number> {
  return (await figures(db, userId, now)).balance;
}

export interface MilesStats {
  /** users_stats.points: pending, cancelled, expired, earned, balance (index 4), spent. */
  points: number[];
  pending: number;
  expiring: ExpiringMiles[];
  expiringTotal: number;
}

/** Everything users_stats says, after folding and writing off what the clock made due. */
export async function milesStats(db: Db, userId: number, now: Date): Promise<MilesStats> {
  return (await milesStatsWith(db, userId, now, { columns: {} })).stats;
}

/**
 * SQL columns read in the same statement as the miles figures ($1 the member, $2 the clock, $3 the end of the
 * expiring window, then `params`): callers that answer more than the figures (users_stats' basket) pay one
 * round trip and one plan, not one per part.
 */
export interface ExtraColumns {
  columns: Record<string, string>;
  params?: readonly SqlParam[];
}

/** milesStats plus the `extra` columns, in one statement (two more when settling was due: the rare case). */
export async function milesStatsWith<E extends Record<string, unknown>>(
  db: Db,
  userId: number,
  now: Date,
  extra: ExtraColumns,
): Promise<{ stats: MilesStats; extra: E }> {
  // Read on every page for the header: on PGlite each query costs a plan and a round trip on the one thread
  // every visitor shares, on PostgreSQL a round trip and a plan on a pooled connection.
  const row = await readSettled<StatsRow & E>(db, userId, now, { ...statsColumns, ...extra.columns }, [
    new Date(now.getTime() + expiringWindowDays * 86_400_000),
    ...(extra.params ?? []),
  ]);
  const r = row.figures ?? noFigures;
  const expiring = expiringByDay(row.slices ?? []);
  return {
    stats: {
      points: [r.pending, r.cancelled, r.expired, r.earned, r.balance, r.spent],
      pending: r.pending,
      expiring,
      expiringTotal: expiring.reduce((sum, e) => sum + e.amount, 0),
    },
    extra: row as unknown as E,
  };
}

/**
 * SQL `columns` of member $1 at the clock $2 (then `params`, from $3), read in one statement once the clock's
 * due work is done: the statement says whether anything is due, and only then is it settled and read again
 * (the rare case). What reads stored sums by status (the figures, the history's totals) needs it settled.
 */
/** The statement readSettled runs: whether anything is due, and `columns` ($1 member, $2 clock, then the params). */
export function settledStatement(columns: Record<string, string>): string {
  const list = Object.entries(columns).map(([name, sql]) => `,\n            (${sql}) AS ${name}`);
  return `SELECT ${dueSql} AS due${list.join('')}`;
}

export async function readSettled<R extends Record<string, unknown>>(
  db: Db,
  userId: number,
  now: Date,
  columns: Record<string, string>,
  params: readonly SqlParam[] = [],
): Promise<R> {
  // Planned once per connection (statement-plans.ts): its columns are json, boolean, integer and text only.
  const read = async () => (await db.queryPlanned<R & { due: boolean }>(settledStatement(columns), [userId, now, ...params]))[0];
  let row = await read();
  if (row?.due) {
    await settleNow(db, userId, now);
    row = await read();
  }
  // A SELECT without FROM answers one row.
  return row as R;
}

/** The miles expiring within the window, by UTC day, soonest first (what slices.ts's expiringSoon answers). */
function expiringByDay(slices: NonNullable<StatsRow['slices']>): ExpiringMiles[] {
  const byDay = new Map<string, number>();
  for (const s of slices) {
    const day = utcDay(new Date(s.expires_on));
    byDay.set(day, (byDay.get(day) ?? 0) + s.remaining);
  }
  return [...byDay.entries()].map(([date, amount]) => ({ date, amount }));
}

interface StatsRow extends Record<string, unknown> {
  figures: Figures | null;
  slices: Array<{ expires_on: string; remaining: number }> | null;
}

/** users_stats' columns ($3 the end of the expiring window): the figures and the slices expiring within the window. */
export const statsColumns = {
  figures: `SELECT row_to_json(f) FROM (${figuresSql}) AS f`,
  slices: `SELECT coalesce(json_agg(json_build_object('expires_on', s.expires_on, 'remaining', s.remaining) ORDER BY s.expires_on, s.movement_id), '[]')
               FROM (${slicesSql('$2::timestamptz', '$3::timestamptz')}) AS s`,
};
