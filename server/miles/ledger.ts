// Balances over the ledger (movements), always for one member and always with the effective status: a
// pending movement whose valid_on has passed counts as valid (the clock decides, nothing has to run).
// Expiry: every credit is valid 24 months (expires_on); debits use the oldest miles first, so the miles
// that remain of each credit are "what is left once all debits have eaten the soonest-expiring credits".
// Miles left of a credit whose date has passed are written off as an `expired` movement the next time the
// member's miles are read (settleExpiredMiles), under the member's row lock.
import type { Db } from '../db/db';
import { labelColumns } from './movement-labels';
import { expiringWindowDays, isoDate } from './rules';

/** SQL: the movement counts as valid at $2 (the clock). */
export const effectiveValid = "(status = 'valid' OR (status = 'pending' AND valid_on <= $2))";
/** SQL: the movement's status at $2. */
export const effectiveStatus = "CASE WHEN status = 'pending' AND valid_on <= $2 THEN 'valid' ELSE status END";
/** SQL: when a credit's miles expire (rows written before expires_on existed: valid_on + 24 months). */
export const expiresOn = "coalesce(expires_on, valid_on + interval '24 months')";

export interface Slice {
  movement_id: number;
  expires_on: Date;
  remaining: number;
}

/** The miles left of each valid credit, soonest-expiring first (credits already used up are left out). */
export async function remainingSlices(db: Db, userId: number, now: Date): Promise<Slice[]> {
  return db.query<Slice>(
    // The debit total is an uncorrelated scalar subquery (evaluated once), never a join the planner could
    // re-run per credit.
    `WITH effective AS (
       SELECT id, amount, ${expiresOn} AS expires_on FROM movements WHERE user_id = $1 AND ${effectiveValid}
     ),
     debits AS (SELECT coalesce(sum(-amount), 0) AS total FROM effective WHERE amount < 0),
     credits AS (
       SELECT id, amount, expires_on, sum(amount) OVER (ORDER BY expires_on, id) AS running FROM effective WHERE amount > 0
     )
     SELECT id AS movement_id, expires_on, least(amount, running - (SELECT total FROM debits))::int AS remaining
       FROM credits
      WHERE running > (SELECT total FROM debits)
      ORDER BY expires_on, id`,
    [userId, now],
  );
}

/**
 * Takes the member's row lock for the rest of the transaction (transfers, expiry write-offs). NO KEY UPDATE,
 * not UPDATE: two transfers of one member still queue, but inserting a movement for this member (the foreign
 * key's KEY SHARE lock) does not wait for it, so A → B and B → A at once cannot deadlock.
 */
export async function lockMember(tx: Db, userId: number): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}

/** Inside a transaction holding the member's lock: writes off the miles whose date has passed. */
export async function writeOffExpired(tx: Db, userId: number, now: Date): Promise<void> {
  const due = (await remainingSlices(tx, userId, now)).filter((s) => new Date(s.expires_on).getTime() <= now.getTime());
  for (const slice of due) {
    const at = new Date(slice.expires_on);
    const l = labelColumns({ key: 'expired', params: { until: isoDate(at) } });
    await tx.query(
      "INSERT INTO movements (user_id, type, status, amount, label, label_key, label_params, created_at, valid_on) VALUES ($1, 'expired', 'valid', $2, $3, $4, $5, $6, $6)",
      [userId, -slice.remaining, l.label, l.label_key, l.label_params, at],
    );
  }
}

/** Writes off expired miles if there are any (cheap when there are none: one read, no lock). */
export async function settleExpiredMiles(db: Db, userId: number, now: Date): Promise<void> {
  const slices = await remainingSlices(db, userId, now);
  if (!slices.some((s) => new Date(s.expires_on).getTime() <= now.getTime())) return;
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    await writeOffExpired(tx, userId, now);
  });
}

export interface ExpiringMiles {
  date: string;
  amount: number;
}

/** The miles that expire within the next 60 days, by day, soonest first. */
export function expiringSoon(slices: readonly Slice[], now: Date): ExpiringMiles[] {
  const limit = now.getTime() + expiringWindowDays * 86_400_000;
  const byDay = new Map<string, number>();
  for (const s of slices) {
    const at = new Date(s.expires_on).getTime();
    if (at <= now.getTime() || at > limit) continue;
    const day = isoDate(at);
    byDay.set(day, (byDay.get(day) ?? 0) + s.remaining);
  }
  return [...byDay.entries()].map(([date, amount]) => ({ date, amount }));
}

export async function mainBalance(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db.query<{ balance: number }>(`SELECT coalesce(sum(amount), 0)::int AS balance FROM movements WHERE user_id = $1 AND ${effectiveValid}`, [userId, now]);
  return row?.balance ?? 0;
}

export interface MilesStats {
  /** users_stats.points: pending, cancelled, expired, earned, balance (index 4), spent. */
  points: number[];
  pending: number;
  expiring: ExpiringMiles[];
  expiringTotal: number;
}

/** Everything users_stats says, after writing off what has expired. */
export async function milesStats(db: Db, userId: number, now: Date): Promise<MilesStats> {
  await settleExpiredMiles(db, userId, now);
  const [row] = await db.query<{ pending: number; cancelled: number; expired: number; earned: number; balance: number; spent: number }>(
    `SELECT
       coalesce(sum(amount) FILTER (WHERE status = 'pending' AND valid_on > $2), 0)::int AS pending,
       coalesce(sum(abs(amount)) FILTER (WHERE status = 'cancelled'), 0)::int AS cancelled,
       coalesce(sum(-amount) FILTER (WHERE ${effectiveValid} AND type = 'expired'), 0)::int AS expired,
       coalesce(sum(amount) FILTER (WHERE ${effectiveValid} AND amount > 0), 0)::int AS earned,
       coalesce(sum(amount) FILTER (WHERE ${effectiveValid}), 0)::int AS balance,
       coalesce(sum(-amount) FILTER (WHERE ${effectiveValid} AND amount < 0 AND type <> 'expired'), 0)::int AS spent
     FROM movements WHERE user_id = $1`,
    [userId, now],
  );
  const r = row ?? { pending: 0, cancelled: 0, expired: 0, earned: 0, balance: 0, spent: 0 };
  const expiring = expiringSoon(await remainingSlices(db, userId, now), now);
  return {
    points: [r.pending, r.cancelled, r.expired, r.earned, r.balance, r.spent],
    pending: r.pending,
    expiring,
    expiringTotal: expiring.reduce((sum, e) => sum + e.amount, 0),
  };
}
