import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { allSettled, fork } from 'effector';
import { anonymousTokenFx } from '@/model/session/session-model';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('anonymous platform token (SPEC §4)', () => {
  it('is fetched for a guest, stored with its expiry, and reused while valid', async () => {
    let calls = 0;
    server.use(
      http.post('http://localhost:3000/api/front/anonymous_token', () => {
        calls += 1;
        return HttpResponse.json({ token: `anon-${calls}` });
      }),
    );
    const scope = fork();
    await allSettled(anonymousTokenFx, { scope });
    expect(window.localStorage.getItem('token')).toBe('anon-1');
    expect(Number(window.localStorage.getItem('exp'))).toBeGreaterThan(Date.now());
    await allSettled(anonymousTokenFx, { scope });
    expect(calls).toBe(1);
    window.localStorage.setItem('exp', String(Date.now() - 1));
    await allSettled(anonymousTokenFx, { scope });
    expect(calls).toBe(2);
    expect(window.localStorage.getItem('token')).toBe('anon-2');
  });
});
