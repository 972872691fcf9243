// The support session's part of the mocked API: an agent's one-time impersonation link (POST /impersonate) opens
// the member's session, as the reference server does (server/routes/impersonation-routes.ts): the access token
// names the agent in its `act` claim (RFC 8693), which the portal reads to show the support banner; a hash works
// once, and a used or unknown one answers 410 impersonation_expired. The member's own reads are sessionApi's.
import type { User } from '@/model/user/user-types';
import { contractHandler } from '../msw-api';
import type { MockSession } from './session';

export interface MockImpersonation {
  /** One-time hash → the member it opens and the agent who created it. */
  links: Map<string, { member: User; agent: { id: number; email: string } }>;
  /** Hashes already exchanged (a second use is refused). */
  used: string[];
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An access token as the server signs it: the member in `sub`, the acting agent in `act.sub` (the signature is the API's). */
export function agentToken(memberId: number, agentId: number): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: String(memberId), sid: 'support-family', act: { sub: String(agentId) } })}.signature`;
}

export function mockImpersonation(over: Partial<MockImpersonation> = {}): MockImpersonation {
  return { links: new Map(), used: [], ...over };
}

/** Handlers of the impersonation entry over `state`; an accepted hash signs `session` in as its member. */
export function impersonationApi(state: MockImpersonation, session: MockSession) {
  return [
    contractHandler('impersonate', async (request) => {
      const { hash } = (await request.json()) as { hash: string };
      const link = state.links.get(hash);
      if (!link || state.used.includes(hash))
        return { status: 410, body: { code: 410, message: 'This impersonation link has expired.', key: 'impersonation_expired' } };
      state.used.push(hash);
      session.member = link.member;
      return {
        body: { token: agentToken(link.member.id, link.agent.id), refresh_token: 'support-refresh', impersonated_by: link.agent.email },
      };
    }),
  ];
}
