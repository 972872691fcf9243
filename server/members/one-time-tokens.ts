// Single-use secrets of the account flows (recovery slug, sign-up confirmation, impersonation hash):
// stored as digests, with an expiry, spent by one atomic update.
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { digest, randomToken } from '../auth/random-tokens';

export type TokenPurpose = 'recovery' | 'confirm' | 'impersonation';

export interface SpentToken {
  userId: number;
  createdBy: number | null;
}

export interface OneTimeTokens {
  create(db: Db, purpose: TokenPurpose, userId: number, ttlMs: number, createdBy?: number): Promise<string>;
  /** Spends the token if it is valid; null when unknown, expired, already used or of another member. */
  spend(db: Db, purpose: TokenPurpose, token: string, userId?: number): Promise<SpentToken | null>;
}

export function createOneTimeTokens(clock: Clock): OneTimeTokens {
  return {
    async create(db, purpose, userId, ttlMs, createdBy) {
      const token = randomToken();
      await db.query('INSERT INTO one_time_tokens (token_hash, purpose, user_id, created_by, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        digest(token),
        purpose,
        userId,
        createdBy ?? null,
        new Date(clock() + ttlMs),
      ]);
      return token;
    },
    async spend(db, purpose, token, userId) {
      const [row] = await db.query<{ user_id: number; created_by: number | null }>(
        `UPDATE one_time_tokens SET used_at = $3
          WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 AND ($4::int IS NULL OR user_id = $4)
          RETURNING user_id, created_by`,
        [digest(token), purpose, new Date(clock()), userId ?? null],
      );
      return row ? { userId: row.user_id, createdBy: row.created_by } : null;
    },
  };
}
