/** @vitest-environment node */
// Tabs refreshing together keep the session (a grace window for the just-rotated refresh
// token) while a real reuse still revokes it; sessions end at a fixed time whatever their refreshes. Also run
// on a real PostgreSQL by `npm run test:pg` (the two refreshes at once really race there).
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { digest } from '../../server/auth/random-tokens';
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
/** The refresh tokens of an access token's family that may still be spent: more than one is a second branch. */
async function liveRefreshTokens(accessToken: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM refresh_tokens WHERE family_id = $1 AND used_at IS NULL',
    [String(decodeJwt(accessToken).sid)],
  );
  return row?.n ?? 0;
}

describe('refresh from several tabs at once (grace window)', { timeout: 30_000 }, () => {
  it('gives both of two refreshes of the same token at once the same successor refresh token', async () => {
    const first = await login(server.app, demo);
    const answers = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((r) => json<Schemas['Tokens']>(r));
    if (!a || !b) throw new Error('two answers expected');
    expect(b.refresh_token).toBe(a.refresh_token);
    expect(await liveRefreshTokens(a.token)).toBe(1);
    for (const pair of [a, b]) expect((await userLight(pair.token)).statusCode).toBe(200);
  });

  it('answers a replay 19 s later with the very same successor, not 21 s later: then the whole family is revoked', async () => {
    const first = await login(server.app, demo);
    const second = json<Schemas['Tokens']>(await refresh(first.refresh_token));
    server.clock.advance(seconds(19));
    const tab = await refresh(first.refresh_token);
    expect(tab.statusCode).toBe(200);
    expect(json<Schemas['Tokens']>(tab).refresh_token).toBe(second.refresh_token);
    server.clock.advance(seconds(2));
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(json<ErrorBody>(replay).key).toBe('refresh_token_reused');
    // Every pair of the family ends with it.
    expect((await userLight(second.token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('keeps one branch: 25 s after a replay in the grace, one refresh token of the family is live', async () => {
    const first = await login(server.app, demo);
    const second = json<Schemas['Tokens']>(await refresh(first.refresh_token));
    server.clock.advance(seconds(5));
    const replayed = json<Schemas['Tokens']>(await refresh(first.refresh_token));
    server.clock.advance(seconds(20));
    const third = await refresh(second.refresh_token);
    expect(third.statusCode).toBe(200);
    expect(await liveRefreshTokens(second.token)).toBe(1);
    // The replay's pair was the same branch: its refresh token is the one just spent, not a second live one.
    expect(replayed.refresh_token).toBe(second.refresh_token);
  });

  it('treats a replay inside the grace as reuse once the successor was used: the family ends', async () => {
    const first = await login(server.app, demo);
    const second = json<Schemas['Tokens']>(await refresh(first.refresh_token));
    const third = json<Schemas['Tokens']>(await refresh(second.refresh_token));
    server.clock.advance(seconds(1));
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(json<ErrorBody>(replay).key).toBe('refresh_token_reused');
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
    expect((await userLight(third.token)).statusCode).toBe(401);
  });

  it('keeps the successor only sealed, and only for the grace window', async () => {
    const first = await login(server.app, demo);
    const second = json<Schemas['Tokens']>(await refresh(first.refresh_token));
    const sealed = async () =>
      (
        await server.db.query<{ successor_sealed: string | null }>('SELECT successor_sealed FROM refresh_tokens WHERE token_hash = $1', [
          digest(first.refresh_token),
        ])
      )[0]?.successor_sealed;
    const during = await sealed();
    expect(during).toEqual(expect.any(String));
    expect(during).not.toContain(second.refresh_token);
    expect(Buffer.from(during ?? '', 'base64url').toString('latin1')).not.toContain(second.refresh_token);
    server.clock.advance(seconds(21));
    // Any later refresh clears what the grace no longer needs.
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
    expect(await sealed()).toBeNull();
  });
});

describe('absolute lifetimes', { timeout: 30_000 }, () => {
  it('ends an ordinary session after 30 days from login, however often it was refreshed', async () => {
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

  it('ends an impersonation session after one hour from its opening: refresh and the access token', async () => {
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
