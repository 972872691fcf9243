/** @vitest-environment node */
// The login lock told as a member meets it, one attempt after the other (concurrency and strangers in
// auth-login-lock.test.ts): per account and address, a wait after the second wrong password, the captcha
// after the third on the account, the address locked after the fifth.
import { afterEach, describe, expect, it } from 'vitest';
import { demo, freshMember, json, loginFrom, other, solvedCaptcha } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer({ rateLimit: true });
afterEach(() => server.clock.reset());

const here = '10.5.0.1';
const elsewhere = '10.5.0.2';
const wrongOf = (who: { email: string }) => ({ email: who.email, password: 'Wrong#2026ok' });
const withCaptcha = async (who: { email: string; password: string }) => ({ ...who, captcha: await solvedCaptcha(server.app) });

describe('login lock (5 wrong passwords per account and address in 15 minutes)', { timeout: 60_000 }, () => {
  it('locks the address after 5 failures, even with the right password, and lets it in after 15 minutes', async () => {
    for (let i = 0; i < 5; i++) {
      const body = i < 3 ? wrongOf(demo) : await withCaptcha(wrongOf(demo));
      expect((await loginFrom(server.app, body, here)).statusCode).toBe(401);
      server.clock.advance(10_000);
    }
    const locked = await loginFrom(server.app, await withCaptcha(demo), here);
    expect(locked.statusCode).toBe(429);
    expect(json<ErrorBody>(locked)).toMatchObject({ code: 429, key: 'too_many_attempts' });
    expect(Number(locked.headers['retry-after'])).toBe(json<ErrorBody>(locked).retry_after);
    // Another account from the same address is not affected; the same account from another address brings the captcha.
    expect((await loginFrom(server.app, other, here)).statusCode).toBe(200);
    expect((await loginFrom(server.app, await withCaptcha(demo), elsewhere)).statusCode).toBe(200);
    server.clock.advance(15 * 60_000);
    expect((await loginFrom(server.app, demo, here)).statusCode).toBe(200);
  });

  it("forgets the address's failures after a successful login (no more wait)", async () => {
    const member = await freshMember(server.app);
    expect((await loginFrom(server.app, wrongOf(member), here)).statusCode).toBe(401);
    expect((await loginFrom(server.app, wrongOf(member), here)).statusCode).toBe(401);
    expect((await loginFrom(server.app, member, here)).statusCode).toBe(429);
    server.clock.advance(2_000);
    expect((await loginFrom(server.app, member, here)).statusCode).toBe(200);
    expect((await loginFrom(server.app, wrongOf(member), here)).statusCode).toBe(401);
    // The account's three failures ask for the captcha; the address, its failures forgotten, need not wait.
    expect((await loginFrom(server.app, await withCaptcha(member), here)).statusCode).toBe(200);
  });
});
