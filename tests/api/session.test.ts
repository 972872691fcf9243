/** @vitest-environment node */
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { audience, issuer } from '../../server/auth/token-service';
import { call, demo, expectContract, expired, json, login } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();

const minutes = (n: number) => n * 60_000;

async function jwtSecret(): Promise<Uint8Array> {
  const [row] = await server.db.query<{ value: string }>("SELECT value FROM settings WHERE key = 'jwt_secret'");
  return new TextEncoder().encode(row?.value ?? '');
}

describe('login', () => {
  it('answers tokens, the QA options header and a 59-minute HS256 token', async () => {
    const response = await call(server.app, 'POST', 'front/login', { body: demo });
    expect(response.statusCode).toBe(200);
    // The test servers serve the development routes: the QA options name them (session-qa-options.test.ts).
    expect(JSON.parse(String(response.headers['x-qa-options']))).toMatchObject({ helpers: expect.any(Array) });
    const body = json<{ token: string; refresh_token: string }>(response);
    expectContract('Tokens', body);
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ iss: issuer, aud: audience });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3540);
  });

  it('refuses wrong credentials with the same answer for an unknown e-mail', async () => {
    for (const body of [
      { ...demo, password: 'Wrong#2026ok' },
      { email: 'nobody@example.com', password: 'Wrong#2026ok' },
    ]) {
      const response = await call(server.app, 'POST', 'front/login', { body });
      expect(response.statusCode).toBe(401);
      expect(json<ErrorBody>(response)).toEqual({ code: 401, message: 'Invalid credentials.', key: 'invalid_credentials' });
    }
  });

  it('lets a member whose password expired log in (the portal forces the change)', async () => {
    const { token } = await login(server.app, expired);
    const user = json<{ notification: { password_create_date: string; expire_after_days: number } }>(
      await call(server.app, 'GET', 'user_light', { token }),
    );
    const expiresAt = Date.parse(user.notification.password_create_date) + user.notification.expire_after_days * 86_400_000;
    expect(expiresAt).toBeLessThan(Date.now());
  });

  it('answers 422 with violations for a body without a password', async () => {
    const response = await call(server.app, 'POST', 'front/login', { body: { email: demo.email } });
    expect(response.statusCode).toBe(422);
    expect(json<ErrorBody>(response)).toEqual({
      code: 422,
      message: 'Validation failed',
      key: 'validation_failed',
      violations: [{ propertyPath: 'password', message: 'This value is required.', key: 'required' }],
    });
  });
});

describe('access tokens', () => {
  it('accepts a valid token and marks every API answer no-store', async () => {
    const { token } = await login(server.app, demo);
    const response = await call(server.app, 'GET', 'access_token', { token });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ valid: true, anonymous: false });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a missing token', async () => {
    expect((await call(server.app, 'GET', 'user_light')).statusCode).toBe(401);
  });

  it('refuses alg:none', async () => {
    const unsigned = new UnsecuredJWT({ sid: 'x' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect((await call(server.app, 'GET', 'user_light', { token: unsigned })).statusCode).toBe(401);
  });

  it('refuses a tampered token', async () => {
    const { token } = await login(server.app, demo);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '2' })).toString('base64url');
    expect((await call(server.app, 'GET', 'user_light', { token: `${header}.${forged}.${signature}` })).statusCode).toBe(401);
  });

  it('refuses a token of another audience or issuer, even with the right key', async () => {
    const { token } = await login(server.app, demo);
    const { sub = '', sid } = decodeJwt(token);
    const key = await jwtSecret();
    const sign = (iss: string, aud: string) =>
      new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(iss)
        .setAudience(aud)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    expect((await call(server.app, 'GET', 'user_light', { token: await sign(issuer, audience) })).statusCode).toBe(200);
    expect((await call(server.app, 'GET', 'user_light', { token: await sign(issuer, 'another-app') })).statusCode).toBe(401);
    expect((await call(server.app, 'GET', 'user_light', { token: await sign('someone-else', audience) })).statusCode).toBe(401);
  });

  it('refuses a token after 59 minutes', async () => {
    const { token } = await login(server.app, demo);
    server.clock.advance(minutes(58));
    expect((await call(server.app, 'GET', 'user_light', { token })).statusCode).toBe(200);
    server.clock.advance(minutes(2));
    const response = await call(server.app, 'GET', 'user_light', { token });
    server.clock.reset();
    expect(response.statusCode).toBe(401);
    expect(json<ErrorBody>(response).key).toBe('invalid_token');
  });
});

describe('anonymous tokens', () => {
  it('gives a guest token that passes the login check but no member route', async () => {
    const response = await call(server.app, 'POST', 'front/anonymous_token', { body: { platform: 'miles' } });
    expect(response.statusCode).toBe(200);
    const { token } = json<{ token: string }>(response);
    expect(decodeJwt(token)).toMatchObject({ sub: 'anonymous', scope: 'anonymous' });
    expect(json(await call(server.app, 'GET', 'access_token', { token }))).toEqual({ valid: true, anonymous: true });
    expect((await call(server.app, 'GET', 'user_light', { token })).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotates: the new pair works, the used refresh token is refused', async () => {
    const first = await login(server.app, demo);
    const response = await call(server.app, 'POST', 'token/refresh', { body: { refresh_token: first.refresh_token } });
    expect(response.statusCode).toBe(200);
    const second = json<{ token: string; refresh_token: string }>(response);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await call(server.app, 'GET', 'user_light', { token: second.token })).statusCode).toBe(200);
    // After the 20-second grace window for tabs refreshing together (tests/api/auth-sessions.test.ts).
    server.clock.advance(21_000);
    const again = await call(server.app, 'POST', 'token/refresh', { body: { refresh_token: first.refresh_token } });
    server.clock.reset();
    expect(again.statusCode).toBe(401);
    expect(json<ErrorBody>(again).key).toBe('refresh_token_reused');
  });

  it('revokes the whole family when a used token comes back', async () => {
    const first = await login(server.app, demo);
    const second = json<{ token: string; refresh_token: string }>(
      await call(server.app, 'POST', 'token/refresh', { body: { refresh_token: first.refresh_token } }),
    );
    // An attacker replays the stolen first token (after the grace window): the session ends for everybody.
    server.clock.advance(21_000);
    expect((await call(server.app, 'POST', 'token/refresh', { body: { refresh_token: first.refresh_token } })).statusCode).toBe(401);
    expect((await call(server.app, 'POST', 'token/refresh', { body: { refresh_token: second.refresh_token } })).statusCode).toBe(401);
    expect((await call(server.app, 'GET', 'user_light', { token: second.token })).statusCode).toBe(401);
    server.clock.reset();
  });

  it('refuses an unknown refresh token', async () => {
    const response = await call(server.app, 'POST', 'token/refresh', { body: { refresh_token: 'not-a-token' } });
    expect(response.statusCode).toBe(401);
    expect(json<ErrorBody>(response).key).toBe('invalid_refresh_token');
  });

  it('works with an expired access token in the Authorization header', async () => {
    const first = await login(server.app, demo);
    server.clock.advance(minutes(61));
    const response = await call(server.app, 'POST', 'token/refresh', { token: first.token, body: { refresh_token: first.refresh_token } });
    server.clock.reset();
    expect(response.statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('ends the session: refresh and access tokens are refused', async () => {
    const tokens = await login(server.app, demo);
    expect((await call(server.app, 'POST', 'front/logout', { body: { refresh_token: tokens.refresh_token } })).statusCode).toBe(204);
    expect((await call(server.app, 'POST', 'token/refresh', { body: { refresh_token: tokens.refresh_token } })).statusCode).toBe(401);
    expect((await call(server.app, 'GET', 'user_light', { token: tokens.token })).statusCode).toBe(401);
  });
});
