/** @vitest-environment node */
// An expired password is enforced by the server, not only the browser; an
// agent acting for a member may not change the member's password.
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { agent, call, demo, expired, freshMember, json, login } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();

const get = (path: string, token: string) => call(server.app, 'GET', path, { token });

describe('expired password on the server', () => {
  it('refuses every member call but the ones the forced change needs (403 password_expired)', async () => {
    const { token, refresh_token } = await login(server.app, expired);
    for (const path of [
      'user/role',
      'user/rank',
      'users_stats',
      'user_info_businesses_light',
      'points_history',
      'favorites',
      'sponsorships',
    ]) {
      const response = await get(path, token);
      expect(response.statusCode, path).toBe(403);
      expect(json<ErrorBody>(response), path).toMatchObject({ code: 403, key: 'password_expired' });
    }
    const patch = await call(server.app, 'PATCH', 'user_light/profile', { token, body: { city: 'Gent' } });
    expect(patch.statusCode).toBe(403);
    // What the forced-change screen calls still answers.
    for (const path of ['user_light', 'user_light/profile', 'access_token']) expect((await get(path, token)).statusCode, path).toBe(200);
    const renewed = await call(server.app, 'POST', 'token/refresh', { body: { refresh_token } });
    expect(renewed.statusCode).toBe(200);
    expect((await get('user_light', json<Schemas['Tokens']>(renewed).token)).statusCode).toBe(200);
  });

  it('lets the member change the password, after which the other calls answer again', async () => {
    const member = await freshMember(server.app, { passwordExpired: true });
    const { token } = await login(server.app, member);
    expect((await get('users_stats', token)).statusCode).toBe(403);
    const changed = await call(server.app, 'POST', 'user/change_password', {
      token,
      body: { current_password: member.password, password: 'Renewed#2026', password_confirmation: 'Renewed#2026' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await get('users_stats', token)).statusCode).toBe(200);
    expect((await get('user/role', token)).statusCode).toBe(200);
  });

  it('expires a password while a session is open, when the clock passes the date', async () => {
    const member = await freshMember(server.app);
    const { token } = await login(server.app, member);
    expect((await get('user/rank', token)).statusCode).toBe(200);
    server.clock.advance(91 * 86_400_000);
    const refused = await call(server.app, 'GET', 'user/rank', { token: (await login(server.app, member)).token });
    server.clock.reset();
    expect(refused.statusCode).toBe(403);
    expect(json<ErrorBody>(refused).key).toBe('password_expired');
  });
});

describe('impersonation and the password', () => {
  it('refuses a password change in an impersonated session (409 impersonation_forbidden), the password stays', async () => {
    const agentToken = (await login(server.app, agent)).token;
    const { hash } = json<Schemas['ImpersonationHash']>(
      await call(server.app, 'POST', 'admin/impersonation_hashes', { token: agentToken, body: { email: demo.email } }),
    );
    const { token } = json<Schemas['ImpersonationTokens']>(await call(server.app, 'POST', 'impersonate', { body: { hash } }));
    const response = await call(server.app, 'POST', 'user/change_password', {
      token,
      body: { current_password: demo.password, password: 'Hijack#2026x', password_confirmation: 'Hijack#2026x' },
    });
    expect(response.statusCode).toBe(409);
    expect(json<ErrorBody>(response)).toMatchObject({ code: 409, key: 'impersonation_forbidden' });
    expect((await call(server.app, 'POST', 'front/login', { body: demo })).statusCode).toBe(200);
  });
});
