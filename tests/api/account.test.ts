/** @vitest-environment node */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, freshMember, json, login, solvedCaptcha, violationOf } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const valid = {
  agent_code: 'FA111111',
  agency_access_code: 'AB12CD34EF',
  firstname: 'Zoé',
  lastname: "D'Angelo-Martin",
  email: 'zoe@example.com',
  email_confirmation: 'zoe@example.com',
  password: 'Sunny#2026ok',
  password_confirmation: 'Sunny#2026ok',
  language: 'fr-be',
  country_id: 4,
  privacy_policy: true,
};

const create = (body: object) => call(server.app, 'POST', 'users', { body });
const withCaptcha = async (changes: object = {}) => create({ ...valid, captcha: await solvedCaptcha(server.app), ...changes });

describe('captcha', () => {
  it('serves a signed challenge that expires in 10 minutes', async () => {
    const challenge = json<Schemas['CaptchaChallenge']>(await call(server.app, 'GET', 'captcha/challenge'));
    expectContract('CaptchaChallenge', challenge);
    const lifetime = (challenge.parameters.expiresAt ?? 0) * 1000 - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
  });

  it('is required, must be a real solution, and works once', async () => {
    const robot = { propertyPath: 'captcha', message: 'Please verify you are not a robot', key: 'captcha_failed' };
    expect(violationOf(await create(valid), 'captcha')).toEqual(robot);
    expect(
      violationOf(await create({ ...valid, captcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') }), 'captcha'),
    ).toEqual(robot);
    const captcha = await solvedCaptcha(server.app);
    // The derived key is the proof of work (its signature is in the challenge): a guessed one fails.
    const forged = JSON.parse(Buffer.from(captcha, 'base64').toString()) as { solution: { derivedKey: string } };
    forged.solution.derivedKey = forged.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(violationOf(await create({ ...valid, captcha: Buffer.from(JSON.stringify(forged)).toString('base64') }), 'captcha')).toEqual(
      robot,
    );
    // A mistake elsewhere does not spend the captcha…
    expect((await create({ ...valid, captcha, email_confirmation: 'typo@example.com' })).statusCode).toBe(422);
    // …which then passes once (the agency check fails after it) and is refused on replay.
    expect(violationOf(await create({ ...valid, captcha, agency_access_code: 'ZZ99ZZ99ZZ' }), 'agency_access_code')?.key).toBe(
      'agency_not_found',
    );
    expect(violationOf(await create({ ...valid, captcha, agency_access_code: 'ZZ99ZZ99ZZ' }), 'captcha')).toEqual(robot);
  });

  it('refuses a challenge older than 10 minutes', async () => {
    const captcha = await solvedCaptcha(server.app);
    server.clock.advance(11 * 60_000);
    const response = await create({ ...valid, captcha });
    server.clock.reset();
    expect(violationOf(response, 'captcha')?.key).toBe('captcha_failed');
  });
});

describe('field rules', () => {
  it('answers each broken rule as a violation with propertyPath, message and key', async () => {
    const response = await create({
      ...valid,
      captcha: 'x',
      password: 'short',
      password_confirmation: 'short',
      firstname: 'R2-D2 <b>',
      agent_code: 'XX123',
      agency_access_code: 'ABC',
      email: 'not-an-email',
      privacy_policy: false,
    });
    expect(response.statusCode).toBe(422);
    const body = json<ErrorBody>(response);
    expectContract('Error', body);
    expect(body).toMatchObject({ code: 422, message: 'Validation failed' });
    expect(violationOf(response, 'password')).toEqual({
      propertyPath: 'password',
      message:
        'Your password must be 9 to 15 characters long and contain a capital letter, a lower-case letter, a digit and a special character.',
      key: 'password_rule',
    });
    expect(violationOf(response, 'firstname')).toEqual({
      propertyPath: 'firstname',
      message: 'Please use only alphanumeric characters',
      key: 'alphanumeric_only',
    });
    expect(violationOf(response, 'agent_code')?.key).toBe('agent_code_format');
    expect(violationOf(response, 'agency_access_code')).toEqual({
      propertyPath: 'agency_access_code',
      message: 'Please enter 10 characters.',
      key: 'access_code_length',
    });
    expect(violationOf(response, 'email')?.key).toBe('invalid_email');
    expect(violationOf(response, 'privacy_policy')?.key).toBe('privacy_policy_required');
  });

  it.each([
    ['no capital', 'sunny#2026ok'],
    ['no lower-case', 'SUNNY#2026OK'],
    ['no digit', 'Sunny#twenty'],
    ['no special character', 'Sunny2026ok'],
    ['too long', 'Sunny#2026okokok'],
  ])('refuses a password with %s', async (_, password) => {
    expect(violationOf(await create({ ...valid, captcha: 'x', password, password_confirmation: password }), 'password')?.key).toBe(
      'password_rule',
    );
  });

  it('refuses mismatched e-mails and passwords', async () => {
    const response = await withCaptcha({ email_confirmation: 'zoe@example.org', password_confirmation: 'Sunny#2026no' });
    expect(response.statusCode).toBe(422);
    expect(violationOf(response, 'email_confirmation')).toEqual({
      propertyPath: 'email_confirmation',
      message: 'Emails do not match',
      key: 'emails_mismatch',
    });
    expect(violationOf(response, 'password_confirmation')).toEqual({
      propertyPath: 'password_confirmation',
      message: 'Passwords do not match',
      key: 'passwords_mismatch',
    });
  });

  it('requires the privacy policy consent', async () => {
    const { privacy_policy: _, ...withoutConsent } = valid;
    expect(violationOf(await create({ ...withoutConsent, captcha: 'x' }), 'privacy_policy')?.key).toBe('privacy_policy_required');
  });
});

describe('agency checks', () => {
  it.each([
    ['an unknown access code', { agency_access_code: 'ZZ99ZZ99ZZ' }, 'Agency not found', 'agency_not_found'],
    [
      'an agent code of another agency',
      { agent_code: 'FA222222' },
      'Famous agent account not found, or Agency ID number does not match',
      'agent_agency_mismatch',
    ],
    [
      'an unknown agent code',
      { agent_code: 'FA999999' },
      'Famous agent account not found, or Agency ID number does not match',
      'agent_agency_mismatch',
    ],
    [
      'a wholesaler',
      { agency_access_code: 'WH00000001', agent_code: 'FA333333' },
      'Wholesalers cannot enroll in the programme',
      'wholesaler',
    ],
  ])('refuses %s with its message', async (_, changes, message, key) => {
    const response = await withCaptcha(changes);
    expect(response.statusCode).toBe(422);
    expect(json<ErrorBody>(response)).toMatchObject({ code: 422, message, key });
  });
});

describe('an address that already has an account', () => {
  async function freeAgentCode(): Promise<string> {
    return json<{ code: string }>(await call(server.app, 'POST', 'dev/agent_codes')).code;
  }
  const signUpAs = async (email: string, agentCode: string) =>
    withCaptcha({ email, email_confirmation: email, agent_code: agentCode, agency_access_code: 'AB12CD34EF' });

  it('gets the very answer a free one gets: nothing created, the agent code left free, the owner mailed', async () => {
    const owner = await freshMember(server.app);
    // The owner reads their mails in Dutch: the mail about the attempt is written in it.
    await server.db.query("UPDATE users SET language_code = 'nl-be' WHERE email = $1", [owner.email]);
    const [takenCode, freeCode] = [await freeAgentCode(), await freeAgentCode()];
    const taken = await signUpAs(owner.email.toUpperCase(), takenCode);
    const free = await signUpAs(`free-${Date.now()}@example.com`, freeCode);
    expect(free.statusCode, free.body).toBe(202);
    expect([taken.statusCode, taken.body, taken.headers['content-type']]).toEqual([
      free.statusCode,
      free.body,
      free.headers['content-type'],
    ]);

    expect(await server.db.query('SELECT 1 FROM users WHERE agent_code = $1', [takenCode])).toHaveLength(0);
    expect((await signUpAs(`later-${Date.now()}@example.com`, takenCode)).statusCode).toBe(202);
    const mails = json<Schemas['OutboxMail'][]>(await call(server.app, 'GET', `dev/outbox?to=${owner.email}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Miles: iemand probeerde een account aan te maken met uw adres');
    expect(mails[0]?.text).toContain('/login/recovery');
    // The owner's password and sessions are untouched.
    await login(server.app, owner);
  });
});

describe('a new account', () => {
  it('is created with 500 miles, a confirmation mail, and can log in', async () => {
    const response = await withCaptcha();
    expect(response.statusCode, response.body).toBe(202);
    expect(response.body).toBe('');
    const { token } = await login(server.app, { email: valid.email, password: valid.password });
    const stats = json<Schemas['PointsStats']>(await call(server.app, 'GET', 'users_stats', { token }));
    expect(stats.points).toEqual([0, 0, 0, 500, 500, 0]);
    const user = json<Schemas['UserLight']>(await call(server.app, 'GET', 'user_light', { token }));
    expect(user).toMatchObject({
      code: 'FA111111',
      firstname: 'Zoé',
      locale: { code: 'fr-be' },
      country: { id: 4 },
      profile_complete: false,
    });
    const [mail] = json<Schemas['OutboxMail'][]>(await call(server.app, 'GET', `dev/outbox?to=${valid.email}`));
    expectContract('OutboxMail', mail);
    expect(mail?.link).toMatch(new RegExp(`^/confirm/account/${user.id}/[\\w-]+$`));
    const [, , page, code, slug] = (mail?.link ?? '').split('/');
    expect((await call(server.app, 'POST', 'users/confirm', { body: { page, code, slug } })).statusCode).toBe(204);
    const again = await call(server.app, 'POST', 'users/confirm', { body: { page, code, slug } });
    expect(again.statusCode).toBe(422);
    expect(json<ErrorBody>(again)).toMatchObject({ message: 'Invalid slug', key: 'invalid_slug' });
  });

  it('refuses a second account for the same agent code', async () => {
    const response = await withCaptcha({ email: 'zoe2@example.com', email_confirmation: 'zoe2@example.com' });
    expect(violationOf(response, 'agent_code')?.key).toBe('agent_code_taken');
  });
});
