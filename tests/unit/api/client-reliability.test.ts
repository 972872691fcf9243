/** @vitest-environment jsdom */
// The API client under failures, and true to the requirements: their refresh order, one
// refresh-error action per failed refresh, a refresh shared across tabs, and timeouts on the error path.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import type { TokenSource, Tokens } from '@/api/client';
import type { ApiError } from '@/api/api-error';
import { testClient as client } from '../../support/test-client';

const api = (path: string) => `http://localhost:3000/api/${path}`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Tokens kept in one object, as two tabs share localStorage. */
function sharedTokens(state: { token: string | null; refresh: string | null }) {
  const source: TokenSource = {
    token: () => state.token,
    refreshToken: () => state.refresh,
    language: () => 'en',
    sessionId: () => 's',
    tokensRefreshed: vi.fn((t: Tokens) => {
      state.token = t.token;
      state.refresh = t.refresh_token ?? state.refresh;
    }),
    refreshFailed: vi.fn(),
    unauthorized: vi.fn(),
  };
  return source;
}

/** A lock shared by the "tabs" of a test, run one task after the other like navigator.locks. */
function mutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** A reference server's refresh: rotates, and a spent refresh token is refused as reuse. */
function rotatingServer(log: string[]) {
  let live = 'r1';
  let generation = 1;
  const bearer = (request: Request) => request.headers.get('authorization') ?? 'none';
  return [
    http.post(api('front/anonymous_token'), ({ request }) => {
      log.push(`anonymous_token ${bearer(request)}`);
      return HttpResponse.json({ token: 'anon' });
    }),
    http.post(api('token/refresh'), async ({ request }) => {
      const { refresh_token: spent } = (await request.json()) as { refresh_token: string };
      log.push(`refresh ${spent} ${bearer(request)}`);
      if (spent !== live)
        return HttpResponse.json({ code: 401, message: 'Refresh token reused', key: 'refresh_token_reused' }, { status: 401 });
      generation += 1;
      live = `r${generation}`;
      return HttpResponse.json({ token: `fresh${generation}`, refresh_token: live });
    }),
    ...['user_light', 'users_stats'].map((path) =>
      http.get(api(path), ({ request }) => {
        log.push(`${path} ${bearer(request)}`);
        return bearer(request).startsWith('Bearer fresh') ? HttpResponse.json({ path }) : HttpResponse.json({ code: 401 }, { status: 401 });
      }),
    ),
  ];
}

describe('a 401 follows requirements §4: anonymous token, refresh, one retry each', () => {
  it('asks for the anonymous token first and refreshes with it, once for two requests', async () => {
    const log: string[] = [];
    server.use(...rotatingServer(log));
    const c = client(sharedTokens({ token: 'stale', refresh: 'r1' }));
    await expect(Promise.all([c.get('user_light'), c.get('users_stats')])).resolves.toEqual([
      { path: 'user_light' },
      { path: 'users_stats' },
    ]);
    expect(log.slice(0, 2).sort()).toEqual(['user_light Bearer stale', 'users_stats Bearer stale']);
    expect(log[2]).toBe('anonymous_token none');
    expect(log[3]).toBe('refresh r1 Bearer anon');
    expect(log.slice(4).sort()).toEqual(['user_light Bearer fresh2', 'users_stats Bearer fresh2']);
  });

  it('reports a failed refresh once, with the anonymous token it got, and asks for no other', async () => {
    let anonymousCalls = 0;
    const paths = ['user_light', 'user_light/profile', 'user/role', 'users_stats', 'user/rank', 'user_info_businesses_light'];
    server.use(
      ...paths.map((path) => http.get(api(path), () => HttpResponse.json({ code: 401 }, { status: 401 }))),
      http.post(api('front/anonymous_token'), () => {
        anonymousCalls += 1;
        return HttpResponse.json({ token: 'anon' });
      }),
      http.post(api('token/refresh'), () => HttpResponse.json({ code: 401, message: 'Refresh token reused' }, { status: 401 })),
    );
    const tokens = sharedTokens({ token: 'stale', refresh: 'r1' });
    const c = client(tokens);
    const results = await Promise.allSettled(paths.map((path) => c.get(path)));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).unauthorized)).toBe(true);
    expect(anonymousCalls).toBe(1);
    expect(tokens.refreshFailed).toHaveBeenCalledTimes(1);
    expect(tokens.refreshFailed).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }), { token: 'anon' });
  });
});

describe('two tabs refreshing at once', () => {
  it('spend the refresh token once: the second tab takes the tokens the first stored', async () => {
    const log: string[] = [];
    server.use(...rotatingServer(log));
    const storage = { token: 'stale', refresh: 'r1' };
    const lock = mutex();
    const [tabA, tabB] = [sharedTokens(storage), sharedTokens(storage)];
    const results = await Promise.all([client(tabA, { lock }).get('user_light'), client(tabB, { lock }).get('users_stats')]);
    expect(results).toEqual([{ path: 'user_light' }, { path: 'users_stats' }]);
    expect(log.filter((line) => line.startsWith('refresh'))).toEqual(['refresh r1 Bearer anon']);
    expect(tabA.refreshFailed).not.toHaveBeenCalled();
    expect(tabB.refreshFailed).not.toHaveBeenCalled();
    expect(storage).toEqual({ token: 'fresh2', refresh: 'r2' });
  });
});

describe('a hanging or unreachable API', () => {
  it('times out a call that never answers, as a timeout ApiError (status 0)', async () => {
    server.use(
      http.get(api('user_light'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const tokens = sharedTokens({ token: 't', refresh: 'r1' });
    await expect(client(tokens, { timeoutMs: 50 }).get('user_light')).rejects.toMatchObject({
      code: 'timeout',
      status: 0,
      key: 'timeout',
      endpoint: 'user_light',
    });
    expect(tokens.unauthorized).not.toHaveBeenCalled();
  });

  it('times out an answer whose body never ends', async () => {
    server.use(
      http.get(
        api('users_stats'),
        () =>
          new HttpResponse(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"po')) }), {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    await expect(client(sharedTokens({ token: 't', refresh: null }), { timeoutMs: 50 }).get('users_stats')).rejects.toMatchObject({
      code: 'timeout',
      status: 0,
    });
  });

  it('does not end the session when the refresh cannot reach the service', async () => {
    server.use(
      http.get(api('user_light'), () => HttpResponse.json({ code: 401 }, { status: 401 })),
      http.post(api('front/anonymous_token'), () => HttpResponse.error()),
    );
    const tokens = sharedTokens({ token: 'stale', refresh: 'r1' });
    await expect(client(tokens).get('user_light')).rejects.toMatchObject({ code: 'network', status: 0 });
    expect(tokens.refreshFailed).not.toHaveBeenCalled();
    expect(tokens.unauthorized).not.toHaveBeenCalled();
  });

  it("still aborts on the caller's signal", async () => {
    server.use(
      http.get(api('languages'), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const pending = client(sharedTokens({ token: null, refresh: null })).get('languages', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'network', status: 0 });
  });
});
