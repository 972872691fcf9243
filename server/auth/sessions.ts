// Sessions: one login (or impersonation) = one token family. Refresh tokens are opaque, stored hashed and
// rotated on every use; presenting a spent one means it leaked, so the whole family is revoked — except within
// a short grace window after its rotation, when it is a second tab refreshing at the same time. A family ends
// at a fixed time whatever its refreshes (30 days after login, 1 hour after an impersonation).
import { randomUUID } from 'node:crypto';
import { days, minutes } from '../clock';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { unauthorized } from '../http/api-error';
import { digest, randomToken } from './random-tokens';
import type { TokenService } from './token-service';

const refreshTtlMs = days(30);
/** Absolute lifetimes of a family, from its opening. */
export const sessionLifetimeMs = days(30);
export const impersonationLifetimeMs = minutes(60);
/** How long a just-rotated refresh token may still be presented (tabs restored together) and get a pair. */
export const rotationGraceMs = 20_000;

/** What a member call needs of the token's session: it is open, and when the member's password expires. */
export interface SessionState {
  passwordExpiresAt: number;
}

export interface SessionTokens {
  token: string;
  refresh_token: string;
}

export interface Sessions {
  open(userId: number, impersonatedBy?: number | null): Promise<SessionTokens>;
  refresh(refreshToken: string): Promise<SessionTokens>;
  close(refreshToken: string): Promise<void>;
  /** The state of a family still open (not revoked, not past its end), null otherwise: one query. */
  state(familyId: string): Promise<SessionState | null>;
  /** Ends every session of a member (password reset), or every other one (password change). */
  closeAll(userId: number, except?: string): Promise<void>;
}

export function createSessions(db: Db, tokens: TokenService, clock: Clock): Sessions {
  async function issue(tx: Db, familyId: string, userId: number, impersonatedBy: number | null, endsAt: Date): Promise<SessionTokens> {
    const refresh = randomToken();
    const expiresAt = new Date(Math.min(clock() + refreshTtlMs, endsAt.getTime()));
    await tx.query('INSERT INTO refresh_tokens (token_hash, family_id, expires_at) VALUES ($1, $2, $3)', [
      digest(refresh),
      familyId,
      expiresAt,
    ]);
    return { token: await tokens.member(userId, familyId, impersonatedBy), refresh_token: refresh };
  }

  const revokeFamily = (tx: Db, familyId: string) =>
    tx.query('UPDATE token_families SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [familyId, new Date(clock())]);

  return {
    open: (userId, impersonatedBy = null) =>
      db.transaction(async (tx) => {
        const familyId = randomUUID();
        const now = clock();
        const endsAt = new Date(now + (impersonatedBy === null ? sessionLifetimeMs : impersonationLifetimeMs));
        await tx.query('INSERT INTO token_families (id, user_id, impersonated_by, created_at, ends_at) VALUES ($1, $2, $3, $4, $5)', [
          familyId,
          userId,
          impersonatedBy,
          new Date(now),
          endsAt,
        ]);
        return issue(tx, familyId, userId, impersonatedBy, endsAt);
      }),

    async refresh(refreshToken) {
      const outcome = await db.transaction(async (tx) => {
        const now = new Date(clock());
        // Spending the token is one atomic update: of two concurrent uses, only one gets the row.
        let [spent] = await tx.query<{ family_id: string; expires_at: Date }>(
          'UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING family_id, expires_at',
          [digest(refreshToken), now],
        );
        if (!spent) {
          // Spent already. Read after the update, so a concurrent rotation's used_at is seen once it committed.
          const [used] = await tx.query<{ family_id: string; expires_at: Date; used_at: Date }>(
            'SELECT family_id, expires_at, used_at FROM refresh_tokens WHERE token_hash = $1',
            [digest(refreshToken)],
          );
          if (!used) return 'unknown';
          // Within the grace window it is another tab of the same browser: it gets a pair of the same family.
          if (now.getTime() - new Date(used.used_at).getTime() > rotationGraceMs) {
            await revokeFamily(tx, used.family_id);
            return 'reused';
          }
          spent = used;
        }
        const [family] = await tx.query<{ user_id: number; impersonated_by: number | null; ends_at: Date }>(
          'SELECT user_id, impersonated_by, ends_at FROM token_families WHERE id = $1 AND revoked_at IS NULL',
          [spent.family_id],
        );
        if (!family) return 'unknown';
        if (new Date(family.ends_at).getTime() <= now.getTime()) return 'ended';
        if (new Date(spent.expires_at).getTime() < now.getTime()) return 'unknown';
        return issue(tx, spent.family_id, family.user_id, family.impersonated_by, new Date(family.ends_at));
      });
      if (outcome === 'reused') throw unauthorized('This session has ended. Please log in again.', 'refresh_token_reused');
      if (outcome === 'unknown') throw unauthorized('Invalid refresh token.', 'invalid_refresh_token');
      if (outcome === 'ended') throw unauthorized('Your session has ended. Please log in again.', 'session_expired');
      return outcome;
    },

    async close(refreshToken) {
      const [row] = await db.query<{ family_id: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash = $1', [
        digest(refreshToken),
      ]);
      if (row) await revokeFamily(db, row.family_id);
    },

    async state(familyId) {
      const [row] = await db.query<{ password_create_date: Date; expire_after_days: number }>(
        `SELECT u.password_create_date, u.expire_after_days FROM token_families f JOIN users u ON u.id = f.user_id
         WHERE f.id = $1 AND f.revoked_at IS NULL AND f.ends_at > $2`,
        [familyId, new Date(clock())],
      );
      return row ? { passwordExpiresAt: new Date(row.password_create_date).getTime() + days(row.expire_after_days) } : null;
    },

    async closeAll(userId, except) {
      await db.query('UPDATE token_families SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND id <> $3', [
        userId,
        new Date(clock()),
        except ?? '',
      ]);
    },
  };
}
