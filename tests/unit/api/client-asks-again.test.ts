// A read the service may answer a moment later is sent again by the client before its caller hears it failed (src/api/
// client.ts, isWorthAskingAgain): no answer at all or a gateway saying the API is down, twice, a little later each
// time; never a refusal, a timeout, a call that changes something, nor one its caller gave up on. The API is a fetch
// the test answers; the waits run on fake timers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import type { TokenSource } from '@/api/client';
import type { ApiError } from '@/api/api-error';

const tokens: TokenSource = {
  token: () => 'member',
  refreshToken: () => null,
  language: () => 'en',
  sessionId: () => 's',
  tokensRefreshed: () => undefined,
  refreshFailed: () => undefined,
  unauthorized: () => undefined,
};

type Reply = 'no answer' | number;

/** A fetch that gives, call after call, the replies listed (the last one again once the list is spent). */
function scriptedFetch(...replies: Reply[]) {
  const calls: string[] = [];
  const waiting: { count: number; resolve(): void }[] = [];
  /** Resolves once the API has been called `count` times. */
  const called = (count: number) => new Promise<void>((resolve) => (calls.length >= count ? resolve() : waiting.push({ count, resolve })));
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    for (const wait of waiting.filter(({ count }) => calls.length >= count)) wait.resolve();
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)]!;
    if (reply === 'no answer') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply === 200 ? { ok: true } : { code: reply }), { status: reply });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, called };
}

/** Lets the client's own tasks run (it yields to the browser before each call): turns of the event loop, no time. */
async function tasksRun() {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
}

// The portal's waits (config/app.json `readAskedAgainAfterMs`, which tests/setup.ts sets to nothing for the other tests).
const askAgainAfterMs = [300, 1500];
const clientWith = (fetch: typeof globalThis.fetch, timeoutMs = 5_000) =>
  createApiClient({ baseUrl: 'http://localhost/api/', platform: 'miles', tokens, logSize: 10, timeoutMs, fetch, askAgainAfterMs });

afterEach(() => {
  vi.useRealTimers();
});

describe('a read the service may answer a moment later', () => {
  it('is sent again after 300 ms, then after 1.5 s more, and the answer it then gets is the caller’s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = scriptedFetch('no answer', 503, 200);
    const read = clientWith(api.fetch).get('history');
    await api.called(1);
    await vi.advanceTimersByTimeAsync(299);
    await tasksRun();
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await api.called(2);
    await vi.advanceTimersByTimeAsync(1_499);
    await tasksRun();
    expect(api.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).resolves.toEqual({ ok: true });
    expect(api.calls).toEqual(Array(3).fill('GET http://localhost/api/history'));
  });

  it('fails as the last try did once the third gets no better', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const down of ['no answer', 502, 504] as const) {
      const api = scriptedFetch(down);
      const read = clientWith(api.fetch).get('history');
      const failed = expect(read).rejects.toMatchObject({ status: down === 'no answer' ? 0 : down });
      for (const count of [1, 2, 3]) {
        await api.called(count);
        await vi.runAllTimersAsync();
      }
      await failed;
      expect(api.calls).toHaveLength(3);
    }
  });
});

describe('what is not sent again', () => {
  it('a refusal or the service’s own failure: the caller hears it at once', async () => {
    for (const status of [400, 404, 429, 500]) {
      const api = scriptedFetch(status, 200);
      await expect(clientWith(api.fetch).get('history')).rejects.toMatchObject({ status });
      expect(api.calls).toHaveLength(1);
    }
  });

  it('a call that changes something, which may have reached the service', async () => {
    const api = scriptedFetch('no answer', 200);
    await expect(clientWith(api.fetch).post('declarations', {})).rejects.toMatchObject({ status: 0, key: 'network' });
    expect(api.calls).toEqual(['POST http://localhost/api/declarations']);
  });

  it('a read that timed out: the member already waited the whole time', async () => {
    let calls = 0;
    const hanging = ((_: RequestInfo | URL, init?: RequestInit) => {
      calls++;
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    }) as typeof globalThis.fetch;
    await expect(clientWith(hanging, 20).get('history')).rejects.toMatchObject({ key: 'timeout' } satisfies Partial<ApiError>);
    expect(calls).toBe(1);
  });

  it('a read its caller gave up on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = scriptedFetch('no answer', 200);
    const controller = new AbortController();
    const read = clientWith(api.fetch).get('history', { signal: controller.signal });
    const failed = expect(read).rejects.toMatchObject({ status: 0 });
    await api.called(1);
    await tasksRun();
    controller.abort();
    await vi.runAllTimersAsync();
    await failed;
    expect(api.calls).toHaveLength(1);
  });
});
