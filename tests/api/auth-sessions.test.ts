/** @vitest-environment node */
// Issue 9.6 and 9a: tabs refreshing together keep the session (a grace window for the just-rotated refresh
// token) while a real reuse still revokes it; sessions end at a fixed time whatever their refreshes. Also run
// on a real PostgreSQL by `npm run test:pg` (the two refreshes at once really race there).
import { afterEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { agent, call, demo, json, login } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();
afterEach(() => server.clock.reset());

const seconds = (n: number) => n * 1000;
const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 86_400_000;
const refresh = (refreshToken: string) => call(server.app, 'POST', 'token/refresh', { body: { refresh_token: refreshToken } });
const userLight = (token: string) => call(server.app, 'GET', 'user_light', { token });

describe('refresh from several tabs at once (grace window)', { timeout: 30_000 }, () => {
  it('gives both of two refreshes of the same token at once a working pair of the same session', async () => {
    const first = await login(server.app, demo);
    const answers = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((r) => json<Schemas['Tokens']>(r));
    if (!a || !b) throw new Error('two answers expected');
    expect(a.refresh_token).not.toBe(b.refresh_token);
    for (const pair of [a, b]) {
      expect((await userLight(pair.token)).statusCode).toBe(200);
      expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
    }
  });

  it('still accepts the rotated token 19 s later, not 21 s later: then the whole family is revoked', async () => {
    const first = await login(server.app, demo);
    const second = json<Schemas['Tokens']>(await refresh(first.refresh_token));
    server.clock.advance(seconds(19));
    const tab = await refresh(first.refresh_token);
    expect(tab.statusCode).toBe(200);
    server.clock.advance(seconds(2));
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(json<ErrorBody>(replay).key).toBe('refresh_token_reused');
    // Every pair of the family ends with it.
    expect((await userLight(second.token)).statusCode).toBe(401);
    expect((await refresh(json<Schemas['Tokens']>(tab).refresh_token)).statusCode).toBe(401);
  });
});

describe('absolute lifetimes', { timeout: 30_000 }, () => {
  it('ends an ordinary session 30 days after login, however often it was refreshed', async () => {
    let tokens = await login(server.app, demo);
    for (let day = 0; day < 28; day += 7) {
      server.clock.advance(days(7));
      const renewed = await refresh(tokens.refresh_token);
      expect(renewed.statusCode, `day ${day + 7}`).toBe(200);
      tokens = json<Schemas['Tokens']>(renewed);
    }
    // Day 30: the refresh token of day 28 has 28 days left, but the session ends 30 days after login.
    server.clock.advance(days(2));
    const late = await refresh(tokens.refresh_token);
    expect(late.statusCode).toBe(401);
    expect(json<ErrorBody>(late).key).toBe('session_expired');
  });

  it('ends an impersonation session 1 hour after it was opened: refresh and the access token', async () => {
    const agentToken = (await login(server.app, agent)).token;
    const { hash } = json<Schemas['ImpersonationHash']>(
      await call(server.app, 'POST', 'admin/impersonation_hashes', { token: agentToken, body: { email: demo.email } }),
    );
    let tokens = json<Schemas['ImpersonationTokens']>(await call(server.app, 'POST', 'impersonate', { body: { hash } }));
    server.clock.advance(minutes(50));
    const renewed = await refresh(tokens.refresh_token);
    expect(renewed.statusCode).toBe(200);
    tokens = { ...tokens, ...json<Schemas['Tokens']>(renewed) };
    server.clock.advance(minutes(11));
    // The access token of minute 50 is younger than 59 minutes, but the session is over.
    const call401 = await userLight(tokens.token);
    expect(call401.statusCode).toBe(401);
    expect(json<ErrorBody>(call401).key).toBe('session_ended');
    const late = await refresh(tokens.refresh_token);
    expect(late.statusCode).toBe(401);
    expect(json<ErrorBody>(late).key).toBe('session_expired');
  });
});
