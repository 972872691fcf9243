/** @vitest-environment node */
// Issue 9.1: the login lock counts password *evaluations* per account, atomically, whatever the concurrency
// and however many addresses. Also run on a real PostgreSQL by `npm run test:pg` (PGlite runs one
// transaction at a time; there the bursts really race).
import { describe, expect, it } from 'vitest';
import { call, freshMember, json, login, loginFrom } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer({ rateLimit: true });

const window = 15 * 60_000;
/** Six client addresses, fewer than the per-IP limit of 30 logins a minute each: only the account lock can stop a burst. */
const addresses = ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5', '10.0.0.6'];
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('account lock under concurrency (5 wrong passwords evaluated per account and window)', { timeout: 30_000 }, () => {
  it('evaluates at most 5 of a burst of 24 wrong passwords from 6 addresses, then refuses the right one with the wait', async () => {
    const member = await freshMember(server.app);
    const wrong = { ...member, password: 'Wrong#2026ok' };
    const burst = await Promise.all(
      Array.from({ length: 24 }, (_, i) => loginFrom(server.app, wrong, addresses[i % addresses.length] ?? '')),
    );
    const answered = statuses(burst);
    // A 401 is only ever sent after the password was evaluated: exactly the budget, the rest locked out.
    expect(count(answered, 401)).toBe(5);
    expect(count(answered, 429)).toBe(19);

    const locked = await loginFrom(server.app, member, '10.0.0.99');
    expect(locked.statusCode).toBe(429);
    const body = json<ErrorBody>(locked);
    expect(body).toMatchObject({ code: 429, key: 'too_many_attempts' });
    expect(body.retry_after).toBeGreaterThan(14 * 60);
    expect(body.retry_after).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers['retry-after']).toBe(String(body.retry_after));

    server.clock.advance(5 * 60_000);
    const later = json<ErrorBody>(await loginFrom(server.app, member, '10.0.0.98'));
    expect(later.retry_after).toBeLessThanOrEqual(10 * 60);

    server.clock.advance(window - 5 * 60_000 + 1000);
    expect((await loginFrom(server.app, member, '10.0.0.97')).statusCode).toBe(200);
  });

  it('refuses the right password sent in the same burst as the wrong ones once they used the budget', async () => {
    const member = await freshMember(server.app);
    const wrong = { ...member, password: 'Wrong#2026ok' };
    const first = await Promise.all(Array.from({ length: 5 }, (_, i) => loginFrom(server.app, wrong, addresses[i] ?? '')));
    expect(statuses(first)).toEqual([401, 401, 401, 401, 401]);
    const burst = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => loginFrom(server.app, wrong, addresses[i % 6] ?? '')),
      loginFrom(server.app, member, '10.0.1.1'),
    ]);
    expect(statuses(burst).every((s) => s === 429)).toBe(true);
  });

  it('locks an unknown e-mail the same way (the lock does not tell which accounts exist)', async () => {
    const nobody = { email: `nobody-${Date.now()}@example.com`, password: 'Wrong#2026ok' };
    const answered = statuses(
      await Promise.all(Array.from({ length: 8 }, (_, i) => loginFrom(server.app, nobody, addresses[i % 6] ?? ''))),
    );
    expect(count(answered, 401)).toBe(5);
    expect(count(answered, 429)).toBe(3);
  });

  it('keeps the per-IP limit: the 31st login of a minute from one address is refused whatever the accounts', async () => {
    // 31 different (unknown) accounts, so no account lock is involved: each of the first 30 is evaluated.
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push(await loginFrom(server.app, { email: `ip-limit-${i}@example.com`, password: 'Wrong#2026ok' }, '10.0.2.1'));
    expect(statuses(answers.slice(0, 30)).every((s) => s === 401)).toBe(true);
    expect(answers[30]?.statusCode).toBe(429);
    expect(json<ErrorBody>(answers[30] ?? answers[0]!).key).toBe('too_many_requests');
  });
});

describe('change_password counts wrong current passwords in the same budget', { timeout: 30_000 }, () => {
  it('locks after 5 wrong current passwords, for the change and for the login, with the wait', async () => {
    const member = await freshMember(server.app);
    const { token } = await login(server.app, member);
    const change = (current: string) =>
      call(server.app, 'POST', 'user/change_password', {
        token,
        body: { current_password: current, password: 'Newer#2026ok', password_confirmation: 'Newer#2026ok' },
      });
    const burst = statuses(await Promise.all(Array.from({ length: 9 }, () => change('Wrong#2026ok'))));
    expect(count(burst, 422)).toBe(5);
    expect(count(burst, 429)).toBe(4);
    const right = await change(member.password);
    expect(right.statusCode).toBe(429);
    expect(json<ErrorBody>(right).retry_after).toBeGreaterThan(0);
    expect((await loginFrom(server.app, member, '10.0.3.1')).statusCode).toBe(429);
  });
});
