// Sessions: one login (or impersonation) = one token family. Refresh tokens are opaque, stored hashed and
// rotated on every use; presenting a spent one means it leaked, so the whole family is revoked — except within
// a short grace window after its rotation, when it is a second tab refreshing at the same time: that tab gets
// the very successor the first use issued (RFC 9700 §4.14.2), so a family never has two live branches. A family
// ends at a fixed time whatever its refreshes (30 days after login, 1 hour after an impersonation).
import { randomUUID } from 'node:crypto';
import { days, minutes } from '../clock';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { unauthorized } from '../http/api-error';
import { digest, randomToken } from './random-tokens';
import { openSuccessor, sealSuccessor } from './sealed-successor';
import type { TokenService } from './token-service';

const refreshTtlMs = days(30);
/** Absolute lifetimes of a family, from its opening. */
export const sessionLifetimeMs = days(30);
export const impersonationLifetimeMs = minutes(60);
/** How long a just-rotated refresh token may still be presented (tabs restored together) and get its successor. */
export const rotationGraceMs = 20_000;

/** What a member call needs of the token's session: it is open, and when the member's password expires. */
export interface SessionState {
  passwordExpiresAt: number;
}

interface Family {
  user_id: number;
  impersonated_by: number | null;
  ends_at: Date;
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

  /** The family of a token when it may still be refreshed; 'unknown' when revoked, 'ended' past its end. */
  async function liveFamily(tx: Db, familyId: string, now: Date): Promise<Family | 'unknown' | 'ended'> {
    const [family] = await tx.query<Family>(
      'SELECT user_id, impersonated_by, ends_at FROM token_families WHERE id = $1 AND revoked_at IS NULL',
      [familyId],
    );
    if (!family) return 'unknown';
    return new Date(family.ends_at).getTime() <= now.getTime() ? 'ended' : family;
  }

  /** A sealed successor is needed only within the grace window of its spent token: cleared once it is over. */
  const forgetSuccessors = (tx: Db, now: Date) =>
    tx.query('UPDATE refresh_tokens SET successor_sealed = NULL WHERE successor_sealed IS NOT NULL AND used_at < $1', [
      new Date(now.getTime() - rotationGraceMs),
    ]);

  /**
   * A spent token presented again. Within the grace window, while its successor is unspent, it is another tab of
   * the same browser: it gets that very successor (and a new access token), so the family keeps one live branch.
   * Anything else means the token leaked: the whole family is revoked.
   */
  async function replay(tx: Db, refreshToken: string, now: Date): Promise<SessionTokens | 'reused' | 'unknown' | 'ended'> {
    // Read after the update, so a concurrent rotation's used_at and successor are seen once it committed.
    const [used] = await tx.query<{ family_id: string; used_at: Date; successor_sealed: string | null; successor_spent: boolean }>(
      `SELECT r.family_id, r.used_at, r.successor_sealed,
              EXISTS (SELECT 1 FROM refresh_tokens s WHERE s.token_hash = r.successor_hash AND s.used_at IS NOT NULL) AS successor_spent
       FROM refresh_tokens r WHERE r.token_hash = $1`,
      [digest(refreshToken)],
    );
    if (!used) return 'unknown';
    const inGrace = now.getTime() - new Date(used.used_at).getTime() <= rotationGraceMs;
    const successor = inGrace && !used.successor_spent && used.successor_sealed ? openSuccessor(refreshToken, used.successor_sealed) : null;
    if (successor === null) {
      await revokeFamily(tx, used.family_id);
      return 'reused';
    }
    const family = await liveFamily(tx, used.family_id, now);
    if (typeof family === 'string') return family;
    return { token: await tokens.member(family.user_id, used.family_id, family.impersonated_by), refresh_token: successor };
  }

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
      const now = new Date(clock());
      // On its own, before the transaction: housekeeping that no refresh waits on the locks of.
      await forgetSuccessors(db, now);
      const outcome = await db.transaction(async (tx) => {
        const hash = digest(refreshToken);
        // Spending the token is one atomic update: of two concurrent uses, only one gets the row; the other
        // waits for it to commit and then finds the successor it stored.
        const [spent] = await tx.query<{ family_id: string; expires_at: Date }>(
          'UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING family_id, expires_at',
          [hash, now],
        );
        if (spent) {
          const family = await liveFamily(tx, spent.family_id, now);
          if (typeof family === 'string') return family;
          if (new Date(spent.expires_at).getTime() < now.getTime()) return 'unknown';
          const pair = await issue(tx, spent.family_id, family.user_id, family.impersonated_by, new Date(family.ends_at));
          await tx.query('UPDATE refresh_tokens SET successor_hash = $2, successor_sealed = $3 WHERE token_hash = $1', [
            hash,
            digest(pair.refresh_token),
            sealSuccessor(refreshToken, pair.refresh_token),
          ]);
          return pair;
        }
        return replay(tx, refreshToken, now);
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
