/** @vitest-environment jsdom */
// The guest's platform token (requirements §4) and the login check on a stored one (requirements §7 GET access_token),
// against a mocked API that answers as the contract says.
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { allSettled, fork } from 'effector';
import { appShown, appStarted } from '@/model/app/app-started';
import { anonymousTokenFx } from '@/model/session/session-model';
import { contractHandler, useMockApi } from '../../support/msw-api';

const calls = { anonymous: 0, check: 0 };
/** What access_token answers for the token it is shown. */
let check: (token: string | null) => { status: 200; anonymous: boolean } | { status: 401 } = () => ({ status: 200, anonymous: true });

const server = useMockApi([
  contractHandler('anonymousToken', () => {
    calls.anonymous += 1;
    return { body: { token: `anon-${calls.anonymous}` } };
  }),
  contractHandler('accessToken', (request) => {
    calls.check += 1;
    const answer = check(request.headers.get('Authorization')?.replace('Bearer ', '') ?? null);
    return answer.status === 200
      ? { body: { valid: true, anonymous: answer.anonymous } }
      : { status: 401, body: { code: 401, message: 'Invalid token' } };
  }),
]);

beforeEach(() => {
  window.localStorage.clear();
  calls.anonymous = 0;
  calls.check = 0;
  check = () => ({ status: 200, anonymous: true });
});

const storeToken = (token: string) => {
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('exp', String(Date.now() + 60_000));
};

describe('anonymous platform token (requirements §4)', () => {
  it("is asked for once the shell is shown, not during the start-up, which a guest's page must not wait for", async () => {
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(calls).toEqual({ anonymous: 0, check: 0 });
    await allSettled(appShown, { scope });
    expect(calls).toEqual({ anonymous: 1, check: 0 });
    expect(window.localStorage.getItem('token')).toBe('anon-1');
  });

  it('is fetched for a guest, stored with its expiry, reused while valid and checked, and fetched again once expired', async () => {
    const scope = fork();
    await allSettled(anonymousTokenFx, { scope });
    expect(window.localStorage.getItem('token')).toBe('anon-1');
    expect(Number(window.localStorage.getItem('exp'))).toBeGreaterThan(Date.now());
    expect(calls.check).toBe(0);
    await allSettled(anonymousTokenFx, { scope });
    expect(calls).toEqual({ anonymous: 1, check: 1 });
    window.localStorage.setItem('exp', String(Date.now() - 1));
    await allSettled(anonymousTokenFx, { scope });
    expect(calls).toEqual({ anonymous: 2, check: 1 });
    expect(window.localStorage.getItem('token')).toBe('anon-2');
  });
});

describe('login check of a stored token (requirements §7 access_token)', () => {
  it('replaces a stored token the API refuses', async () => {
    storeToken('forgotten');
    check = (token) => (token === 'forgotten' ? { status: 401 } : { status: 200, anonymous: true });
    await allSettled(anonymousTokenFx, { scope: fork() });
    expect(calls).toEqual({ anonymous: 1, check: 1 });
    expect(window.localStorage.getItem('token')).toBe('anon-1');
  });

  it("replaces a member's token left without the member's stored user: a guest never calls as someone", async () => {
    storeToken('member-token');
    check = () => ({ status: 200, anonymous: false });
    await allSettled(anonymousTokenFx, { scope: fork() });
    expect(window.localStorage.getItem('token')).toBe('anon-1');
  });

  it('keeps the stored token when the API cannot be reached (nothing was refused), and fails with that failure', async () => {
    storeToken('kept');
    server.use(http.get('*/api/access_token', () => HttpResponse.error()));
    // Failed, not done: the calls waiting for the token fail with it (they would otherwise leave only now).
    await expect(allSettled(anonymousTokenFx, { scope: fork() })).resolves.toMatchObject({
      status: 'fail',
      value: { code: 'network', endpoint: 'access_token' },
    });
    expect(calls.anonymous).toBe(0);
    expect(window.localStorage.getItem('token')).toBe('kept');
  });
});
