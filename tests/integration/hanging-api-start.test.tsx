// A hanging API at start-up: the member's shell must not wait for any call before it paints, so the loading
// state shows at once and the client's first 15 s timeout ends it in the translated "cannot be reached" notice
// with "Try again" — not a second timeout later (a start-up that waited for one call, then loaded the member).
// A guest's start-up waits for no call either: the guest's token is asked for once the page is shown, the page's
// calls wait for it, and its first timeout ends the page's loading in "could not be loaded" with "Try again", which
// loads the page on the same address.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'effector-react';
import { allSettled, fork } from 'effector';
import type { Scope } from 'effector';
import { I18nextProvider } from 'react-i18next';
import { appConfig } from '@/lib/app-config';
import { i18n } from '@/platform/i18n';
import { appShown, appStarted } from '@/model/app/app-started';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { $memberLoading, $routeMode, $serviceUnreachable } from '@/model/session/session-model';
import { App } from '@/app/app';
import { routerReady } from '@/app/router-host';
// Everything the shell imports, so every model that starts with the app is in this test (as in main.tsx).
import '@/app/app';
import '@/model/locale/locale-model';
import '@/model/accessibility/accessibility-model';
import '@/model/impersonation/impersonation-model';
import '@/app/shell/language-switch';
import { ServiceStatus } from '@/app/service-status';

const timeoutMs = appConfig.constants.requestTimeoutMs;

/** A fetch that never answers (a stuck proxy): only the client's own abort ends it. */
function hangingFetch(asked: string[]) {
  return vi.fn(
    (url: string, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        asked.push(new URL(url).pathname);
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  );
}

function seedMember() {
  const user = { firstname: 'Dana', notification: { password_create_date: new Date().toISOString(), expire_after_days: 90 } };
  for (const [key, value] of Object.entries({
    token: 'member-token',
    refresh_token: 'refresh-1',
    exp: String(Date.now() + 60_000),
    user: JSON.stringify(user),
    code: 'FA123456',
  }))
    window.localStorage.setItem(key, value);
}

/**
 * The models' start-up (appStarted), given the real time its modules take to load on a busy machine, while the fake
 * clock moves on by 20 ms per check, 10 s at most: less than a call's timeout, so a start-up that waited for a call
 * (which hangs) would not settle. The strings' short grace for the editors' overrides passes on the way.
 */
async function startsWithoutWaitingForACall(scope: Scope) {
  let started = false;
  void allSettled(appStarted, { scope }).then(() => (started = true));
  await vi.waitFor(() => expect(started).toBe(true), { timeout: 10_000, interval: 20 });
}

beforeEach(async () => {
  // The language's string chunks (one per namespace file) are files, not API calls: loaded here, so fake time below
  // measures calls only.
  await Promise.all(Object.values(import.meta.glob('../../config/locales/en/*.json')).map((load) => load()));
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('a member whose API hangs at start-up', () => {
  it('gets the shell without waiting for any call, and the first timeout ends the loading in "cannot be reached"', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', hangingFetch(asked));
    seedMember();
    const scope = fork();
    await startsWithoutWaitingForACall(scope);

    void allSettled(appShown, { scope });
    await vi.advanceTimersByTimeAsync(100);
    expect(asked).toContain('/api/user_light');
    expect(scope.getState($memberLoading)).toBe(true);
    render(
      <Provider value={scope}>
        <I18nextProvider i18n={i18n}>
          <ServiceStatus />
        </I18nextProvider>
      </Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');

    await act(() => vi.advanceTimersByTimeAsync(timeoutMs));
    expect(scope.getState($memberLoading)).toBe(false);
    expect(scope.getState($serviceUnreachable)).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent('The service cannot be reached right now');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

/** The API answering again: a guest's token, then the page's content with it (anything else: a refusal). */
function answeringFetch(asked: string[]) {
  const page = { url: '/about-us', language: 'en', status: 'published', title: 'About Miles', zones: { main: [] } };
  return vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    const bearer = new Headers(init?.headers).get('Authorization');
    asked.push(bearer ? `${path} ${bearer}` : path);
    if (path === '/api/front/anonymous_token') return Response.json({ token: 'guest-token' });
    if (path === '/api/page_content' && bearer === 'Bearer guest-token') return Response.json(page);
    return Response.json({ code: 404, message: 'Not found' }, { status: 404 });
  });
}

describe('a guest whose API hangs at start-up', () => {
  it('gets the page without waiting for the token, and the first timeout ends its loading in "could not be loaded"', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', hangingFetch(asked));
    window.history.replaceState(null, '', '/about-us');
    const scope = fork();
    await startsWithoutWaitingForACall(scope);
    expect(asked).not.toContain('/api/front/anonymous_token');

    void allSettled(appShown, { scope });
    await act(async () => {
      await routerReady(scope.getState($routeMode), scope.getState($appliedLanguage));
      render(<App scope={scope} />);
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    // The page's template is a chunk of its own, loaded in real time; the fake clock stays well short of a timeout.
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading the page…'), { timeout: 5_000, interval: 20 });
    expect(asked).toContain('/api/front/anonymous_token');
    // The page's call waits for the token: it never leaves without one.
    expect(asked).not.toContain('/api/page_content');

    await act(() => vi.advanceTimersByTimeAsync(timeoutMs));
    const failure = await vi.waitFor(() => screen.getByRole('alert'));
    expect(failure).toHaveTextContent('This page could not be loaded. Please check your connection and try again.');
    expect(screen.queryByText('Loading the page…')).toBeNull();
    expect(window.location.pathname).toBe('/about-us');

    asked.length = 0;
    vi.stubGlobal('fetch', answeringFetch(asked));
    vi.useRealTimers();
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Miles' })).toBeInTheDocument();
    // "Try again" obtained a token first, then asked with it (a tokenless call would be refused, then reload the page).
    expect(asked).toEqual(['/api/front/anonymous_token', '/api/page_content Bearer guest-token']);
    expect(window.location.pathname).toBe('/about-us');
  });
});
