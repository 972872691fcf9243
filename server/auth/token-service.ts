// Access tokens: HS256 JWTs (jose) that only this server signs and accepts. Verification pins the
// algorithm, issuer and audience, so `alg: none`, other keys or other services' tokens are refused.
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../clock';

export const issuer = 'miles-reference-api';
export const audience = 'miles-portal';
/** The studio's tokens: another audience, so that neither kind of token opens the other's calls. */
export const studioAudience = 'miles-studio';
/** requirements §9: 59 minutes. */
export const accessTokenTtlMs = 3_540_000;

export type AccessClaims = { anonymous: true } | { anonymous: false; userId: number; familyId: string; impersonatedBy: number | null };
/** A studio token's account and the session it belongs to (server/studio/staff-accounts.ts). */
export interface StaffClaims {
  staffId: number;
  sessionId: string;
}

export interface TokenService {
  member(userId: number, familyId: string, impersonatedBy: number | null): Promise<string>;
  anonymous(): Promise<string>;
  /** The claims of a valid token, null for anything else (bad signature, expired, wrong issuer…). */
  verify(token: string): Promise<AccessClaims | null>;
  /** A staff account's studio token, for one of its sessions. */
  staff(claims: StaffClaims): Promise<string>;
  /**
   * The account and session of a valid studio token, null for anything else (a member's or a guest's token too).
   * `scope` 'preview': a preview token instead, which opens the studio's preview of the portal and nothing else.
   */
  verifyStaff(token: string, scope?: StaffScope): Promise<StaffClaims | null>;
  /** A token that only previews the portal with a studio session's drafts (server/studio/studio-preview.ts). */
  preview(claims: StaffClaims): Promise<string>;
}

/** What a studio token opens: the studio, or only the preview of the portal. */
export type StaffScope = 'studio' | 'preview';

export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);

  function sign(claims: Record<string, unknown>, subject: string, to = audience): Promise<string> {
    const now = Math.floor(clock() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(to)
      .setSubject(subject)
      .setIssuedAt(now)
      .setExpirationTime(now + accessTokenTtlMs / 1000)
      .sign(key);
  }

  return {
    // `sid` ties the token to its session so logout and refresh-token reuse end it at once;
    // `act` (RFC 8693) names the agent when the session is an impersonation.
    member: (userId, familyId, impersonatedBy) =>
      sign({ sid: familyId, ...(impersonatedBy === null ? {} : { act: { sub: String(impersonatedBy) } }) }, String(userId)),
    anonymous: () => sign({ scope: 'anonymous' }, 'anonymous'),
    staff: ({ staffId, sessionId }) => sign({ scope: 'studio', sid: sessionId }, String(staffId), studioAudience),
    preview: ({ staffId, sessionId }) => sign({ scope: 'preview', sid: sessionId }, String(staffId), studioAudience),
    async verifyStaff(token, scope = 'studio') {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience: studioAudience,
          algorithms: ['HS256'],
          currentDate: new Date(clock()),
          requiredClaims: ['sub', 'exp'],
        });
        const staffId = Number(payload.sub);
        return payload.scope === scope && Number.isInteger(staffId) && typeof payload.sid === 'string'
          ? { staffId, sessionId: payload.sid }
          : null;
      } catch {
        return null;
      }
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience,
          algorithms: ['HS256'],
          currentDate: new Date(clock()),
          requiredClaims: ['sub', 'exp'],
        });
        if (payload.sub === 'anonymous' && payload.scope === 'anonymous') return { anonymous: true };
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
        const actor = (payload.act as { sub?: unknown } | undefined)?.sub;
        return { anonymous: false, userId, familyId: payload.sid, impersonatedBy: actor === undefined ? null : Number(actor) };
      } catch {
        return null;
      }
    },
  };
}
