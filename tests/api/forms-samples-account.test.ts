// @vitest-environment node
// One schema per form, both sides, for the account forms: login (with and without the captcha), sign-up, change and reset password, language
// and country, profile picture. Samples generated from each form's schema (tests/api/support/form-samples.ts)
// are judged by the browser's precompiled validator and by the API; both must accept and refuse the same ones.
// Before, the browser let a 2^31 country, an 8001-character captcha, a 201-character login password or an empty
// current password through and the API refused them, and the API counted a space as a password's special
// character but not "É" as its capital letter (the browser the reverse).
// Each request stops past the schema on a rule of its own, so nothing is created and no captcha is needed: a
// sign-up with the captcha "x" is refused as captcha_failed, a login of nobody as invalid_credentials (or the
// lock's 429), a reset with a made-up link as invalid_slug, a change with a wrong current password as
// wrong_current_password. The API's schema verdict is read from its answer: a 422 `validation_failed` is the
// refusal of the form's rules (the schema's, or a confirmation that does not repeat its field), anything else
// means the rules let the sample through.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import loginCaptchaValidators from '../../src/generated/validators/login-captcha.js';
import loginValidators from '../../src/generated/validators/login.js';
import createAccountValidators from '../../src/generated/validators/create-account.js';
import changePasswordValidators from '../../src/generated/validators/change-password.js';
import resetPasswordValidators from '../../src/generated/validators/reset-password.js';
import localeValidators from '../../src/generated/validators/locale.js';
import profileImageValidators from '../../src/generated/validators/profile-image.js';
import loginCaptchaForm from '../../schemas/forms/login-captcha.json';
import loginForm from '../../schemas/forms/login.json';
import createAccountForm from '../../schemas/forms/create-account.json';
import changePasswordForm from '../../schemas/forms/change-password.json';
import resetPasswordForm from '../../schemas/forms/reset-password.json';
import localeForm from '../../schemas/forms/locale.json';
import { IMAGE_MAX_BYTES } from '../../src/contract/formats';
import type { ErrorBody } from '../../server/http/api-error';
import type { Schemas } from '../../server/http/api-types';
import type { TestServer } from './support/test-server';
import { startTestServer } from './support/test-server';
import { call, demo, json, login, other } from './support/api-calls';
import type { FormSchema } from './support/form-samples';
import { samplesFor } from './support/form-samples';

type Validator = ((data: unknown) => boolean) | undefined;
const browser = (validate: Validator) => (data: unknown) => Boolean(validate?.(data));

// Passwords past the length limits (a capital of another alphabet, a space as the only sign, none at all), an
// empty value, names that do not start with a letter.
const extras = ['Sunny#2026ok', 'Éric#2026ok', 'Ωmega#2026ok', 'Sunny 2026ok', 'Sunny2026ok', '', ' ', '-Ann', ' Ann', 'Ann-'];

/** A confirmation repeats its field, as a member who types the same value twice. */
const twins: Record<string, string> = { password: 'password_confirmation', email: 'email_confirmation' };

// A blank required field is refused as `required` (the API trims first): that is the form rules' refusal too.
const rulesRefusal = new Set(['validation_failed', 'required']);
const rulesAccept = (response: LightMyRequestResponse): boolean =>
  response.statusCode !== 422 || !rulesRefusal.has(json<ErrorBody>(response).key);

/** Every sample of `form` through both sides; the samples they judge differently. */
async function disagreementsOf(
  form: FormSchema,
  base: Record<string, unknown>,
  inBrowser: (data: unknown) => boolean,
  send: (data: Record<string, unknown>) => Promise<LightMyRequestResponse>,
): Promise<string[]> {
  const found: string[] = [];
  for (const { field, value } of samplesFor(form, extras)) {
    const twin = twins[field];
    const data = { ...base, [field]: value, ...(twin && twin in form.properties ? { [twin]: value } : {}) };
    const response = await send(data);
    expect(response.statusCode, response.body).toBeLessThan(500);
    const verdict = inBrowser(data);
    if (verdict !== rulesAccept(response))
      found.push(`${field}=${JSON.stringify(value).slice(0, 40)}: browser ${verdict}, API ${response.body}`);
  }
  return found;
}

let server: TestServer;
let demoToken: string;
let otherToken: string;
beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  demoToken = (await login(server.app, demo)).token;
  otherToken = (await login(server.app, other)).token;
});
afterAll(() => server.close());

describe('browser and API judge the account forms alike', () => {
  it('login', async () => {
    const base = { email: 'nobody@example.com', password: 'Wrong#2026ok' };
    const send = (body: object) => call(server.app, 'POST', 'front/login', { body });
    expect(await disagreementsOf(loginForm, base, browser(loginValidators.login), send)).toEqual([]);
  });

  it('login with the captcha (asked once an account had wrong passwords; the captcha "x" is no solution)', async () => {
    const base = { email: 'nobody@example.com', password: 'Wrong#2026ok', captcha: 'x' };
    const send = (body: object) => call(server.app, 'POST', 'front/login', { body });
    expect(await disagreementsOf(loginCaptchaForm as FormSchema, base, browser(loginCaptchaValidators.loginCaptcha), send)).toEqual([]);
  });

  it('sign-up', async () => {
    const base = {
      agent_code: 'FA000001',
      agency_access_code: 'ABCDE12345',
      firstname: 'Zoé',
      lastname: 'Martin',
      email: 'zoe@example.org',
      email_confirmation: 'zoe@example.org',
      password: 'Sunny#2026ok',
      password_confirmation: 'Sunny#2026ok',
      language: 'fr-be',
      country_id: 1,
      privacy_policy: true,
      captcha: 'x',
    };
    const send = (body: object) => call(server.app, 'POST', 'users', { body });
    const form = createAccountForm as FormSchema;
    expect(await disagreementsOf(form, base, browser(createAccountValidators.createAccount), send)).toEqual([]);
  });

  it('change password', async () => {
    const base = { current_password: 'Wrong#2026ok', password: 'Brand#2026new', password_confirmation: 'Brand#2026new' };
    const send = (body: object) => call(server.app, 'POST', 'user/change_password', { token: demoToken, body });
    expect(await disagreementsOf(changePasswordForm, base, browser(changePasswordValidators.changePassword), send)).toEqual([]);
  });

  it('reset password (the page adds the code and slug of its link)', async () => {
    const base = { password: 'Brand#2026new', password_confirmation: 'Brand#2026new' };
    const send = (body: object) => call(server.app, 'POST', 'users/recovery/reset', { body: { ...body, code: '1', slug: 'made-up' } });
    expect(await disagreementsOf(resetPasswordForm, base, browser(resetPasswordValidators.resetPassword), send)).toEqual([]);
  });

  it('language and country (sent as the profile’s locale, as the page does)', async () => {
    const countries = json<Schemas['Country'][]>(await call(server.app, 'GET', 'miles/countries_light'));
    const base = { language: 'nl-be', country_id: countries[0]?.id };
    const send = ({ language, country_id }: Record<string, unknown>) =>
      call(server.app, 'PATCH', 'user_light/profile', { token: otherToken, body: { locale: { code: language }, country_id } });
    expect(await disagreementsOf(localeForm, base, browser(localeValidators.locale), send)).toEqual([]);
  });
});

describe('browser and API judge the same pictures alike', () => {
  const png = (size: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 1)]);
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-and-the-rest')]);
  // Files whose declared type is what their content is: the browser sees the type, the server the bytes.
  const files: [string, string, Buffer][] = [
    ['small PNG', 'image/png', png(64)],
    ['PNG of exactly 2 MB', 'image/png', png(IMAGE_MAX_BYTES)],
    ['PNG one byte past 2 MB', 'image/png', png(IMAGE_MAX_BYTES + 1)],
    ['JPEG', 'image/jpeg', jpeg],
    ['GIF', 'image/gif', Buffer.from('GIF89a-and-the-rest')],
    ['text', 'text/plain', Buffer.from('not a picture')],
  ];

  it.each(files)('%s', async (_, type, bytes) => {
    const inBrowser = Boolean(profileImageValidators.profileImage?.({ file: `data:${type};name=me;base64,${bytes.toString('base64')}` }));
    const boundary = '----miles-samples';
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/profile_image',
      headers: { authorization: `Bearer ${demoToken}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me"\r\nContent-Type: ${type}\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect([200, 422], response.body).toContain(response.statusCode);
    expect(inBrowser, response.body).toBe(response.statusCode === 200);
  });
});
