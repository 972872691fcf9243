// A signed-in member's password asked again (PIN reveal, card block, password change) is checked under a budget
// of that member's own: 5 wrong passwords per 15 minutes, counted apart from the login's failures, so strangers
// who know the e-mail address never block it, and a stolen session cannot guess passwords faster through it. The
// counter is a row of `rate_limit_counters` (shared by every API process): a check reserves its slot with one
// atomic upsert before the password is evaluated; a right password or an error gives the slot back.
import { minutes } from '../clock';
import type { Db } from '../db/db';

export const memberCheckBudget = { max: 5, windowMs: minutes(15) } as const;

const keyOf = (email: string) => `password-check:${email}`;

/** Null when a slot was reserved, else the time (ms) the budget is refused until. */
export async function reserveCheck(db: Db, email: string, now: number): Promise<number | null> {
  const granted = await db.query(
    `INSERT INTO rate_limit_counters AS c (key, hits, resets_at) VALUES ($1, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN c.resets_at <= $2 THEN 1 ELSE c.hits + 1 END,
       resets_at = CASE WHEN c.resets_at <= $2 THEN $3 ELSE c.resets_at END
     WHERE c.resets_at <= $2 OR c.hits < $4
     RETURNING 1`,
    [keyOf(email), new Date(now), new Date(now + memberCheckBudget.windowMs), memberCheckBudget.max],
  );
  if (granted.length > 0) return null;
  const [row] = await db.query<{ resets_at: Date }>('SELECT resets_at FROM rate_limit_counters WHERE key = $1', [keyOf(email)]);
  return row ? new Date(row.resets_at).getTime() : now + 1000;
}

/** The slot of a check that did not fail back into the budget. */
export async function returnCheck(db: Db, email: string): Promise<void> {
  await db.query('UPDATE rate_limit_counters SET hits = GREATEST(hits - 1, 0) WHERE key = $1', [keyOf(email)]);
}
