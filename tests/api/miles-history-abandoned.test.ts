/** @vitest-environment node */
// A member's history calls queue behind each other (server/miles/one-at-a-time.ts) until each answer is sent.
// A client that leaves while its call waits in that queue (a closed tab, a timeout) must not hold the member's
// turn forever: the member's next history call is answered, over a real socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

let server: TestServer;
let origin = '';
/** Told of every history call that has passed the server's checks and goes on to the member's queue. */
let historyCallQueued = (): void => {};

beforeAll(async () => {
  server = await startTestServer();
  server.app.addHook('preHandler', async (request) => {
    if (request.url.startsWith('/api/points_history')) historyCallQueued();
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(() => server.close());

async function token(): Promise<string> {
  const response = await fetch(`${origin}/api/front/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'Miles#2026ok' }),
  });
  return ((await response.json()) as { token: string }).token;
}

describe('points_history calls abandoned while queued', () => {
  it("do not stop the member's next call from being answered", async () => {
    const headers = { authorization: `Bearer ${await token()}` };
    // Sixty calls at once: the first runs, the others wait in the member's queue; all are abandoned once every
    // one of them has reached it.
    const controllers = Array.from({ length: 60 }, () => new AbortController());
    let queued = 0;
    const allQueued = new Promise<void>((resolve) => {
      historyCallQueued = () => {
        queued += 1;
        if (queued === controllers.length) resolve();
      };
    });
    const calls = controllers.map((c) =>
      fetch(`${origin}/api/points_history?limit=50`, { headers, signal: c.signal }).catch(() => 'aborted'),
    );
    await allQueued;
    controllers.forEach((c) => c.abort());
    const outcomes = await Promise.all(calls);
    expect(outcomes).toContain('aborted'); // some were still waiting (otherwise this test proves nothing)

    const next = await fetch(`${origin}/api/points_history?limit=50`, { headers, signal: AbortSignal.timeout(20_000) });
    expect(next.status).toBe(200);
  }, 60_000);
});
