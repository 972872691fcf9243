/** @vitest-environment node */
// No hostile input answers 500: one explicit case per class of input that used to answer 500: NUL characters in text,
// integers past 32 bits, the years 0000 and 10000, broken multipart bodies, framework-level errors (a
// malformed URL, bad JSON, a wrong content type), and database refusals as the last line of defence.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseErrorAnswer } from '../../server/http/database-errors';
import { call, json, solvedCaptcha, violationOf } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { expectSafeAnswer } from './support/safe-answer';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo'] });

/** A 422 whose violation on `field` has `key`: what the form shows on that field. */
function expectViolation(response: LightMyRequestResponse, field: string, key: string): void {
  expectSafeAnswer(response, field);
  expect(response.statusCode, response.body).toBe(422);
  expect(violationOf(response, field), response.body).toMatchObject({ propertyPath: field, key });
}

const patchProfile = (body: object) => call(server.app, 'PATCH', 'user_light/profile', { token: tokens.demo, body });

describe('NUL and other control characters in text', () => {
  it('refuses them in stored profile fields with invalid_characters', async () => {
    for (const field of ['city', 'job_title', 'address_line', 'postcode']) {
      expectViolation(await patchProfile({ [field]: 'Brus\u0000sels' }), field, 'invalid_characters');
    }
    expectViolation(await patchProfile({ city: 'line\u001bescape' }), 'city', 'invalid_characters');
  });

  it('refuses them where guests type text: login, unsubscribe, links, contact, hotel search, page content', async () => {
    expectViolation(
      await call(server.app, 'POST', 'front/login', { body: { email: 'demo@example.com\u0000', password: 'x' } }),
      'email',
      'invalid_characters',
    );
    expectViolation(await call(server.app, 'POST', 'unsubscribe', { body: { token: 'abc\u0000def' } }), 'token', 'invalid_characters');
    expectViolation(
      await call(server.app, 'POST', 'users/confirm', { body: { page: 'account', code: '1', slug: 'a\u0000' } }),
      'slug',
      'invalid_characters',
    );
    expectViolation(
      await call(server.app, 'POST', 'contact_messages', {
        token: tokens.demo,
        body: { subject: 'other', message: 'Hello there\u0000, NUL' },
      }),
      'message',
      'invalid_characters',
    );
    expectViolation(await call(server.app, 'GET', 'hotels_light?search=Brus%00sels'), 'search', 'invalid_characters');
    expectViolation(await call(server.app, 'GET', 'page_content?url=%2Fabout%00'), 'url', 'invalid_characters');
  });

  it('still accepts line breaks in a message and accents in a city', async () => {
    expect(
      (
        await call(server.app, 'POST', 'contact_messages', {
          token: tokens.demo,
          body: { subject: 'other', message: 'Hello,\r\nline two\tand a tab.' },
        })
      ).statusCode,
    ).toBe(201);
    expect((await patchProfile({ city: 'Liège' })).statusCode).toBe(200);
  });
});

describe('integers beyond 32 bits', () => {
  it('refuses a country id past 2^31 − 1 as an unknown country', async () => {
    for (const id of [2 ** 31, 2 ** 53, 9_999_999_999])
      expectViolation(await patchProfile({ country_id: id }), 'country_id', 'country_not_found');
  });

  it('refuses a hotel id past 2^31 − 1 in a claim, and a 10-digit member code in a link', async () => {
    const claim = {
      booking_number: 'DEMO0001',
      cf_number: 'CF4471',
      property: 2 ** 31,
      guest_firstname: 'Claire',
      guest_lastname: 'Dubois',
      source: 'website',
      check_in: '2026-01-01',
      check_out: '2026-01-03',
    };
    expectViolation(await call(server.app, 'POST', 'booking_claims', { token: tokens.demo, body: claim }), 'property', 'hotel_not_found');
    for (const code of ['9999999999', 9_999_999_999, 2 ** 31]) {
      const response = await call(server.app, 'POST', 'users/confirm', { body: { page: 'account', code, slug: 'abc' } });
      expectSafeAnswer(response, String(code));
      expect(response.statusCode).toBe(422);
      expect(violationOf(response, 'code')).toBeDefined();
    }
  });

  it('refuses one in a sign-up before the captcha is spent', async () => {
    const body = {
      agent_code: 'FA111111',
      agency_access_code: 'AB12CD34EF',
      firstname: 'Zoe',
      lastname: 'Big',
      email: 'big@example.com',
      email_confirmation: 'big@example.com',
      password: 'Sunny#2026ok',
      password_confirmation: 'Sunny#2026ok',
      language: 'en',
      country_id: 2 ** 53,
      privacy_policy: true,
      captcha: await solvedCaptcha(server.app),
    };
    expectViolation(await call(server.app, 'POST', 'users', { body }), 'country_id', 'country_not_found');
  });
});

describe('dates in the years 0000 and 10000', () => {
  it('refuses them as invalid_date, in the profile, a claim and the history filter', async () => {
    for (const date of ['0000-01-01', '10000-01-01', '-0001-01-01', '9999-12-31', '1899-12-31']) {
      expectViolation(await patchProfile({ birth_date: date }), 'birth_date', 'invalid_date');
    }
    const claim = {
      booking_number: 'DEMO0001',
      cf_number: 'CF4471',
      property: 1,
      guest_firstname: 'Claire',
      guest_lastname: 'Dubois',
      source: 'website',
      check_in: '0000-01-01',
      check_out: '9999-12-31',
    };
    const response = await call(server.app, 'POST', 'booking_claims', { token: tokens.demo, body: claim });
    expectViolation(response, 'check_in', 'invalid_date');
    expectViolation(response, 'check_out', 'invalid_date');
    expectViolation(
      await call(server.app, 'GET', 'points_history?from=0000-01-01&to=0000-01-02', { token: tokens.demo }),
      'from',
      'invalid_date',
    );
  });

  it('still accepts an ordinary birth date', async () => {
    expect((await patchProfile({ birth_date: '1961-02-28' })).statusCode).toBe(200);
  });
});

describe('broken multipart bodies', () => {
  const upload = (contentType: string, payload: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/user/profile_image',
      headers: { authorization: `Bearer ${tokens.demo}`, 'content-type': contentType },
      payload,
    });
  const cases: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', '--x\r\n'],
    ['truncated part', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n'],
    [
      'truncated file',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG',
    ],
    ['empty body', 'multipart/form-data; boundary=x', ''],
  ];
  it.each(cases)('answers %s with a 4xx the form can show', async (_name, contentType, payload) => {
    const response = await upload(contentType, payload);
    expectSafeAnswer(response, _name);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(json<ErrorBody>(response).key).toMatch(/^(invalid_multipart|file_missing)$/);
  });
});

describe('framework-level errors', () => {
  it('answers a malformed URL with the Error shape and the security headers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/%' });
    expectSafeAnswer(response, '/api/%');
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({ code: 400, message: 'This address is not valid.', key: 'invalid_url' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a path parameter past its length with 414 in the same shape', async () => {
    const response = await call(server.app, 'DELETE', `favorites/hotel/${'9'.repeat(300)}`, { token: tokens.demo });
    expectSafeAnswer(response, 'long param');
    expect(json<ErrorBody>(response)).toMatchObject({ code: 414, key: 'uri_too_long' });
  });

  it('answers broken JSON, a wrong content type and an unknown path in the same shape', async () => {
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/front/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectSafeAnswer(broken, 'broken json');
    expect(json<ErrorBody>(broken)).toEqual({ code: 400, message: 'The request is not valid JSON.', key: 'bad_request' });
    const text = await server.app.inject({
      method: 'POST',
      url: '/api/front/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expectSafeAnswer(text, 'text/plain');
    expect(json<ErrorBody>(text)).toMatchObject({ code: 415, key: 'unsupported_media_type' });
    const missing = await call(server.app, 'GET', 'no/such/thing');
    expectSafeAnswer(missing, '404');
    expect(json<ErrorBody>(missing)).toEqual({ code: 404, message: 'Not found.', key: 'not_found' });
  });
});

describe('database refusals, the last line of defence', () => {
  /** The real error the database raises for a query, as the driver gives it. */
  const refusal = (sql: string, params: unknown[]) =>
    server.db.query(sql, params as never).then(
      () => null,
      (error: unknown) => error,
    );

  it('turns NUL in text, a number or date out of range and a unique violation into 4xx answers', async () => {
    const nul = await refusal('SELECT $1::text', ['a\u0000b']);
    const int = await refusal('SELECT $1::int', ['9999999999']);
    const date = await refusal('SELECT $1::date', ['0000-01-01']);
    const unique = await refusal('INSERT INTO languages (code, name, position) SELECT code, name, position FROM languages LIMIT 1', []);
    for (const error of [nul, int, date])
      expect(databaseErrorAnswer(error)?.body(), String(error)).toMatchObject({ code: 422, key: 'invalid_value' });
    expect(databaseErrorAnswer(unique)?.body(), String(unique)).toMatchObject({ code: 409, key: 'already_exists' });
    expect(databaseErrorAnswer(new Error('a bug of ours'))).toBeNull();
  });
});
