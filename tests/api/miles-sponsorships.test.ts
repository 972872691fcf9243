/** @vitest-environment node */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, demo, expectContract, json, login, other, solvedCaptcha, violationOf } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { claimOf, history, newBooking, newMember, stats } from './support/miles';
import type { TestMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();
let sponsor: TestMember;
beforeAll(async () => {
  sponsor = await newMember(server, 'sponsor');
});

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
  expect(response.statusCode, response.body).toBe(202);
  return (await login(server.app, { email, password: 'Invited#2026' })).token;
}

describe('inviting a colleague', () => {
  it('records the invitation and mails a personal sign-up link', async () => {
    const response = await invite('Ruth.Okafor@Example.com');
    expect(response.statusCode, response.body).toBe(201);
    const created = json<Schemas['Sponsorship']>(response);
    expectContract('Sponsorship', created);
    expect(created).toMatchObject({
      email: 'ruth.okafor@example.com',
      status: 'invited',
      invitee_name: null,
      miles: 0,
      registered_at: null,
      qualified_at: null,
    });
    const [mail] = json<Schemas['OutboxMail'][]>(await call(server.app, 'GET', 'dev/outbox?to=ruth.okafor@example.com'));
    expect(mail?.subject).toBe('Test Member invites you to join Miles');
    expect(mail?.link).toMatch(/^\/create-account\/[\w-]{32}$/);
    expect(mail?.text).toContain(mail?.link ?? 'no link');
  });

  it('answers an address that has an account exactly like a new one, and tells its owner without a link', async () => {
    const member = await invite(other.email);
    const fresh = await invite('newcomer.nine@example.com');
    expect(member.statusCode, member.body).toBe(201);
    expect(fresh.statusCode).toBe(201);
    // Same headers and the same body but for what the sponsor typed and the row's own id and time.
    const comparable = (r: typeof member) => {
      const { date: _date, 'content-length': _length, ...headers } = r.headers;
      const { id: _id, email: _email, created_at: _at, ...body } = json<Schemas['Sponsorship']>(r);
      return { headers, body };
    };
    expect(comparable(member)).toEqual(comparable(fresh));
    expect(json<Schemas['Sponsorship']>(member)).toMatchObject({ email: other.email, status: 'invited' });
    expect((await list()).map((s) => s.email)).toEqual(expect.arrayContaining([other.email, 'newcomer.nine@example.com']));
    // The member is told, with no sign-up link (nothing to do), in their own language (French); the newcomer gets the link.
    const [notice] = json<Schemas['OutboxMail'][]>(await call(server.app, 'GET', `dev/outbox?to=${other.email}`));
    expect(notice).toMatchObject({ subject: 'Test Member vous a invité à rejoindre Miles', link: null });
    expect(notice?.text).toContain('Vous avez déjà un compte');
    expect(notice?.text).not.toContain('/create-account/');
    const [invitation] = json<Schemas['OutboxMail'][]>(await call(server.app, 'GET', 'dev/outbox?to=newcomer.nine@example.com'));
    expect(invitation?.link).toMatch(/^\/create-account\//);
  });

  it('does the same database work for a member and a newcomer: the same statements, in the same order', async () => {
    const statementsOf = async (email: string) => {
      const seen: string[] = [];
      const original = server.db.transaction.bind(server.db);
      server.db.transaction = (fn) =>
        original((tx) => {
          const query = tx.query.bind(tx);
          tx.query = (sql, params) => {
            seen.push(sql.trim().split(/\s+/).slice(0, 4).join(' '));
            return query(sql, params);
          };
          return fn(tx);
        });
      try {
        expect((await invite(email)).statusCode).toBe(201);
      } finally {
        server.db.transaction = original;
      }
      return seen;
    };
    const forMember = await statementsOf(demo.email);
    expect(forMember.some((s) => s.startsWith('INSERT INTO sponsorships'))).toBe(true);
    expect(forMember.some((s) => s.startsWith('INSERT INTO mails'))).toBe(true);
    expect(await statementsOf('newcomer.ten@example.com')).toEqual(forMember);
  });

  it("refuses the sponsor's own address and a colleague already invited by the same member, not by another", async () => {
    expect(violationOf(await invite(sponsor.email), 'email')?.key).toBe('self_invitation');
    expect(json<ErrorBody>(await invite(sponsor.email.toUpperCase()))).toMatchObject({
      key: 'self_invitation',
      message: 'You cannot invite yourself.',
    });
    const again = await invite('ruth.okafor@example.com');
    expect(json<ErrorBody>(again)).toMatchObject({ key: 'already_invited', message: 'You have already invited this colleague.' });
    expect(json<ErrorBody>(await invite(other.email))).toMatchObject({ key: 'already_invited' });
    const { token } = await login(server.app, demo);
    expect((await invite('ruth.okafor@example.com', token)).statusCode).toBe(201);
    expect(violationOf(await invite('not-an-address'), 'email')?.key).toBe('invalid_email');
    expect((await call(server.app, 'POST', 'sponsorships', { body: { email: 'x@example.com' } })).statusCode).toBe(401);
  });
});

describe('the invitation', () => {
  it('goes invited → registered (sign-up with the link) → qualified (first accepted claim: 1 000 miles for the sponsor, once)', async () => {
    const [mail] = json<Schemas['OutboxMail'][]>(await call(server.app, 'GET', 'dev/outbox?to=ruth.okafor@example.com')).filter((m) =>
      m.subject.startsWith('Test Member'),
    );
    const token = (mail?.link ?? '').split('/').pop() ?? '';
    const inviteeToken = await signUp('ruth.okafor@example.com', token);
    const ruth = async () => (await list()).find((s) => s.email === 'ruth.okafor@example.com');
    const registered = await ruth();
    expect(registered).toMatchObject({
      email: 'ruth.okafor@example.com',
      status: 'registered',
      invitee_name: 'Ruth O.',
      miles: 0,
      qualified_at: null,
    });
    expect(registered?.registered_at).not.toBeNull();
    // Dana's invitation of the same address was not used: it stays invited.
    const { token: demoToken } = await login(server.app, demo);
    expect((await list(demoToken)).find((s) => s.email === 'ruth.okafor@example.com')?.status).toBe('invited');

    const before = (await stats(server, sponsor.token)).points[4] ?? 0;
    const booking = await newBooking(server);
    expect((await call(server.app, 'POST', 'booking_claims', { token: inviteeToken, body: claimOf(booking) })).statusCode).toBe(201);
    const qualified = await ruth();
    expect(qualified).toMatchObject({ status: 'qualified', miles: 1000 });
    expectContract('Sponsorship', qualified);
    expect((await stats(server, sponsor.token)).points[4]).toBe(before + 1000);
    const [line] = (await history(server, sponsor.token, '?type[]=sponsorship')).items;
    expect(line).toMatchObject({
      type: 'sponsorship',
      status: 'valid',
      amount: 1000,
      label: 'Sponsorship: Ruth O. – first booking accepted',
    });

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
    // Ruth, Kai, and the addresses of the tests of an address that has an account; the extra sign-ups added no invitation.
    expect(mine.map((s) => s.email).filter((e) => e.startsWith('kai.'))).toEqual(['kai.berg@example.com']);
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
