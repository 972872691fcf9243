// Reads the bearer token of a request. Member routes get the member (never an id from the request), so
// every member-scoped query filters by the token's user.
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/api-error';
import type { Sessions } from './sessions';
import type { AccessClaims, TokenService } from './token-service';

export interface Member {
  id: number;
  familyId: string;
  impersonatedBy: number | null;
}

export interface Authenticator {
  /** Any valid token, member or guest (401 otherwise). */
  anyToken(request: FastifyRequest): Promise<AccessClaims>;
  /** A member's valid token of a session that is still open (401 otherwise, guests included). */
  member(request: FastifyRequest): Promise<Member>;
}

function bearer(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export function createAuthenticator(tokens: TokenService, sessions: Sessions): Authenticator {
  async function anyToken(request: FastifyRequest): Promise<AccessClaims> {
    const token = bearer(request);
    if (!token) throw unauthorized();
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized('Invalid or expired token.', 'invalid_token');
    if (!claims.anonymous && !(await sessions.isActive(claims.familyId))) throw unauthorized('This session has ended. Please log in again.', 'session_ended');
    return claims;
  }
  return {
    anyToken,
    async member(request) {
      const claims = await anyToken(request);
      if (claims.anonymous) throw unauthorized('Please log in.', 'member_required');
      return { id: claims.userId, familyId: claims.familyId, impersonatedBy: claims.impersonatedBy };
    },
  };
}
