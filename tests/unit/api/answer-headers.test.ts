// A header of a successful answer the contract declares (the login's X-QA-Options, requirements §7) is read through the
// client: the caller gets the header of the answer it uses — the retried one after a refresh — and nothing from a
// refused answer.
import { describe, expect, it, vi } from 'vitest';
import { createCaller } from '@/api/call';
import { createApiClient } from '@/api/client';
import type { TokenSource } from '@/api/client';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function caller(answers: Response[], refreshToken: string | null = null) {
  const tokens: TokenSource = {
    token: () => 'stale',
    refreshToken: () => refreshToken,
    language: () => 'en',
    sessionId: () => 's-1',
    tokensRefreshed: vi.fn(),
    refreshFailed: vi.fn(),
    unauthorized: vi.fn(),
  };
  const fetch = vi.fn(async () => answers.shift() ?? json({ code: 500 }, 500));
  return createCaller(
    createApiClient({ baseUrl: '/api/', platform: 'miles', tokens, logSize: 50, timeoutMs: 5_000, fetch, askAgainAfterMs: [] }),
  );
}

describe('the headers of an answer', () => {
  it('gives the login the QA options header of its answer', async () => {
    const call = caller([json({ token: 't', refresh_token: 'r' }, 200, { 'X-QA-Options': '{"helpers":["getDevOutbox"]}' })]);
    let options: string | null = 'unread';
    const tokens = await call('login', {
      body: { email: 'a@example.com', password: 'x' },
      answerHeaders: (header) => (options = header('X-QA-Options')),
    });
    expect(tokens.token).toBe('t');
    expect(options).toBe('{"helpers":["getDevOutbox"]}');
  });

  it('reads null for a declared header the answer does not carry', async () => {
    const call = caller([json({ token: 't' })]);
    let options: string | null = 'unread';
    await call('login', { body: { email: 'a@example.com', password: 'x' }, answerHeaders: (header) => (options = header('X-QA-Options')) });
    expect(options).toBeNull();
  });

  it('reads the retried answer after a refresh, and nothing of a refused one', async () => {
    const read = vi.fn();
    const call = caller(
      [
        json({ code: 401 }, 401, { 'X-QA-Options': '{"helpers":["refused"]}' }),
        json({ token: 'anonymous' }),
        json({ token: 'fresh', refresh_token: 'r2' }),
        json({ valid: true, anonymous: false }, 200, { 'X-QA-Options': '{}' }),
      ],
      'r1',
    );
    // accessToken declares no answer header: its reader can name none (a type error), the client still calls it.
    await call('accessToken', { answerHeaders: read } as never);
    expect(read).toHaveBeenCalledTimes(1);
    const headers = read.mock.calls[0]?.[0] as (name: string) => string | null;
    expect(headers('X-QA-Options')).toBe('{}');

    const refused = vi.fn();
    const failing = caller([json({ code: 422, message: 'Invalid' }, 422, { 'X-QA-Options': '{}' })]);
    await expect(failing('login', { body: { email: 'a', password: 'b' }, answerHeaders: refused })).rejects.toMatchObject({ status: 422 });
    expect(refused).not.toHaveBeenCalled();
  });
});
