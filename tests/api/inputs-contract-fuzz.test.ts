/** @vitest-environment node */
// No hostile input answers 500, property-based: for EVERY operation of the contract, hostile requests generated from
// its own schemas (see support/hostile-requests.ts), sent as a guest and as the logged-in demo member,
// never get a 5xx, and every error answer is the contract's Error body with the security headers.
// Fixed seed, so a failure replays; the run count keeps the file well under a minute on two shared cores.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectSafeAnswer } from './support/safe-answer';
import { contractOperations, hostileRequests } from './support/hostile-requests';
import type { HostileRequest } from './support/hostile-requests';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo'] });

const runsPerOperation = Number(process.env.INPUTS_FUZZ_RUNS ?? 12);
const seed = Number(process.env.INPUTS_FUZZ_SEED ?? 20_260_9);

function send(request: HostileRequest, token: string | undefined): Promise<LightMyRequestResponse> {
  const headers = token ? { ...request.headers, authorization: `Bearer ${token}` } : request.headers;
  return server.app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

const operations = contractOperations();

describe('hostile inputs generated from the contract', () => {
  it('covers every operation of the contract', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((o) => o.operationId)).toContain('uploadProfileImage');
  });

  for (const operation of operations) {
    it(`${operation.operationId} (${operation.method} ${operation.path}) never answers 5xx, as a guest or a member`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileRequests(operation), fc.boolean(), async (request, asMember) => {
          const response = await send(request, asMember ? tokens.demo : undefined);
          expectSafeAnswer(response, `${operation.method} ${request.url.slice(0, 200)} ${String(request.payload ?? '').slice(0, 200)}`);
        }),
        { numRuns: runsPerOperation, seed, endOnFailure: true },
      );
    }, 30_000);
  }
});
