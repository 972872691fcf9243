/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, demo, expectContract, json, login, other, violationOf } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo', 'other'] });

const get = async <T>(path: string, token = tokens.demo): Promise<T> => {
  const response = await call(server.app, 'GET', path, { token });
  expect(response.statusCode, response.body).toBe(200);
  return json<T>(response);
};

describe('the member of the token', () => {
  it('user_light answers the contract for each member, each their own', async () => {
    const dana = await get<Schemas['UserLight']>('user_light');
    const olivier = await get<Schemas['UserLight']>('user_light', tokens.other);
    expectContract('UserLight', dana);
    expect(dana).toMatchObject({
      email: demo.email,
      firstname: 'Dana',
      lastname: 'Meyer',
      code: 'FA123456',
      locale: { code: 'en' },
      country: { code: 'GB' },
      profile_complete: false,
    });
    expect(dana.company).toMatchObject({ name: 'Sunway Travel' });
    expect(olivier).toMatchObject({ email: other.email, code: 'FA654321' });
  });

  it('profile, role, rank and business info answer the contract', async () => {
    expectContract('UserProfile', await get('user_light/profile'));
    expect(await get('user/role')).toEqual({ role: 'member' });
    expect(await get('user/rank')).toEqual({ rank: 'Gold' });
    expect(await get('user/rank', tokens.other)).toEqual({ rank: 'Bronze' });
    const businesses = await get<Schemas['BusinessInfo'][]>('user_info_businesses_light');
    businesses.forEach((b) => expectContract('BusinessInfo', b));
    expect(businesses[0]).toMatchObject({ agency_name: 'Sunway Travel', agency_code: 'AB12CD34EF', city: 'London', country: 'GB' });
  });

  it('users_stats differs per member; index 4 is the balance of valid movements', async () => {
    const dana = await get<Schemas['PointsStats']>('users_stats');
    const olivier = await get<Schemas['PointsStats']>('users_stats', tokens.other);
    expectContract('PointsStats', dana);
    expect(dana.points).toEqual([5200, 6300, 1500, 100_000, 87_500, 11_000]);
    expect(olivier.points[4]).toBe(1700);
  });
});

describe('PATCH user_light/profile', () => {
  it("changes only the caller's row and refuses fields it does not know", async () => {
    const response = await call(server.app, 'PATCH', 'user_light/profile', {
      token: tokens.other,
      body: { city: 'Ghent', job_title: 'Travel advisor' },
    });
    expect(response.statusCode).toBe(200);
    expect(json<Schemas['UserProfile']>(response)).toMatchObject({ city: 'Ghent', job_title: 'Travel advisor' });
    expect(await get<Schemas['UserProfile']>('user_light/profile')).toMatchObject({ city: null, job_title: null });
    const sneaky = await call(server.app, 'PATCH', 'user_light/profile', { token: tokens.other, body: { id: 1, city: 'Antwerp' } });
    expect(sneaky.statusCode).toBe(422);
    expect(violationOf(sneaky, 'id')?.key).toBe('unexpected_field');
  });

  it('refuses a name with symbols and a bad date, per field', async () => {
    const response = await call(server.app, 'PATCH', 'user_light/profile', {
      token: tokens.demo,
      body: { firstname: 'Dana<script>', birth_date: '1990-13-45' },
    });
    expect(response.statusCode).toBe(422);
    expect(violationOf(response, 'firstname')).toEqual({
      propertyPath: 'firstname',
      message: 'Please use only alphanumeric characters',
      key: 'alphanumeric_only',
    });
    expect(violationOf(response, 'birth_date')?.key).toBe('invalid_date');
  });

  it('accepts accented names, hyphens and apostrophes', async () => {
    const response = await call(server.app, 'PATCH', 'user_light/profile', { token: tokens.demo, body: { lastname: "Meyer-O'Brién" } });
    expect(response.statusCode).toBe(200);
    expect(json<Schemas['UserProfile']>(response).lastname).toBe("Meyer-O'Brién");
  });

  it('credits 500 miles once when the profile becomes complete', async () => {
    const before = (await get<Schemas['PointsStats']>('users_stats')).points[4] ?? 0;
    const full = {
      phone: '+44 20 7946 0000',
      job_title: 'Agent',
      address_line: '1 High Street',
      postcode: 'SW1A 1AA',
      city: 'London',
      birth_date: '1988-04-12',
    };
    const response = await call(server.app, 'PATCH', 'user_light/profile', { token: tokens.demo, body: full });
    expect(json<Schemas['UserProfile']>(response).profile_complete).toBe(true);
    expectContract('UserProfile', json(response));
    expect((await get<Schemas['PointsStats']>('users_stats')).points[4]).toBe(before + 500);
    await call(server.app, 'PATCH', 'user_light/profile', { token: tokens.demo, body: { city: null } });
    await call(server.app, 'PATCH', 'user_light/profile', { token: tokens.demo, body: { city: 'Leeds' } });
    expect((await get<Schemas['PointsStats']>('users_stats')).points[4]).toBe(before + 500);
    expect((await get<Schemas['UserLight']>('user_light')).profile_complete).toBe(true);
    expect((await get<Schemas['PointsStats']>('users_stats', tokens.other)).points[4]).toBe(1700);
  });

  it('changes language and country', async () => {
    const response = await call(server.app, 'PATCH', 'user_light/profile', {
      token: tokens.other,
      body: { locale: { code: 'nl-be' }, country_id: 3 },
    });
    expect(json<Schemas['UserProfile']>(response)).toMatchObject({ locale: { code: 'nl-be' }, country: { id: 3, code: 'NL' } });
    const unknown = await call(server.app, 'PATCH', 'user_light/profile', { token: tokens.other, body: { country_id: 999 } });
    expect(violationOf(unknown, 'country_id')?.key).toBe('country_not_found');
  });
});

describe('POST user/change_password', () => {
  const change = (body: object, token = tokens.other) => call(server.app, 'POST', 'user/change_password', { token, body });

  it('refuses a wrong current password, a mismatch and a weak password', async () => {
    const wrong = await change({ current_password: 'Nope#2026ok', password: 'Fresh#2026ok', password_confirmation: 'Fresh#2026ok' });
    expect(wrong.statusCode).toBe(422);
    expect(violationOf(wrong, 'current_password')?.key).toBe('wrong_current_password');
    const mismatch = await change({ current_password: other.password, password: 'Fresh#2026ok', password_confirmation: 'Fresh#2026no' });
    expect(violationOf(mismatch, 'password_confirmation')).toEqual({
      propertyPath: 'password_confirmation',
      message: 'Passwords do not match',
      key: 'passwords_mismatch',
    });
    const weak = await change({ current_password: other.password, password: 'weakpassword', password_confirmation: 'weakpassword' });
    expect(violationOf(weak, 'password')?.key).toBe('password_rule');
  });

  it('changes the password and restarts its expiry', async () => {
    const before = (await get<Schemas['UserLight']>('user_light', tokens.other)).notification.password_create_date;
    const response = await change({ current_password: other.password, password: 'Fresh#2026ok', password_confirmation: 'Fresh#2026ok' });
    expect(response.statusCode).toBe(204);
    const after = (await get<Schemas['UserLight']>('user_light', tokens.other)).notification.password_create_date;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
    expect((await call(server.app, 'POST', 'front/login', { body: other })).statusCode).toBe(401);
    await login(server.app, { email: other.email, password: 'Fresh#2026ok' });
  });
});
