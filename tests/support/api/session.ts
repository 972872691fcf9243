// The session's part of the mocked API: tokens, the member (user_light + profile, role, rank, stats, agency), the
// password change, the languages and the editors' string overrides. One `MockSession` per test holds what the
// calls change (who is signed in, the passwords), so a journey's login, logout or new password is answered as the
// reference server would.
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
  /** Addresses whose account asks for the captcha after wrong passwords (server/auth/login-limiter.ts). */
  captchaAsked: string[];
  /** Captcha solutions already spent (a solution works once). */
  usedCaptchas: string[];
  /** The login requests received, as sent. */
  logins: { email: string; password: string; captcha?: string }[];
}

export function mockSession(over: Partial<MockSession> = {}): MockSession {
  const demo = demoUser();
  return {
    member: null,
    accounts: { [demo.email]: { password: 'Miles#2026ok', user: demo } },
    balance: 87_500,
    captchaAsked: [],
    usedCaptchas: [],
    logins: [],
    ...over,
  };
}

const refusedToken = { code: 401, message: 'Invalid token', key: 'invalid_token' };
const fieldRefused = (propertyPath: string, message: string, key: string) => ({
  status: 422,
  body: { code: 422, message, key, violations: [{ propertyPath, message, key }] },
});

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

/** The profile as the reference server answers it: the member's details, the company role among them. */
export function profileOf(user: User & { company_role_id?: number | null }) {
  const { locale, country, company, notification, firstname, lastname, phone, job_title, address_line, postcode, city, birth_date } = user;
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
    profile_complete: user.profile_complete,
    company_role_id: user.company_role_id ?? null,
  };
}

/** Handlers of the session and the member's own data, over `session` (changed by login and logout). */
export function sessionApi(session: MockSession) {
  const member = () => session.member;
  return [
    contractHandler('anonymousToken', () => ({ body: { token: 'guest-token' } })),
    contractHandler('accessToken', () => ({ body: { valid: true, anonymous: member() === null } })),
    // server/routes/session-routes.ts: a captcha that came along is checked and spent first; an account that asks
    // for one refuses a login without a fresh solution before its password is evaluated.
    contractHandler('login', async (request) => {
      const body = (await request.json()) as { email: string; password: string; captcha?: string };
      session.logins.push(body);
      const { email, password, captcha } = body;
      if (captcha !== undefined && session.usedCaptchas.includes(captcha))
        return fieldRefused('captcha', 'Please verify you are not a robot', 'captcha_failed');
      if (captcha !== undefined) session.usedCaptchas.push(captcha);
      else if (session.captchaAsked.includes(email))
        return fieldRefused('captcha', 'Please verify you are not a robot', 'captcha_required');
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
    // server/routes/password-routes.ts: the current password checked, then the new one kept and its date reset (an
    // expired password is no longer).
    contractHandler('changePassword', async (request) => {
      const { current_password, password, password_confirmation } = (await request.json()) as {
        current_password: string;
        password: string;
        password_confirmation: string;
      };
      const account = Object.values(session.accounts).find((known) => known.user.email === member()?.email);
      if (!account) return { status: 401, body: refusedToken };
      if (password !== password_confirmation) return fieldRefused('password_confirmation', 'Passwords do not match', 'passwords_mismatch');
      if (account.password !== current_password)
        return fieldRefused('current_password', 'Your current password is not correct.', 'wrong_current_password');
      if (current_password === password)
        return fieldRefused('password', 'Please choose a password you have not used yet.', 'password_unchanged');
      account.password = password;
      account.user = { ...account.user, notification: { ...account.user.notification, password_create_date: new Date().toISOString() } };
      session.member = account.user;
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
