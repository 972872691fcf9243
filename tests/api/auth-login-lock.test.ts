/** @vitest-environment node */
// The login lock counts wrong passwords per account *and* source address, so a stranger who knows an e-mail
// address locks only their own address out; across addresses, a few failures make the login ask for the
// captcha, which is what slows a spread-out guessing campaign. Bursts stay bounded: a password is evaluated only
// after a slot was reserved atomically. Also run on a real PostgreSQL by `npm run test:pg` (PGlite runs one
// transaction at a time; there the bursts really race).
import { afterEach, describe, expect, it } from 'vitest';
import { call, freshMember, json, login, loginFrom, solvedCaptcha } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer({ rateLimit: true });
afterEach(() => server.clock.reset());

const seconds = (n: number) => n * 1000;
/** Six client addresses, fewer than the per-IP limit of 30 logins a minute each: only the account's counters can stop a burst. */
const addresses = ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5', '10.0.0.6'];
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;
const keyOf = (answer: Parameters<typeof json>[0]) => json<ErrorBody>(answer).key;
const wrongFor = (member: { email: string }) => ({ email: member.email, password: 'Wrong#2026ok' });
/** A login's body with this captcha (a solution, or anything else). */
const solvedBy = (who: { email: string; password: string }, captcha: string) => ({ ...who, captcha });
const withCaptcha = async (who: { email: string; password: string }) => solvedBy(who, await solvedCaptcha(server.app));

describe('a stranger who knows the address cannot lock its owner out', { timeout: 60_000 }, () => {
  it("locks only the stranger's address after 5 wrong passwords; the owner logs in from theirs with the captcha", async () => {
    const member = await freshMember(server.app);
    const stranger = '10.1.0.1';
    for (let i = 0; i < 5; i++) {
      const wrong = await loginFrom(server.app, i < 3 ? wrongFor(member) : await withCaptcha(wrongFor(member)), stranger);
      expect(wrong.statusCode, wrong.body).toBe(401);
      server.clock.advance(seconds(20));
    }
    const locked = await loginFrom(server.app, await withCaptcha(member), stranger);
    expect([locked.statusCode, keyOf(locked)]).toEqual([429, 'too_many_attempts']);
    expect(json<ErrorBody>(locked).retry_after).toBeGreaterThan(13 * 60);

    const owner = '10.1.0.2';
    const asked = await loginFrom(server.app, member, owner);
    expect([asked.statusCode, keyOf(asked)]).toEqual([422, 'captcha_required']);
    expect(json<ErrorBody>(asked).violations?.[0]).toMatchObject({ propertyPath: 'captcha', key: 'captcha_required' });
    expect((await loginFrom(server.app, await withCaptcha(member), owner)).statusCode).toBe(200);
  });

  it("never lets strangers' failures block the password change of a signed-in member", async () => {
    const member = await freshMember(server.app);
    const { token } = await login(server.app, member);
    // Every address of the burst fails until locked or asked for the captcha.
    await Promise.all(addresses.flatMap((address) => Array.from({ length: 6 }, () => loginFrom(server.app, wrongFor(member), address))));
    const changed = await call(server.app, 'POST', 'user/change_password', {
      token,
      body: { current_password: member.password, password: 'Newer#2026ok', password_confirmation: 'Newer#2026ok' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
  });

  it('refuses a captcha that is not a fresh solution, on its field', async () => {
    const member = await freshMember(server.app);
    const answer = await loginFrom(server.app, solvedBy(member, Buffer.from('{}').toString('base64')), '10.1.1.1');
    expect([answer.statusCode, keyOf(answer)]).toEqual([422, 'captcha_failed']);
    const captcha = await solvedCaptcha(server.app);
    expect((await loginFrom(server.app, solvedBy(member, captcha), '10.1.1.1')).statusCode).toBe(200);
    expect(keyOf(await loginFrom(server.app, solvedBy(member, captcha), '10.1.1.1'))).toBe('captcha_failed');
  });
});

describe('one address is slowed down before it is locked', { timeout: 60_000 }, () => {
  it('waits 2, 4 then 8 seconds after its 2nd, 3rd and 4th wrong passwords; the 5th locks it for the window', async () => {
    const member = await freshMember(server.app);
    const address = '10.2.0.1';
    // Captchas solved beforehand, so the waits are measured between answers, not around a proof of work.
    const solved = await Promise.all(Array.from({ length: 6 }, () => withCaptcha(wrongFor(member))));
    const attempt = (captcha: boolean) => loginFrom(server.app, captcha ? (solved.pop() ?? wrongFor(member)) : wrongFor(member), address);
    expect(statuses([await attempt(false), await attempt(false)])).toEqual([401, 401]);
    for (const [wait, captcha] of [
      [2, false],
      [4, true],
      [8, true],
    ] as const) {
      const slowed = await attempt(captcha);
      expect([slowed.statusCode, keyOf(slowed)]).toEqual([429, 'too_many_attempts']);
      expect(json<ErrorBody>(slowed).retry_after).toBe(wait);
      expect(slowed.headers['retry-after']).toBe(String(wait));
      server.clock.advance(seconds(wait));
      expect((await attempt(captcha)).statusCode).toBe(401);
    }
    const locked = await attempt(true);
    expect(json<ErrorBody>(locked).retry_after).toBeGreaterThan(14 * 60);
    server.clock.advance(15 * 60_000);
    expect((await loginFrom(server.app, member, address)).statusCode).toBe(200);
  });
});

describe('bursts stay bounded, whatever the concurrency', { timeout: 60_000 }, () => {
  it('evaluates 3 of a burst of 24 wrong passwords from 6 addresses; the rest must bring the captcha', async () => {
    const member = await freshMember(server.app);
    const burst = await Promise.all(
      Array.from({ length: 24 }, (_, i) => loginFrom(server.app, wrongFor(member), addresses[i % addresses.length] ?? '')),
    );
    // A 401 is only ever sent after the password was evaluated.
    expect(count(statuses(burst), 401)).toBe(3);
    for (const answer of burst.filter((a) => a.statusCode !== 401))
      expect(['captcha_required', 'too_many_attempts']).toContain(keyOf(answer));
    expect(keyOf(await loginFrom(server.app, member, '10.0.0.99'))).toBe('captcha_required');
    expect((await loginFrom(server.app, await withCaptcha(member), '10.0.0.99')).statusCode).toBe(200);
  });

  it('evaluates at most 5 of a burst from one address, captchas solved or not', async () => {
    const member = await freshMember(server.app);
    const bodies = await Promise.all(Array.from({ length: 8 }, () => withCaptcha(wrongFor(member))));
    const answered = statuses(await Promise.all(bodies.map((body) => loginFrom(server.app, body, '10.0.3.1'))));
    expect(count(answered, 401)).toBeLessThanOrEqual(5);
    expect(count(answered, 401) + count(answered, 429)).toBe(8);
  });

  it('treats an unknown e-mail the same way (the answers do not tell which accounts exist)', async () => {
    const nobody = { email: `nobody-${Date.now()}@example.com`, password: 'Wrong#2026ok' };
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => loginFrom(server.app, nobody, addresses[i % 6] ?? '')));
    expect(count(statuses(answers), 401)).toBe(3);
    expect(answers.filter((a) => a.statusCode !== 401).every((a) => keyOf(a) === 'captcha_required')).toBe(true);
  });

  it('keeps the per-IP limit: the 31st login of a minute from one address is refused whatever the accounts', async () => {
    // 31 different (unknown) accounts, so no account counter is involved: each of the first 30 is evaluated.
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push(await loginFrom(server.app, { email: `ip-limit-${i}@example.com`, password: 'Wrong#2026ok' }, '10.0.2.1'));
    expect(statuses(answers.slice(0, 30)).every((s) => s === 401)).toBe(true);
    expect(answers[30]?.statusCode).toBe(429);
    expect(keyOf(answers[30] ?? answers[0]!)).toBe('too_many_requests');
  });
});

describe("a signed-in member's password checks have a budget of their own", { timeout: 60_000 }, () => {
  it('change_password: 5 wrong current passwords lock the change only, not the login', async () => {
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
    expect([right.statusCode, keyOf(right)]).toEqual([429, 'too_many_attempts']);
    expect(json<ErrorBody>(right).retry_after).toBeGreaterThan(14 * 60);
    expect((await loginFrom(server.app, member, '10.0.4.1')).statusCode).toBe(200);
    server.clock.advance(15 * 60_000);
    expect((await change(member.password)).statusCode).toBe(204);
  });
});

describe('a studio account', { timeout: 60_000 }, () => {
  it('is locked after 5 wrong passwords, whatever the addresses they came from', async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = await server.app.inject({
        method: 'POST',
        url: '/api/studio/login',
        remoteAddress: `10.2.0.${i + 1}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'market-nl@example.com', password: 'Wrong#2026ok' }),
      });
      expect(wrong.statusCode, wrong.body).toBe(401);
    }
    const locked = await server.app.inject({
      method: 'POST',
      url: '/api/studio/login',
      remoteAddress: '10.2.0.9',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'Market-NL@example.com', password: 'Market#2026ok' }),
    });
    expect([locked.statusCode, keyOf(locked)]).toEqual([429, 'too_many_attempts']);
    server.clock.advance(15 * 60_000);
    const open = await call(server.app, 'POST', 'studio/login', { body: { email: 'market-nl@example.com', password: 'Market#2026ok' } });
    expect(open.statusCode).toBe(200);
  });
});
