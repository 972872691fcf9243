/** @vitest-environment node */
// The portal ends the member's session on a 401 or 403 (requirements §8), so those two statuses speak of the session
// only; a business refusal is a 409 or 422 with its key. Walks every operation of the contract: in a support
// session, what the contract marks `x-support-session: refused` answers 409 impersonation_forbidden whatever the
// request holds, and nothing else answers 401/403 but with a session key (the ideal gift's refusal: shop-ideal-gift).
import { describe, expect, it } from 'vitest';
import { sessionRefusalKeys } from '../../server/http/api-error';
import type { Schemas } from '../../server/http/api-types';
import { refusedInSupportSession } from '../../src/generated/api-operations';
import { call, demo, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { contractOperations } from './support/hostile-requests';
import type { ContractOperation } from './support/hostile-requests';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['agent'] });

// Calls that end or replace the session being walked: asked last, or not at all.
const endingTheSession = new Set(['logout', 'impersonate', 'login', 'refreshToken']);
const refused = new Set<string>(refusedInSupportSession);

async function supportSession(): Promise<string> {
  const hash = json<Schemas['ImpersonationHash']>(
    await call(server.app, 'POST', 'admin/impersonation_hashes', { token: tokens.agent, body: { email: demo.email } }),
  ).hash;
  return json<Schemas['ImpersonationTokens']>(await call(server.app, 'POST', 'impersonate', { body: { hash } })).token;
}

/** A plain request to the operation: `1` for every path parameter, an empty JSON object as body. */
function plainRequest(operation: ContractOperation, token: string) {
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'platform' ? 'front' : '1')).replace(/^\//, '');
  const body = operation.mediaType === 'application/json' || operation.mediaType === 'application/merge-patch+json' ? {} : undefined;
  return call(server.app, operation.method, url, { token, ...(body ? { body } : {}) });
}

describe('401 and 403 speak of the session only', () => {
  it('every operation the contract refuses to a support session answers 409 impersonation_forbidden, before reading its request', async () => {
    const token = await supportSession();
    const operations = contractOperations().filter((o) => refused.has(o.operationId));
    expect(operations.map((o) => o.operationId).sort()).toEqual([...refused].sort());
    for (const operation of operations) {
      const answer = await plainRequest(operation, token);
      expect([operation.operationId, answer.statusCode, json<ErrorBody>(answer).key]).toEqual([
        operation.operationId,
        409,
        'impersonation_forbidden',
      ]);
    }
  });

  it('no operation answers a support session with 401 or 403 but with a session key, and the session still works after the walk', async () => {
    const token = await supportSession();
    for (const operation of contractOperations().filter((o) => !endingTheSession.has(o.operationId))) {
      const answer = await plainRequest(operation, token);
      if (answer.statusCode === 401 || answer.statusCode === 403) {
        expect(sessionRefusalKeys.has(json<ErrorBody>(answer).key ?? ''), `${operation.operationId}: ${answer.body}`).toBe(true);
      }
    }
    expect((await call(server.app, 'GET', 'user_light', { token })).statusCode).toBe(200);
  });

  it('an HTTP refusal of 401 or 403 cannot be built with a business key', async () => {
    const { ApiError } = await import('../../server/http/api-error');
    expect(() => new ApiError(403, 'No.', 'ideal_gift_access_required')).toThrow(/409 or 422/);
    expect(() => new ApiError(401, 'No.', 'password_invalid')).toThrow(/409 or 422/);
  });
});
