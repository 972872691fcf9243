/** @vitest-environment jsdom */
// A guest's calls and the guest's platform token (requirements §4), through the app's one client (src/model/session/api.ts):
// the start-up does not wait for the token, so a call made meanwhile waits for it and leaves with it, fails with its
// failure (a hanging API: at the first timeout), and a call with no token after the token failed to come obtains one
// first.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { appConfig } from '@/lib/app-config';
import { call, requestGuestToken } from '@/model/session/api';
import { contractHandler, useMockApi } from '../../support/msw-api';

/** What the mocked API saw, in order: `anonymousToken`, `accessToken <bearer>`, `getPageContent <bearer>`, … */
let seen: string[] = [];
const bearer = (request: Request) => request.headers.get('Authorization')?.replace('Bearer ', '') ?? 'none';
let anonymousCalls = 0;

const aboutUs = { url: '/about-us', language: 'en', status: 'published', title: 'About us', zones: { main: [] } } as const;

const server = useMockApi([
  contractHandler('anonymousToken', () => {
    anonymousCalls += 1;
    seen.push('anonymousToken');
    return { body: { token: `anon-${anonymousCalls}` } };
  }),
  contractHandler('accessToken', (request) => {
    seen.push(`accessToken ${bearer(request)}`);
    return { body: { valid: true, anonymous: true } };
  }),
  contractHandler('getPageContent', (request) => {
    seen.push(`getPageContent ${bearer(request)}`);
    return { body: aboutUs };
  }),
  contractHandler('getTranslations', (request) => {
    seen.push(`getTranslations ${bearer(request)}`);
    return { body: {} };
  }),
]);

/** An answer the test lets go of: `release()` lets the handler answer. */
function held() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release: () => release() };
}

const aboutUsCall = () => call('getPageContent', { query: { url: '/about-us' } });

beforeEach(() => {
  window.localStorage.clear();
  seen = [];
  anonymousCalls = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a call made while the guest token is being obtained', () => {
  it('waits for it and leaves with it, one token call for the start-up and every waiting call', async () => {
    const answer = held();
    server.use(
      http.post('*/api/front/anonymous_token', async () => {
        anonymousCalls += 1;
        seen.push('anonymousToken');
        await answer.gate;
        return HttpResponse.json({ token: 'anon-held' });
      }),
    );
    const started = requestGuestToken();
    const pages = Promise.all([aboutUsCall(), aboutUsCall()]);
    await vi.waitFor(() => expect(seen).toEqual(['anonymousToken']));
    answer.release();
    await expect(pages).resolves.toEqual([aboutUs, aboutUs]);
    await started;
    // A call that had not waited would have gone without a token, before the token's answer.
    expect(seen).toEqual(['anonymousToken', 'getPageContent anon-held', 'getPageContent anon-held']);
    expect(anonymousCalls).toBe(1);
    expect(window.localStorage.getItem('token')).toBe('anon-held');
  });

  it('waits for the check of a stored token, and leaves with the token that replaced a refused one', async () => {
    window.localStorage.setItem('token', 'forgotten');
    window.localStorage.setItem('exp', String(Date.now() + 60_000));
    server.use(
      contractHandler('accessToken', (request) => {
        seen.push(`accessToken ${bearer(request)}`);
        return { status: 401, body: { code: 401, message: 'Invalid token' } };
      }),
    );
    void requestGuestToken();
    await expect(aboutUsCall()).resolves.toEqual(aboutUs);
    expect(seen).toEqual(['accessToken forgotten', 'anonymousToken', 'getPageContent anon-1']);
  });
});

describe('a temporary failure of the token task', () => {
  it('fails the waiting calls with that failure, at the first timeout, and they never leave', async () => {
    vi.useFakeTimers();
    server.use(
      http.post('*/api/front/anonymous_token', async () => {
        seen.push('anonymousToken');
        await delay('infinite');
        return HttpResponse.json({ token: 'never' });
      }),
    );
    const started = requestGuestToken().catch((error: unknown) => error);
    const page = aboutUsCall().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(appConfig.constants.requestTimeoutMs);
    const failure = { code: 'timeout', status: 0, key: 'timeout', endpoint: 'front/anonymous_token' };
    await expect(started).resolves.toMatchObject(failure);
    await expect(page).resolves.toMatchObject(failure);
    expect(seen).toEqual(['anonymousToken']);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('fails them with the check’s failure when a stored token cannot be checked, and keeps the token', async () => {
    window.localStorage.setItem('token', 'kept');
    window.localStorage.setItem('exp', String(Date.now() + 60_000));
    server.use(http.get('*/api/access_token', () => HttpResponse.error()));
    void requestGuestToken().catch(() => undefined);
    await expect(aboutUsCall()).rejects.toMatchObject({ code: 'network', status: 0, endpoint: 'access_token' });
    expect(seen).toEqual([]);
    expect(window.localStorage.getItem('token')).toBe('kept');
    // Nothing was refused: the next call ("Try again") goes with the kept token, without asking again.
    await expect(aboutUsCall()).resolves.toEqual(aboutUs);
    expect(seen).toEqual(['getPageContent kept']);
  });
});

describe('a call after a failed token task', () => {
  it('obtains a token first, then leaves with it (not tokenless, which a 401 would turn into a reload)', async () => {
    server.use(http.post('*/api/front/anonymous_token', () => HttpResponse.error(), { once: true }));
    await expect(requestGuestToken()).rejects.toMatchObject({ code: 'network' });
    expect(window.localStorage.getItem('token')).toBeNull();
    await expect(aboutUsCall()).resolves.toEqual(aboutUs);
    expect(seen).toEqual(['anonymousToken', 'getPageContent anon-1']);
  });

  it('obtains one when the refused token it replaced is gone with the failure', async () => {
    window.localStorage.setItem('token', 'forgotten');
    window.localStorage.setItem('exp', String(Date.now() + 60_000));
    server.use(
      contractHandler('accessToken', () => ({ status: 401, body: { code: 401, message: 'Invalid token' } })),
      http.post('*/api/front/anonymous_token', () => HttpResponse.error(), { once: true }),
    );
    await expect(requestGuestToken()).rejects.toMatchObject({ code: 'network' });
    expect(window.localStorage.getItem('token')).toBeNull();
    await expect(aboutUsCall()).resolves.toEqual(aboutUs);
    expect(seen).toEqual(['anonymousToken', 'getPageContent anon-1']);
  });
});

describe('calls that do not wait', () => {
  it('leave without a token when none is on its way and none failed to come (a public call before any was asked for)', async () => {
    await requestGuestToken();
    window.localStorage.clear();
    seen = [];
    await expect(aboutUsCall()).resolves.toEqual(aboutUs);
    expect(seen).toEqual(['getPageContent none']);
  });

  it('leave at once when a token is stored and no token task runs (a member, a guest with a checked token)', async () => {
    window.localStorage.setItem('token', 'member-token');
    window.localStorage.setItem('exp', String(Date.now() + 60_000));
    await expect(aboutUsCall()).resolves.toEqual(aboutUs);
    expect(seen).toEqual(['getPageContent member-token']);
  });

  it('the token calls themselves, and a call that says so, never wait for the token on its way', async () => {
    const answer = held();
    server.use(
      http.post('*/api/front/anonymous_token', async () => {
        seen.push('anonymousToken');
        await answer.gate;
        return HttpResponse.json({ token: 'anon-held' });
      }),
    );
    const started = requestGuestToken();
    await vi.waitFor(() => expect(seen).toEqual(['anonymousToken']));
    await expect(call('getTranslations', { language: 'en', reloadOnUnauthorized: false, waitForToken: false })).resolves.toEqual({});
    await expect(call('accessToken', { reloadOnUnauthorized: false, refresh: false, waitForToken: false })).resolves.toMatchObject({
      valid: true,
    });
    expect(seen).toEqual(['anonymousToken', 'getTranslations none', 'accessToken none']);
    answer.release();
    await started;
  });
});

describe("a member's session in the storage the tabs share (a login in another tab)", () => {
  const memberSession = {
    token: 'member-token',
    refresh_token: 'member-refresh',
    exp: String(Date.now() - 60_000),
    user: JSON.stringify({ firstname: 'Dana' }),
    code: 'FA123456',
  };
  const storeMemberSession = () => Object.entries(memberSession).forEach(([key, value]) => window.localStorage.setItem(key, value));
  const stored = () => Object.fromEntries(Object.keys(memberSession).map((key) => [key, window.localStorage.getItem(key)]));

  it.each([
    ['within its time', 60_000],
    ['past its time (the refresh token renews it)', -60_000],
  ])('is left whole, unchecked, when it is there before the task runs, its access token %s', async (_, validFor) => {
    storeMemberSession();
    window.localStorage.setItem('exp', String(Date.now() + validFor));
    await requestGuestToken();
    expect(seen).toEqual([]);
    expect(stored()).toEqual({ ...memberSession, exp: window.localStorage.getItem('exp') });
    expect(window.localStorage.getItem('token')).toBe('member-token');
  });

  it('is not overwritten by the guest token that was on its way', async () => {
    const answer = held();
    server.use(
      http.post('*/api/front/anonymous_token', async () => {
        seen.push('anonymousToken');
        await answer.gate;
        return HttpResponse.json({ token: 'anon-held' });
      }),
    );
    const started = requestGuestToken();
    await vi.waitFor(() => expect(seen).toEqual(['anonymousToken']));
    storeMemberSession();
    answer.release();
    await started;
    expect(stored()).toEqual(memberSession);
  });

  it('is not removed when it came while a stored guest token was being checked (and refused)', async () => {
    window.localStorage.setItem('token', 'forgotten');
    window.localStorage.setItem('exp', String(Date.now() + 60_000));
    const answer = held();
    server.use(
      http.get('*/api/access_token', async () => {
        seen.push('accessToken');
        await answer.gate;
        return HttpResponse.json({ code: 401, message: 'Invalid token' }, { status: 401 });
      }),
    );
    const started = requestGuestToken();
    await vi.waitFor(() => expect(seen).toEqual(['accessToken']));
    storeMemberSession();
    answer.release();
    await started;
    expect(seen).toEqual(['accessToken']);
    expect(stored()).toEqual(memberSession);
  });
});
