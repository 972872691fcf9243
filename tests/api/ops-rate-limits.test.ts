/** @vitest-environment node */
// So that no client can starve the others: per-member budgets (reads generous, writes tighter) and per-IP limits, counted in the
// database so that every API process on it shares them.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { audience, issuer } from '../../server/auth/token-service';
import { memberBudgets } from '../../server/http/rate-limits';
import { call, demo, json, login, other } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimit: true });
});
afterAll(() => server.close());

async function memberId(email: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  if (!row) throw new Error(`no member ${email}`);
  return row.id;
}

const addFavorite = (token: string) => call(server.app, 'POST', 'favorites', { token, body: { type: 'hotel', id: 1 } });

function expectTooMany(response: Awaited<ReturnType<typeof call>>): void {
  expect(response.statusCode, response.body).toBe(429);
  expect(json<ErrorBody>(response)).toEqual({
    code: 429,
    message: 'Too many requests. Please try again in a minute.',
    key: 'too_many_requests',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('per-member rate limits', () => {
  it(
    'gives a member a generous read budget, then 429 with Retry-After; others keep reading; it refills',
    { timeout: 120_000 },
    async () => {
      const flooder = (await login(server.app, demo)).token;
      const bystander = (await login(server.app, other)).token;
      for (let i = 0; i < memberBudgets.read; i++) {
        const response = await call(server.app, 'GET', 'user/role', { token: flooder });
        expect(response.statusCode, `read ${i + 1}`).toBe(200);
      }
      expectTooMany(await call(server.app, 'GET', 'points_history', { token: flooder }));
      // Writes have their own budget; another member is not slowed at all.
      expect((await addFavorite(flooder)).statusCode).toBeLessThan(300);
      expect((await call(server.app, 'GET', 'user/role', { token: bystander })).statusCode).toBe(200);
      server.clock.advance(memberBudgets.windowMs);
      expect((await call(server.app, 'GET', 'user/role', { token: flooder })).statusCode).toBe(200);
    },
  );

  it('gives writes a tighter budget', { timeout: 60_000 }, async () => {
    server.clock.advance(memberBudgets.windowMs);
    const token = (await login(server.app, other)).token;
    for (let i = 0; i < memberBudgets.write; i++) expect((await addFavorite(token)).statusCode, `write ${i + 1}`).toBeLessThan(300);
    expectTooMany(await addFavorite(token));
    expectTooMany(
      await call(server.app, 'POST', 'points_transfers', {
        token,
        body: { agent_code: 'FA123456', amount: 1000 },
        headers: { 'idempotency-key': 'ping-pong-0000000001' },
      }),
    );
  });

  it('counts only verified tokens: a forged token naming a member spends nothing of that member', async () => {
    server.clock.advance(memberBudgets.windowMs);
    const victim = await memberId(demo.email);
    const forged = await new SignJWT({ sid: 'forged' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(String(victim))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not the server key'));
    for (let i = 0; i < memberBudgets.write + 5; i++) expect((await addFavorite(forged)).statusCode).toBe(401);
    const counters = await server.db.query('SELECT key FROM rate_limit_counters WHERE key LIKE $1', [`member:${victim}:%`]);
    expect(counters.filter((c) => (c as { key: string }).key.endsWith(':write'))).toEqual([]);
    expect((await addFavorite((await login(server.app, demo)).token)).statusCode).toBeLessThan(300);
  });
});

describe('limits shared through the database', () => {
  it('holds a member budget and a per-IP limit across two servers on one database', { timeout: 120_000 }, async () => {
    server.clock.advance(memberBudgets.windowMs);
    const second = await buildServer({ db: server.db, clock: server.clock.now, rateLimit: true, devOutbox: true });
    try {
      const token = (await login(server.app, demo)).token;
      for (let i = 0; i < memberBudgets.write; i++) expect((await addFavorite(token)).statusCode).toBeLessThan(300);
      // The budget was spent on the first server: the second one refuses too.
      const refused = await call(second, 'POST', 'favorites', { token, body: { type: 'hotel', id: 1 } });
      expectTooMany(refused);

      // POST users/recovery: 5 per minute and IP, spread over both servers.
      const recover = (app: typeof second) => call(app, 'POST', 'users/recovery', { body: { email: 'nobody@example.com' } });
      for (let i = 0; i < 5; i++) expect((await recover(i % 2 === 0 ? server.app : second)).statusCode).toBe(204);
      expectTooMany(await recover(second));
      expectTooMany(await recover(server.app));
      const [counter] = await server.db.query<{ hits: number }>(
        "SELECT hits FROM rate_limit_counters WHERE key LIKE 'ip:POST /api/users/recovery:%'",
      );
      expect(counter?.hits).toBe(7);
    } finally {
      await second.close();
    }
  });
});
