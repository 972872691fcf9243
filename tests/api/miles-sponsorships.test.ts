/** @vitest-environment node */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, demo, expectContract, json, login, other, solvedCaptcha, violationOf } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { claimOf, history, newBooking, newMember, stats } from './support/miles';
import type { TestMember } from './support/miles';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

let server: TestServer;
let sponsor: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  sponsor = await newMember(server, 'sponsor');
});
afterAll(() => server.close());

const invite = (email: string, token = sponsor.token) => call(server.app, 'POST', 'sponsorships', { token, body: { email } });
const list = async (token = sponsor.token) => json<Schemas['Sponsorship'][]>(await call(server.app, 'GET', 'sponsorships', { token }));

/** Signs up as the demo agency's colleague with a free agent code, optionally with a sponsorship token. */
async function signUp(email: string, sponsorshipToken?: string): Promise<string> {
  const { code } = json<Schemas['DevAgentCode']>(await call(server.app, 'POST', 'dev/agent_codes'));
  const body = {
    agent_code: code,
    agency_access_code: 'AB12CD34EF',
    firstname: 'Ruth',
    lastname: 'Okafor',
    email,
    email_confirmation: email,
    password: 'Invited#2026',
    password_confirmation: 'Invited#2026',
    language: 'en',
    country_id: 1,
    privacy_policy: true,
    captcha: await solvedCaptcha(server.app),
    ...(sponsorshipToken ? { sponsorship_token: sponsorshipToken } : {}),
  };
  const response = await call(server.app, 'POST', 'users', { body });
  expect(response.statusCode, response.body).toBe(201);
  return (await login(server.app, { email, password: 'Invited#2026' })).token;
}

describe('inviting a colleague', () => {
  it('records the invitation and mails a personal sign-up link', async () => {
    const response = await invite('Ruth.Okafor@Example.com');
    expect(response.statusCode, response.body).toBe(201);
    const created = json<Schemas['Sponsorship']>(response);
    expectContract('Sponsorship', created);
    expect(created).toMatchObject({ email: 'ruth.okafor@example.com', status: 'invited', invitee_name: null, miles: 0, registered_at: null, qualified_at: null });
    const [mail] = json<Schemas['OutboxMail'][]>(await call(server.app, 'GET', 'dev/outbox?to=ruth.okafor@example.com'));
    expect(mail?.subject).toBe('Test Member invites you to join Miles');
    expect(mail?.link).toMatch(/^\/create-account\/[\w-]{32}$/);
    expect(mail?.text).toContain(mail?.link ?? 'no link');
  });

  it('refuses a member and a colleague already invited by the same member, not by another', async () => {
    const member = await invite(other.email);
    expect(member.statusCode).toBe(422);
    expect(json<ErrorBody>(member)).toMatchObject({ key: 'already_member', message: 'This colleague is already a member of Miles.' });
    expect(violationOf(await invite(sponsor.email), 'email')?.key).toBe('already_member');
    const again = await invite('ruth.okafor@example.com');
    expect(json<ErrorBody>(again)).toMatchObject({ key: 'already_invited', message: 'You have already invited this colleague.' });
    const { token } = await login(server.app, demo);
    expect((await invite('ruth.okafor@example.com', token)).statusCode).toBe(201);
    expect(violationOf(await invite('not-an-address'), 'email')?.key).toBe('invalid_email');
    expect((await call(server.app, 'POST', 'sponsorships', { body: { email: 'x@example.com' } })).statusCode).toBe(401);
  });
});

describe('the invitation', () => {
  it('goes invited → registered (sign-up with the link) → qualified (first accepted claim: 1 000 miles for the sponsor, once)', async () => {
    const [mail] = json<Schemas['OutboxMail'][]>(await call(server.app, 'GET', 'dev/outbox?to=ruth.okafor@example.com')).filter((m) => m.subject.startsWith('Test Member'));
    const token = (mail?.link ?? '').split('/').pop() ?? '';
    const inviteeToken = await signUp('ruth.okafor@example.com', token);
    const [registered] = await list();
    expect(registered).toMatchObject({ email: 'ruth.okafor@example.com', status: 'registered', invitee_name: 'Ruth O.', miles: 0, qualified_at: null });
    expect(registered?.registered_at).not.toBeNull();
    // Dana's invitation of the same address was not used: it stays invited.
    const { token: demoToken } = await login(server.app, demo);
    expect((await list(demoToken)).find((s) => s.email === 'ruth.okafor@example.com')?.status).toBe('invited');

    const before = (await stats(server, sponsor.token)).points[4] ?? 0;
    const booking = await newBooking(server);
    expect((await call(server.app, 'POST', 'booking_claims', { token: inviteeToken, body: claimOf(booking) })).statusCode).toBe(201);
    const [qualified] = await list();
    expect(qualified).toMatchObject({ status: 'qualified', miles: 1000 });
    expectContract('Sponsorship', qualified);
    expect((await stats(server, sponsor.token)).points[4]).toBe(before + 1000);
    const [line] = (await history(server, sponsor.token, '?type[]=sponsorship')).items;
    expect(line).toMatchObject({ type: 'sponsorship', status: 'valid', amount: 1000, label: 'Sponsorship: Ruth O. – first booking accepted' });

    const second = await newBooking(server);
    expect((await call(server.app, 'POST', 'booking_claims', { token: inviteeToken, body: claimOf(second) })).statusCode).toBe(201);
    expect((await stats(server, sponsor.token)).points[4]).toBe(before + 1000);
    expect((await history(server, sponsor.token, '?type[]=sponsorship')).count).toBe(1);
  });

  it('is used once: a second sign-up with the same link creates the account without linking it', async () => {
    await invite('kai.berg@example.com');
    const [mail] = json<Schemas['OutboxMail'][]>(await call(server.app, 'GET', 'dev/outbox?to=kai.berg@example.com'));
    const token = (mail?.link ?? '').split('/').pop() ?? '';
    await signUp('kai.berg@example.com', token);
    await signUp('kai.other@example.com', token);
    await signUp('kai.third@example.com', 'unknown-token');
    const mine = await list();
    expect(mine.find((s) => s.email === 'kai.berg@example.com')?.status).toBe('registered');
    expect(mine).toHaveLength(2);
  });

  it("are the sponsor's own: another member sees only theirs", async () => {
    const { token } = await login(server.app, demo);
    const dana = await list(token);
    dana.forEach((s) => expectContract('Sponsorship', s));
    expect(dana.map((s) => s.status)).toEqual(expect.arrayContaining(['invited', 'registered', 'qualified']));
    expect(dana.some((s) => s.email === 'kai.berg@example.com')).toBe(false);
    const newcomer = await newMember(server, 'lonely');
    expect(await list(newcomer.token)).toEqual([]);
  });
});
