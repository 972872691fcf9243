/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, demo, expectContract, json, login } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();

const outbox = async (to: string) =>
  json<Schemas['OutboxMail'][]>(await call(server.app, 'GET', `dev/outbox?to=${encodeURIComponent(to)}`));

/** Asks for a recovery mail and returns the `code` and `slug` of its link. */
async function recoveryLink(email: string): Promise<{ code: string; slug: string }> {
  expect((await call(server.app, 'POST', 'users/recovery', { body: { email } })).statusCode).toBe(204);
  const [mail] = await outbox(email);
  expectContract('OutboxMail', mail);
  const match = /^\/login\/reset-password\/(\d+)\/([\w-]+)$/.exec(mail?.link ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in ${JSON.stringify(mail)}`);
  return { code: match[1], slug: match[2] };
}

const reset = (body: object) => call(server.app, 'POST', 'users/recovery/reset', { body });
const newPassword = { password: 'Brand#2026new', password_confirmation: 'Brand#2026new' };

describe('password recovery', () => {
  it('answers 204 for an unknown e-mail too, and sends nothing', async () => {
    expect((await call(server.app, 'POST', 'users/recovery', { body: { email: 'nobody@example.com' } })).statusCode).toBe(204);
    expect(await outbox('nobody@example.com')).toEqual([]);
  });

  it('mails a link that resets the password once and ends the sessions', async () => {
    const session = await login(server.app, demo);
    const link = await recoveryLink(demo.email);
    expect((await reset({ ...link, ...newPassword })).statusCode).toBe(204);
    expect((await call(server.app, 'POST', 'front/login', { body: demo })).statusCode).toBe(401);
    await login(server.app, { email: demo.email, password: newPassword.password });
    expect((await call(server.app, 'POST', 'token/refresh', { body: { refresh_token: session.refresh_token } })).statusCode).toBe(401);
    const again = await reset({ ...link, password: 'Other#2026new', password_confirmation: 'Other#2026new' });
    expect(again.statusCode).toBe(422);
    expect(json<ErrorBody>(again)).toMatchObject({ code: 422, message: 'Invalid slug', key: 'invalid_slug' });
  });

  it('refuses a slug of another member, a made-up slug and an expired one', async () => {
    const link = await recoveryLink('other@example.com');
    const invalid = { message: 'Invalid slug', key: 'invalid_slug' };
    expect(json<ErrorBody>(await reset({ ...link, code: '1', ...newPassword }))).toMatchObject(invalid);
    expect(json<ErrorBody>(await reset({ ...link, slug: 'made-up', ...newPassword }))).toMatchObject(invalid);
    server.clock.advance(61 * 60_000);
    const late = await reset({ ...link, ...newPassword });
    server.clock.reset();
    expect(json<ErrorBody>(late)).toMatchObject(invalid);
  });

  it('applies the password rule and the confirmation', async () => {
    const link = await recoveryLink('expired@example.com');
    expect(json<ErrorBody>(await reset({ ...link, password: 'weak', password_confirmation: 'weak' })).violations?.[0]?.key).toBe(
      'password_rule',
    );
    expect(json<ErrorBody>(await reset({ ...link, ...newPassword, password_confirmation: 'Brand#2026nex' })).violations?.[0]?.key).toBe(
      'passwords_mismatch',
    );
    // Neither spent the link.
    expect((await reset({ ...link, ...newPassword })).statusCode).toBe(204);
  });
});

describe('unsubscribe', () => {
  it('turns the newsletter off with the token of the mails', async () => {
    const [mail] = await outbox(demo.email);
    const token = /\/unsubscribe\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBe('demo-newsletter-token');
    expect((await call(server.app, 'POST', 'unsubscribe', { body: { token } })).statusCode).toBe(204);
    const [row] = await server.db.query<{ newsletter: boolean }>('SELECT newsletter FROM users WHERE email = $1', [demo.email]);
    expect(row?.newsletter).toBe(false);
  });

  it('answers 404 for an unknown token', async () => {
    const response = await call(server.app, 'POST', 'unsubscribe', { body: { token: 'nope' } });
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response).key).toBe('unsubscribe_token_not_found');
  });
});

describe('sign-in confirmation', () => {
  it('refuses an unknown page or slug', async () => {
    for (const body of [
      { page: 'account', code: 1, slug: 'made-up' },
      { page: 'elsewhere', code: '1', slug: 'made-up' },
    ]) {
      const response = await call(server.app, 'POST', 'users/confirm', { body });
      expect(json<ErrorBody>(response)).toMatchObject({ code: 422, message: 'Invalid slug', key: 'invalid_slug' });
    }
  });
});
