/** @vitest-environment node */
// The password asked again for a PIN reveal is checked under a budget of the signed-in member's own: strangers'
// wrong logins (anyone who knows the address) never block it, and a stolen session still cannot use the reveal to
// guess passwords faster than 5 per 15 minutes.
import { describe, expect, it } from 'vitest';
import { call, json, loginFrom } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { cardApi, cardIn } from './support/card-calls';
import { useTestServer } from './support/use-test-server';

// The limits on: the budgets are what this file tests.
const { server } = useTestServer({ rateLimit: true });

describe('the password of a PIN reveal', () => {
  it("is not blocked by strangers' wrong logins on the account", async () => {
    const { member, card } = await cardIn(server, 'active');
    const strangers = ['10.6.0.1', '10.6.0.2', '10.6.0.3'];
    await Promise.all(
      strangers.flatMap((address) =>
        Array.from({ length: 6 }, (_, i) => loginFrom(server.app, { email: member.email, password: `Wrong#2026-${i}` }, address)),
      ),
    );
    const reveal = await cardApi(server).revealToken(member.token, card.id, member.password);
    expect(reveal.statusCode, reveal.body).toBe(201);
  });

  it('has a budget of its own: 5 wrong ones refuse the right one with the wait, and leave the login alone', async () => {
    const { member, card } = await cardIn(server, 'active');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await cardApi(server).revealToken(member.token, card.id, `Wrong#2026-${i}`);
      expect([wrong.statusCode, json<ErrorBody>(wrong).key]).toEqual([422, 'password_invalid']);
    }
    const locked = await cardApi(server).revealToken(member.token, card.id, member.password);
    expect([locked.statusCode, json<ErrorBody>(locked).key]).toEqual([429, 'too_many_attempts']);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const login = await call(server.app, 'POST', 'front/login', { body: { email: member.email, password: member.password } });
    expect(login.statusCode).toBe(200);
  });
});
