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
  /**
   * The same work as `create` (a token made and digested, the same INSERT statement run) with nothing
   * stored: the answer for an address without an account, so that it takes as long as a real one.
   */
  createDecoy(db: Db, purpose: TokenPurpose, ttlMs: number): Promise<string>;
  /** Spends the token if it is valid; null when unknown, expired, already used or of another member. */
  spend(db: Db, purpose: TokenPurpose, token: string, userId?: number): Promise<SpentToken | null>;
}

export function createOneTimeTokens(clock: Clock): OneTimeTokens {
  // One statement for the real token and the decoy: `$6` false makes it insert nothing after the same
  // parse, plan and index work.
  async function insert(
    db: Db,
    purpose: TokenPurpose,
    userId: number,
    ttlMs: number,
    createdBy: number | null,
    store: boolean,
  ): Promise<string> {
    const token = randomToken();
    await db.query(
      `INSERT INTO one_time_tokens (token_hash, purpose, user_id, created_by, expires_at)
       SELECT $1::text, $2::text, $3::int, $4::int, $5::timestamptz WHERE $6::boolean`,
      [digest(token), purpose, userId, createdBy, new Date(clock() + ttlMs), store],
    );
    return token;
  }
  return {
    create: (db, purpose, userId, ttlMs, createdBy) => insert(db, purpose, userId, ttlMs, createdBy ?? null, true),
    createDecoy: (db, purpose, ttlMs) => insert(db, purpose, 0, ttlMs, null, false),
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
