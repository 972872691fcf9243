// The counters of wrong passwords at login, in `login_locks` (in the database, so every API process meets the
// same ones): one row per account (the e-mail typed, known or not) and source address, and one row per account
// with the source `accountWide` for the failures from every address. A window starts at a row's first failure and
// lasts `windowMs`; a row of a finished window starts over. An evaluation first reserves a slot (`in_flight`) with
// one atomic upsert — the row stays locked while it is updated, so of a burst only the budget gets a slot — and
// then turns it into a failure, or gives it back.
import type { Db } from '../db/db';

/** The source of the row that counts an account's failures from every address. */
export const accountWide = '';

export interface Row {
  email: string;
  source: string;
}

export interface Window {
  /** Evaluations (failures + in flight) a row allows per window. */
  max: number;
  windowMs: number;
}

/**
 * Reserves one evaluation on the row: null when granted, else the time (ms) until which it is refused — the end
 * of the window once its failures used the budget, or the end of its slow-down (`retry_at`).
 */
export async function reserve(db: Db, { email, source }: Row, { max, windowMs }: Window, now: number): Promise<number | null> {
  const granted = await db.query(
    `INSERT INTO login_locks AS l (email, source, window_start, failures, in_flight) VALUES ($1, $2, $3, 0, 1)
     ON CONFLICT (email, source) DO UPDATE SET
       window_start = CASE WHEN l.window_start <= $4 THEN $3 ELSE l.window_start END,
       failures = CASE WHEN l.window_start <= $4 THEN 0 ELSE l.failures END,
       in_flight = CASE WHEN l.window_start <= $4 THEN 1 ELSE l.in_flight + 1 END,
       retry_at = CASE WHEN l.window_start <= $4 THEN NULL ELSE l.retry_at END
     WHERE l.window_start <= $4 OR (l.failures + l.in_flight < $5 AND (l.retry_at IS NULL OR l.retry_at <= $3))
     RETURNING 1`,
    [email, source, new Date(now), new Date(now - windowMs), max],
  );
  if (granted.length > 0) return null;
  const [row] = await db.query<{ window_start: Date; failures: number; retry_at: Date | null }>(
    'SELECT window_start, failures, retry_at FROM login_locks WHERE email = $1 AND source = $2',
    [email, source],
  );
  if (!row) return now + 1000;
  if (row.failures >= max) return new Date(row.window_start).getTime() + windowMs;
  const retryAt = row.retry_at ? new Date(row.retry_at).getTime() : 0;
  // Otherwise attempts still in flight hold the budget: a moment later it is known whether they failed.
  return Math.max(retryAt, now + 1000);
}

/** Gives a reserved slot back without counting anything (the evaluation did not happen). */
export async function release(db: Db, { email, source }: Row): Promise<void> {
  await db.query('UPDATE login_locks SET in_flight = GREATEST(in_flight - 1, 0) WHERE email = $1 AND source = $2', [email, source]);
}

/**
 * Counts a failure on the row, in its slot when one was reserved (else the row is created or started over as
 * needed); `slowDown(failures)` is how long the row then waits (0: not at all). Answers the row's failures.
 */
export async function fail(
  db: Db,
  { email, source }: Row,
  { windowMs }: Window,
  reserved: boolean,
  now: number,
  slowDown: (failures: number) => number = () => 0,
): Promise<number> {
  const [row] = await db.query<{ failures: number }>(
    `INSERT INTO login_locks AS l (email, source, window_start, failures, in_flight) VALUES ($1, $2, $3, 1, 0)
     ON CONFLICT (email, source) DO UPDATE SET
       window_start = CASE WHEN l.window_start <= $4 THEN $3 ELSE l.window_start END,
       failures = CASE WHEN l.window_start <= $4 THEN 1 ELSE l.failures + 1 END,
       in_flight = CASE WHEN l.window_start <= $4 THEN 0 ELSE GREATEST(l.in_flight - $5, 0) END
     RETURNING failures`,
    [email, source, new Date(now), new Date(now - windowMs), reserved ? 1 : 0],
  );
  const failures = row?.failures ?? 1;
  const wait = slowDown(failures);
  if (wait > 0)
    // Of failures counted at once, the longest wait holds.
    await db.query('UPDATE login_locks SET retry_at = GREATEST(COALESCE(retry_at, $3), $3) WHERE email = $1 AND source = $2', [
      email,
      source,
      new Date(now + wait),
    ]);
  // Rows of finished windows no longer count; dropping them here keeps the table small without a scheduler.
  await db.query('DELETE FROM login_locks WHERE window_start <= $1', [new Date(now - windowMs)]);
  return failures;
}

/** A right password: the row's failures and its wait are forgotten, and the row goes once nothing is left. */
export async function forget(db: Db, { email, source }: Row): Promise<void> {
  await db.query(
    'UPDATE login_locks SET failures = 0, retry_at = NULL, in_flight = GREATEST(in_flight - 1, 0) WHERE email = $1 AND source = $2',
    [email, source],
  );
  await db.query('DELETE FROM login_locks WHERE email = $1 AND source = $2 AND failures = 0 AND in_flight = 0', [email, source]);
}
