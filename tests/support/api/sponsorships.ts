// The sponsorships' part of the mocked API (listSponsorships, createSponsorship), with the reference server's rules
// (server/miles/sponsorships.ts): newest first; the member's own address refused (self_invitation) and an address
// the member already invited, in any case, refused (already_invited), each on `email`; an address that has an
// account answered like any other. One `MockSponsorships` per test holds the list; what the app sent is in `sent`.
import type { components } from '@/generated/api';
import { contractHandler } from '../msw-api';
import type { MockSession } from './session';

type Sponsorship = components['schemas']['Sponsorship'];

export interface MockSponsorships {
  /** The member's invitations, newest first. */
  list: Sponsorship[];
  /** The bodies of the invitations the app sent, in order. */
  sent: unknown[];
}

/** An invitation as the API lists it; `over` moves it along (registered, qualified). */
export function invitation(id: number, email: string, over: Partial<Sponsorship> = {}): Sponsorship {
  return {
    id,
    email,
    status: 'invited',
    invitee_name: null,
    miles: 0,
    created_at: '2026-10-01T09:00:00.000Z',
    registered_at: null,
    qualified_at: null,
    ...over,
  };
}

export function mockSponsorships(over: Partial<MockSponsorships> = {}): MockSponsorships {
  return { list: [], sent: [], ...over };
}

const refusal = (key: string, message: string) => ({
  status: 422,
  body: { code: 422, message, key, violations: [{ propertyPath: 'email', message, key }] },
});

/** Handlers of the sponsorships over `state`; `session` says whose address is the member's own. */
export function sponsorshipsApi(state: MockSponsorships, session: MockSession) {
  return [
    contractHandler('listSponsorships', () => ({ body: state.list })),
    contractHandler('createSponsorship', async (request) => {
      const body = (await request.json()) as { email: string };
      state.sent.push(body);
      const email = body.email.trim().toLowerCase();
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
        return {
          status: 422,
          body: {
            code: 422,
            message: 'Validation failed',
            key: 'validation_failed',
            violations: [{ propertyPath: 'email', message: 'Please enter a valid e-mail address.', key: 'invalid_email' }],
          },
        };
      if (email === session.member?.email.toLowerCase()) return refusal('self_invitation', 'You cannot invite yourself.');
      if (state.list.some((s) => s.email.toLowerCase() === email))
        return refusal('already_invited', 'You have already invited this colleague.');
      const created = invitation(100 + state.list.length + 1, email, { created_at: new Date().toISOString() });
      state.list = [created, ...state.list];
      return { status: 201, body: created };
    }),
  ];
}
