// Brute-force guard of every password check (login and change_password): at most 5 wrong passwords per
// account per 15-minute window are ever evaluated, whatever the concurrency and however many addresses send
// them. A check first reserves a slot with one atomic upsert (the row is locked while it is updated, so of a
// burst only the first 5 get a slot), then verifies; a wrong password turns its slot into a failure, a right
// one frees it and forgets the finished failures. Keyed by the e-mail typed, so an unknown address is locked
// the same way and the lock does not tell which accounts exist. The per-IP limit (rate-limits.ts) comes on top.
import type { FastifyReply } from 'fastify';
import { minutes } from '../clock';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import type { ErrorBody } from '../http/api-error';

export const maxFailures = 5;
export const lockWindowMs = minutes(15);

/** 429 too_many_attempts, with the wait in seconds in the body (`retry_after`) and the Retry-After header. */
export class AccountLocked extends ApiError {
  readonly retryAfter: number;

  constructor(retryAfter: number) {
    const wait = Math.ceil(retryAfter / 60);
    super(429, `Too many failed attempts. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`, 'too_many_attempts');
    this.retryAfter = retryAfter;
  }

  override body(): ErrorBody {
    const body: ErrorBody & { retry_after: number } = { ...super.body(), retry_after: this.retryAfter };
    return body;
  }
}

export interface LoginLimiter {
  /**
   * Runs `verify` (one password check of the account of `email`) under the lock: throws AccountLocked (and
   * sets Retry-After on `reply`) without verifying while the account is locked; counts a `false` answer.
   */
  check(email: string, reply: FastifyReply, verify: () => Promise<boolean>): Promise<boolean>;
}

export function createLoginLimiter(db: Db, clock: Clock, enabled: boolean): LoginLimiter {
  // MILES_RATE_LIMIT=off (browser tests) and `rateLimit: false` (API tests) turn the lock off.
  if (!enabled) return { check: (_email, _reply, verify) => verify() };

  /** A slot for one evaluation, or the seconds the account stays locked. */
  async function reserve(email: string): Promise<number | null> {
    const now = clock();
    const stale = new Date(now - lockWindowMs);
    // A row whose window is over starts a new window; otherwise a slot is given only under the budget. No
    // row back means no slot: the WHERE of DO UPDATE refused it on the locked (and so current) row.
    const granted = await db.query(
      `INSERT INTO login_locks AS l (email, window_start, failures, in_flight) VALUES ($1, $2, 0, 1)
       ON CONFLICT (email) DO UPDATE SET
         window_start = CASE WHEN l.window_start <= $3 THEN $2 ELSE l.window_start END,
         failures = CASE WHEN l.window_start <= $3 THEN 0 ELSE l.failures END,
         in_flight = CASE WHEN l.window_start <= $3 THEN 1 ELSE l.in_flight + 1 END
       WHERE l.window_start <= $3 OR l.failures + l.in_flight < $4
       RETURNING 1`,
      [email, new Date(now), stale, maxFailures],
    );
    if (granted.length > 0) return null;
    const [row] = await db.query<{ window_start: Date }>('SELECT window_start FROM login_locks WHERE email = $1', [email]);
    const endsAt = row ? new Date(row.window_start).getTime() + lockWindowMs : now + 1000;
    return Math.max(1, Math.ceil((endsAt - now) / 1000));
  }

  async function failed(email: string): Promise<void> {
    await db.query('UPDATE login_locks SET failures = failures + 1, in_flight = GREATEST(in_flight - 1, 0) WHERE email = $1', [email]);
    // Rows of finished windows no longer count; dropping them here keeps the table small without a scheduler.
    await db.query('DELETE FROM login_locks WHERE window_start <= $1', [new Date(clock() - lockWindowMs)]);
  }

  async function succeeded(email: string): Promise<void> {
    await db.query('UPDATE login_locks SET failures = 0, in_flight = GREATEST(in_flight - 1, 0) WHERE email = $1', [email]);
    // Nothing left to count: the next attempt starts a fresh window.
    await db.query('DELETE FROM login_locks WHERE email = $1 AND failures = 0 AND in_flight = 0', [email]);
  }

  return {
    async check(email, reply, verify) {
      const wait = await reserve(email);
      if (wait !== null) {
        void reply.header('Retry-After', String(wait));
        throw new AccountLocked(wait);
      }
      let ok: boolean;
      try {
        ok = await verify();
      } catch (error) {
        // Not an evaluation that answered: the slot is given back without counting a failure.
        await db.query('UPDATE login_locks SET in_flight = GREATEST(in_flight - 1, 0) WHERE email = $1', [email]);
        throw error;
      }
      await (ok ? succeeded(email) : failed(email));
      return ok;
    },
  };
}
