// SPEC-side brute-force guard of the login: 5 failed attempts per e-mail and IP within 15 minutes lock
// further attempts for that pair. Kept in the database so it holds across restarts and follows the clock.
import { minutes } from '../clock';
import type { Clock } from '../clock';
import type { Db } from '../db/db';

const maxFailures = 5;
const windowMs = minutes(15);

export interface LoginLimiter {
  isLocked(email: string, ip: string): Promise<boolean>;
  failed(email: string, ip: string): Promise<void>;
  succeeded(email: string, ip: string): Promise<void>;
}

export function createLoginLimiter(db: Db, clock: Clock, enabled: boolean): LoginLimiter {
  if (!enabled) return { isLocked: async () => false, failed: async () => undefined, succeeded: async () => undefined };
  return {
    async isLocked(email, ip) {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_failures WHERE email = $1 AND ip = $2 AND at > $3', [email, ip, new Date(clock() - windowMs)]);
      return (row?.n ?? 0) >= maxFailures;
    },
    async failed(email, ip) {
      // Old rows no longer count; dropping them here keeps the table small without a scheduler.
      await db.query('DELETE FROM login_failures WHERE at <= $1', [new Date(clock() - windowMs)]);
      await db.query('INSERT INTO login_failures (email, ip, at) VALUES ($1, $2, $3)', [email, ip, new Date(clock())]);
    },
    async succeeded(email, ip) {
      await db.query('DELETE FROM login_failures WHERE email = $1 AND ip = $2', [email, ip]);
    },
  };
}
