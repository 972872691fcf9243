// Real accounts for browser tests: members are created through the reference API's dev routes (only
// served with MILES_DEV_OUTBOX=1), logged in through the real login call, and mails read from the outbox.
import type { APIRequestContext, Page } from '@playwright/test';
import { devBooking } from './claims';

export interface Account {
  email: string;
  password: string;
}

export const demo: Account = { email: 'demo@example.com', password: 'Miles#2026ok' };
export const agent: Account = { email: 'agent@example.com', password: 'Agent#2026ok' };

let counter = 0;
/** A fresh member of the demo agency, so a test can change it freely. */
export async function createMember(request: APIRequestContext, options: { passwordExpired?: boolean } = {}): Promise<Account> {
  counter += 1;
  const account = { email: `e2e-${Date.now()}-${process.pid}-${counter}@example.com`, password: 'Fresh#2026ok' };
  const response = await request.post('/api/dev/members', { data: { ...account, passwordExpired: options.passwordExpired ?? false } });
  if (!response.ok()) throw new Error(`dev/members: ${response.status()} ${await response.text()}`);
  return account;
}

/** A fresh agent code of the demo agency (access code AB12CD34EF), free for a sign-up. */
export async function freshAgentCode(request: APIRequestContext): Promise<string> {
  return ((await (await request.post('/api/dev/agent_codes')).json()) as { code: string }).code;
}

export async function apiLogin(request: APIRequestContext, account: Account): Promise<{ token: string; refresh_token: string }> {
  const response = await request.post('/api/front/login', { data: account });
  if (!response.ok()) throw new Error(`login ${account.email}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { token: string; refresh_token: string };
}

/** The one-time link the back office gives an agent to act as `member` (a support session). */
export async function impersonationLink(request: APIRequestContext, member: Account): Promise<string> {
  const { token } = await apiLogin(request, agent);
  const created = await request.post('/api/admin/impersonation_hashes', {
    data: { email: member.email },
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!created.ok()) throw new Error(`impersonation hash for ${member.email}: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { url: string }).url;
}

/** Logs in through the API and stores the session as the portal does (requirements §3 keys), before the app boots. */
export async function signIn(page: Page, request: APIRequestContext, account: Account = demo): Promise<void> {
  const tokens = await apiLogin(request, account);
  const user = (await (await request.get('/api/user_light', { headers: { Authorization: `Bearer ${tokens.token}` } })).json()) as {
    code: string;
  };
  await page.addInitScript(
    (stored) => {
      if (window.sessionStorage.getItem('signed-in')) return;
      window.sessionStorage.setItem('signed-in', '1');
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    },
    {
      token: tokens.token,
      refresh_token: tokens.refresh_token,
      code: user.code,
      exp: String(Date.now() + 3_540_000),
      user: JSON.stringify(user),
    },
  );
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
}

/** The newest mail to an address (the dev outbox). */
export async function latestMail(request: APIRequestContext, to: string): Promise<Mail> {
  const mails = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as Mail[];
  const mail = mails[0];
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The Authorization header of a fresh API login, for calls a test makes beside the browser. */
export async function authHeaders(request: APIRequestContext, account: Account): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${(await apiLogin(request, account)).token}` };
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * Real miles for a member, so a test that spends them never touches the shared demo accounts' balances: stays
 * that ended 15 days ago (dev bookings), claimed through the API (valid since check-out + 7 days).
 */
export async function giveMiles(request: APIRequestContext, account: Account, atLeast: number): Promise<number> {
  const { token } = await apiLogin(request, account);
  let given = 0;
  while (given < atLeast) {
    const booking = await devBooking(request, { check_in: isoDay(-85), check_out: isoDay(-15) });
    const { booking_number, cf_number, property, guest_firstname, guest_lastname, check_in, check_out } = booking;
    const claimed = await request.post('/api/booking_claims', {
      headers: { Authorization: `Bearer ${token}` },
      data: { booking_number, cf_number, property, guest_firstname, guest_lastname, check_in, check_out, source: 'gds' },
    });
    if (claimed.status() !== 201) throw new Error(`booking_claims: ${claimed.status()} ${await claimed.text()}`);
    given += ((await claimed.json()) as { miles: number }).miles;
  }
  return given;
}
