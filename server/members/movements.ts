// The miles ledger (movements table): credits and debits by type and status; every figure the portal
// shows is a sum over it, always for one member.
import type { Db } from '../db/db';
import { labelColumns } from '../miles/movement-labels';
import type { MovementLabel } from '../miles/movement-labels';

export type MovementType = 'order' | 'reservation' | 'exceptional' | 'animation' | 'sponsorship' | 'transfer' | 'inscription' | 'expired';
export type MovementStatus = 'valid' | 'cancelled' | 'pending';

/** requirements §9: sign-up gives 500 miles and a full profile another 500. */
export const signUpBonus = 500;
export const profileBonus = 500;

/** Credits miles that count at once (status valid). */
export async function credit(db: Db, userId: number, type: MovementType, amount: number, label: MovementLabel, at: Date): Promise<void> {
  const l = labelColumns(label);
  await db.query(
    "INSERT INTO movements (user_id, type, status, amount, label, label_key, label_params, created_at, valid_on) VALUES ($1, $2, 'valid', $3, $4, $5, $6, $7, $7)",
    [userId, type, amount, l.label, l.label_key, l.label_params, at],
  );
}

/**
 * The six figures of users_stats (documented in the contract's PointsStats): pending, cancelled, expired,
 * earned, balance (index 4, the main one), spent — all as positive numbers except a negative balance.
 */
export async function pointsStats(db: Db, userId: number): Promise<number[]> {
  const [row] = await db.query<{ pending: number; cancelled: number; expired: number; earned: number; balance: number; spent: number }>(
    `SELECT
       coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0)::int AS pending,
       coalesce(sum(abs(amount)) FILTER (WHERE status = 'cancelled'), 0)::int AS cancelled,
       coalesce(sum(-amount) FILTER (WHERE status = 'valid' AND type = 'expired'), 0)::int AS expired,
       coalesce(sum(amount) FILTER (WHERE status = 'valid' AND amount > 0), 0)::int AS earned,
       coalesce(sum(amount) FILTER (WHERE status = 'valid'), 0)::int AS balance,
       coalesce(sum(-amount) FILTER (WHERE status = 'valid' AND amount < 0 AND type <> 'expired'), 0)::int AS spent
     FROM movements WHERE user_id = $1`,
    [userId],
  );
  return row ? [row.pending, row.cancelled, row.expired, row.earned, row.balance, row.spent] : [0, 0, 0, 0, 0, 0];
}

export type Rank = 'Bronze' | 'Silver' | 'Gold' | 'Platinum';

/** Rank from the miles earned over the membership (valid credits). */
export function rankFor(earned: number): Rank {
  if (earned < 10_000) return 'Bronze';
  if (earned < 50_000) return 'Silver';
  if (earned < 150_000) return 'Gold';
  return 'Platinum';
}
