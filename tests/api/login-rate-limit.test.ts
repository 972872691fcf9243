/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import { call, demo, json, other } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer({ rateLimit: true });

const wrong = { ...demo, password: 'Wrong#2026ok' };

describe('login lock (5 wrong passwords per account in 15 minutes; concurrency in auth-login-lock.test.ts)', () => {
  it('answers 429 after 5 failures, even with the right password, then lets the member in after 15 minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await call(server.app, 'POST', 'front/login', { body: wrong })).statusCode).toBe(401);
    const locked = await call(server.app, 'POST', 'front/login', { body: demo });
    expect(locked.statusCode).toBe(429);
    expect(json<ErrorBody>(locked)).toMatchObject({ code: 429, key: 'too_many_attempts' });
    expect(Number(locked.headers['retry-after'])).toBe(json<ErrorBody>(locked).retry_after);
    // Another account from the same IP is not affected.
    expect((await call(server.app, 'POST', 'front/login', { body: other })).statusCode).toBe(200);
    server.clock.advance(15 * 60_000 + 1000);
    expect((await call(server.app, 'POST', 'front/login', { body: demo })).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    for (let i = 0; i < 4; i++) await call(server.app, 'POST', 'front/login', { body: wrong });
    expect((await call(server.app, 'POST', 'front/login', { body: demo })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await call(server.app, 'POST', 'front/login', { body: wrong })).statusCode).toBe(401);
  });
});
