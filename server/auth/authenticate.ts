// Reads the bearer token of a request. Member routes get the member (never an id from the request), so
// every member-scoped query filters by the token's user.
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { ApiError, refusedInSupportSession, unauthorized } from '../http/api-error';
import type { Sessions } from './sessions';
import type { AccessClaims, TokenService } from './token-service';

export interface Member {
  id: number;
  familyId: string;
  impersonatedBy: number | null;
}

export interface MemberOptions {
  /**
   * The few calls a member whose password expired still needs (requirements §4: the forced change): user_light,
   * user_light/profile and the change itself. Every other member call refuses them (403 password_expired).
   */
  passwordMayBeExpired?: boolean;
}

export interface Authenticator {
  /** Any valid token, member or guest (401 otherwise). */
  anyToken(request: FastifyRequest): Promise<AccessClaims>;
  /** A member's valid token of a session that is still open (401 otherwise, guests included). */
  member(request: FastifyRequest, options?: MemberOptions): Promise<Member>;
  /** Refuses the request when its token is an agent's acting as the member (409 impersonation_forbidden). */
  refuseSupportSession(request: FastifyRequest): Promise<void>;
}

/** The request's bearer token (`Authorization: Bearer …`), or null. */
export function bearer(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

const sessionEnded = () => unauthorized('This session has ended. Please log in again.', 'session_ended');

export function createAuthenticator(tokens: TokenService, sessions: Sessions, clock: Clock): Authenticator {
  async function claimsOf(request: FastifyRequest): Promise<AccessClaims> {
    const token = bearer(request);
    if (!token) throw unauthorized();
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized('Invalid or expired token.', 'invalid_token');
    return claims;
  }
  return {
    async anyToken(request) {
      const claims = await claimsOf(request);
      if (!claims.anonymous && !(await sessions.state(claims.familyId))) throw sessionEnded();
      return claims;
    },
    async member(request, { passwordMayBeExpired = false } = {}) {
      const claims = await claimsOf(request);
      if (claims.anonymous) throw unauthorized('Please log in.', 'member_required');
      // One query: the session is open (not revoked, not past its absolute end) and the password's expiry.
      const state = await sessions.state(claims.familyId);
      if (!state) throw sessionEnded();
      if (!passwordMayBeExpired && clock() > state.passwordExpiresAt) {
        throw new ApiError(403, 'Your password has expired. Please change it.', 'password_expired');
      }
      return { id: claims.userId, familyId: claims.familyId, impersonatedBy: claims.impersonatedBy };
    },
    async refuseSupportSession(request) {
      const token = bearer(request);
      // A missing or invalid token is the handler's to refuse (401), as for any member call.
      const claims = token ? await tokens.verify(token) : null;
      if (claims && !claims.anonymous && claims.impersonatedBy !== null) throw refusedInSupportSession();
    },
  };
}
