/** @vitest-environment node */
// A wrong password asking for a PIN reveal token counts towards the login lock exactly like a wrong login
// (the same counter, per account): otherwise the reveal would be a way to guess passwords past the lock.
import { describe, expect, it } from 'vitest';
import { call, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { cardApi, cardIn } from './support/card-calls';
import { useTestServer } from './support/use-test-server';

// The limits on: the lock is what this file tests.
const { server } = useTestServer({ rateLimit: true });

describe('wrong passwords on the PIN reveal', () => {
  it('count towards the login lock: 4 wrong logins + 1 wrong reveal lock the account', async () => {
    const { member, card } = await cardIn(server, 'active');
    for (let i = 0; i < 4; i += 1) {
      const wrong = await call(server.app, 'POST', 'front/login', { body: { email: member.email, password: `Wrong#2026-${i}` } });
      expect(wrong.statusCode).toBe(401);
    }
    const fifth = await cardApi(server).revealToken(member.token, card.id, 'Wrong#2026-5');
    expect([fifth.statusCode, json<ErrorBody>(fifth).key]).toEqual([422, 'password_invalid']);
    const right = await call(server.app, 'POST', 'front/login', { body: { email: member.email, password: member.password } });
    expect([right.statusCode, json<ErrorBody>(right).key]).toEqual([429, 'too_many_attempts']);
  });

  it('are refused without being checked while the account is locked, even the right password', async () => {
    const { member, card } = await cardIn(server, 'active');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await cardApi(server).revealToken(member.token, card.id, `Wrong#2026-${i}`);
      expect(wrong.statusCode).toBe(422);
    }
    const locked = await cardApi(server).revealToken(member.token, card.id, member.password);
    expect([locked.statusCode, json<ErrorBody>(locked).key]).toEqual([429, 'too_many_attempts']);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const login = await call(server.app, 'POST', 'front/login', { body: { email: member.email, password: member.password } });
    expect(login.statusCode).toBe(429);
  });
});
