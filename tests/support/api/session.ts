// The session's part of the mocked API: tokens, the member (user_light + profile, role, rank, stats, agency), the
// languages and the editors' string overrides. One `MockSession` per test holds what the calls change (who is
// signed in), so a journey's login or logout is answered as the reference server would.
import type { User } from '@/model/user/user-types';
import { contractHandler } from '../msw-api';
import { demoUser } from '../api-effect-handlers';
import { languages } from '../../../server/db/seed-data';

export interface MockSession {
  /** The member behind a member token; null: tokens are a guest's. */
  member: User | null;
  /** Email → password of the accounts that may log in. */
  accounts: Record<string, { password: string; user: User }>;
  /** The balance users_stats answers (points[3] is the available balance). */
  balance: number;
}

export function mockSession(over: Partial<MockSession> = {}): MockSession {
  const demo = demoUser();
  return { member: null, accounts: { [demo.email]: { password: 'Miles#2026ok', user: demo } }, balance: 87_500, ...over };
}

const refusedToken = { code: 401, message: 'Invalid token', key: 'invalid_token' };

function lightOf(user: User) {
  const { id, email, firstname, lastname, code, image_url, locale, country, company, notification, profile_complete } = user;
  return {
    id,
    email,
    firstname,
    lastname,
    code,
    image_url,
    locale,
    country: { id: country.id, code: country.code },
    company: { id: company.id, name: company.name, vip: company.vip },
    notification,
    profile_complete,
  };
}

function profileOf(user: User) {
  const {
    locale,
    country,
    company,
    notification,
    firstname,
    lastname,
    phone,
    job_title,
    address_line,
    postcode,
    city,
    birth_date,
    profile_complete,
  } = user;
  return {
    locale,
    country,
    company,
    notification,
    firstname,
    lastname,
    phone,
    job_title,
    address_line,
    postcode,
    city,
    birth_date,
    profile_complete,
  };
}

/** Handlers of the session and the member's own data, over `session` (changed by login and logout). */
export function sessionApi(session: MockSession) {
  const member = () => session.member;
  return [
    contractHandler('anonymousToken', () => ({ body: { token: 'guest-token' } })),
    contractHandler('accessToken', () => ({ body: { valid: true, anonymous: member() === null } })),
    contractHandler('login', async (request) => {
      const { email, password } = (await request.json()) as { email: string; password: string };
      const account = session.accounts[email];
      if (!account || account.password !== password)
        return { status: 401, body: { code: 401, message: 'Invalid credentials.', key: 'invalid_credentials' } };
      session.member = account.user;
      return { body: { token: 'member-token', refresh_token: 'member-refresh' } };
    }),
    contractHandler('logout', () => {
      session.member = null;
      return { status: 204, body: null };
    }),
    contractHandler('getUserLight', () => (member() ? { body: lightOf(member()!) } : { status: 401, body: refusedToken })),
    contractHandler('getProfile', () => (member() ? { body: profileOf(member()!) } : { status: 401, body: refusedToken })),
    contractHandler('getRole', () => ({ body: { role: 'member' } })),
    contractHandler('getRank', () => ({ body: { rank: 'Gold' } })),
    contractHandler('getStats', () => ({
      body: { points: [0, 0, 0, session.balance, session.balance, 0], basket: 0, pending: 0, expiring: [], expiring_total: 0 },
    })),
    contractHandler('getBusinesses', () => ({ body: [] })),
    // The seed's languages, as the reference server answers them.
    contractHandler('getLanguages', () => ({ body: languages })),
    contractHandler('getTranslations', () => ({ body: {} })),
  ];
}
