// Sessions: one login (or impersonation) = one token family. Refresh tokens are opaque, stored hashed and
// rotated on every use; presenting a spent one means it leaked, so the whole family is revoked.
import { randomUUID } from 'node:crypto';
import { days } from '../clock';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { unauthorized } from '../http/api-error';
import { digest, randomToken } from './random-tokens';
import type { TokenService } from './token-service';

const refreshTtlMs = days(30);

export interface SessionTokens {
  token: string;
  refresh_token: string;
}

export interface Sessions {
  open(userId: number, impersonatedBy?: number | null): Promise<SessionTokens>;
  refresh(refreshToken: string): Promise<SessionTokens>;
  close(refreshToken: string): Promise<void>;
  isActive(familyId: string): Promise<boolean>;
  /** Ends every session of a member (password reset), or every other one (password change). */
  closeAll(userId: number, except?: string): Promise<void>;
}

export function createSessions(db: Db, tokens: TokenService, clock: Clock): Sessions {
  async function issue(tx: Db, familyId: string, userId: number, impersonatedBy: number | null): Promise<SessionTokens> {
    const refresh = randomToken();
    await tx.query('INSERT INTO refresh_tokens (token_hash, family_id, expires_at) VALUES ($1, $2, $3)', [digest(refresh), familyId, new Date(clock() + refreshTtlMs)]);
    return { token: await tokens.member(userId, familyId, impersonatedBy), refresh_token: refresh };
  }

  const revokeFamily = (tx: Db, familyId: string) =>
    tx.query('UPDATE token_families SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [familyId, new Date(clock())]);

  return {
    open: (userId, impersonatedBy = null) =>
      db.transaction(async (tx) => {
        const familyId = randomUUID();
        await tx.query('INSERT INTO token_families (id, user_id, impersonated_by, created_at) VALUES ($1, $2, $3, $4)', [familyId, userId, impersonatedBy, new Date(clock())]);
        return issue(tx, familyId, userId, impersonatedBy);
      }),

    async refresh(refreshToken) {
      const outcome = await db.transaction(async (tx) => {
        const now = new Date(clock());
        // Spending the token is one atomic update: of two concurrent uses, only one gets the row.
        const [spent] = await tx.query<{ family_id: string; expires_at: Date }>(
          'UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING family_id, expires_at',
          [digest(refreshToken), now],
        );
        if (!spent) {
          const [reused] = await tx.query<{ family_id: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash = $1', [digest(refreshToken)]);
          if (reused) await revokeFamily(tx, reused.family_id);
          return reused ? 'reused' : 'unknown';
        }
        const [family] = await tx.query<{ user_id: number; impersonated_by: number | null }>(
          'SELECT user_id, impersonated_by FROM token_families WHERE id = $1 AND revoked_at IS NULL',
          [spent.family_id],
        );
        if (!family || new Date(spent.expires_at).getTime() < now.getTime()) return 'unknown';
        return issue(tx, spent.family_id, family.user_id, family.impersonated_by);
      });
      if (outcome === 'reused') throw unauthorized('This session has ended. Please log in again.', 'refresh_token_reused');
      if (outcome === 'unknown') throw unauthorized('Invalid refresh token.', 'invalid_refresh_token');
      return outcome;
    },

    async close(refreshToken) {
      const [row] = await db.query<{ family_id: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash = $1', [digest(refreshToken)]);
      if (row) await revokeFamily(db, row.family_id);
    },

    async isActive(familyId) {
      const rows = await db.query('SELECT 1 FROM token_families WHERE id = $1 AND revoked_at IS NULL', [familyId]);
      return rows.length > 0;
    },

    async closeAll(userId, except) {
      await db.query('UPDATE token_families SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND id <> $3', [userId, new Date(clock()), except ?? '']);
    },
  };
}
