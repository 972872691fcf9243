/** @vitest-environment node */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { agent, call, demo, expectContract, json, login } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['agent'] });

const createHash = (token: string, email = demo.email) =>
  call(server.app, 'POST', 'admin/impersonation_hashes', { token, body: { email } });
const impersonate = (hash: string) => call(server.app, 'POST', 'impersonate', { body: { hash } });

describe('impersonation', () => {
  it('gives an agent a one-time link that opens the member session', async () => {
    const created = await createHash(tokens.agent);
    expect(created.statusCode).toBe(201);
    const { hash, url } = json<Schemas['ImpersonationHash']>(created);
    expectContract('ImpersonationHash', { hash, url });
    expect(url).toBe(`/impersonate/${hash}`);
    const opened = await impersonate(hash);
    expect(opened.statusCode).toBe(200);
    const session = json<Schemas['ImpersonationTokens']>(opened);
    expectContract('ImpersonationTokens', session);
    expect(session.impersonated_by).toBe(agent.email);
    // The access token names the acting agent (RFC 8693 `act`): the subject of the agent's own token.
    expect(decodeJwt(session.token).act).toEqual({ sub: decodeJwt(tokens.agent).sub });
    expect(json<Schemas['UserLight']>(await call(server.app, 'GET', 'user_light', { token: session.token })).email).toBe(demo.email);
    const again = await impersonate(hash);
    expect(again.statusCode).toBe(410);
    expect(json<ErrorBody>(again).key).toBe('impersonation_expired');
  });

  it('refuses members (403), also a member session opened by an agent', async () => {
    const { token } = await login(server.app, demo);
    expect((await createHash(token, agent.email)).statusCode).toBe(403);
    const { hash } = json<Schemas['ImpersonationHash']>(await createHash(tokens.agent));
    const { token: actingToken } = json<Schemas['ImpersonationTokens']>(await impersonate(hash));
    expect((await createHash(actingToken, 'other@example.com')).statusCode).toBe(403);
  });

  it('expires after 5 minutes', async () => {
    const { hash } = json<Schemas['ImpersonationHash']>(await createHash(tokens.agent));
    server.clock.advance(5 * 60_000 + 1000);
    const late = await impersonate(hash);
    server.clock.reset();
    expect(late.statusCode).toBe(410);
    expect(json<ErrorBody>(late)).toMatchObject({ code: 410, key: 'impersonation_expired' });
  });

  it('answers 404 for an unknown member', async () => {
    expect((await createHash(tokens.agent, 'nobody@example.com')).statusCode).toBe(404);
  });
});
