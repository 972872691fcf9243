// A hanging API at start-up: the member's shell must not wait for any call before it paints, so the loading
// state shows at once and the client's first 15 s timeout ends it in the translated "cannot be reached" notice
// with "Try again" — not a second timeout later (a start-up that waited for one call, then loaded the member).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'effector-react';
import { allSettled, fork } from 'effector';
import { I18nextProvider } from 'react-i18next';
import { appConfig } from '@/lib/app-config';
import { i18n } from '@/lib/i18n';
import { appShown, appStarted } from '@/model/app/app-started';
import { $memberLoading, $serviceUnreachable } from '@/model/session/session-model';
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

beforeEach(async () => {
  // The language's string chunks are files, not API calls: loaded here, so fake time below measures calls only.
  await Promise.all([import('../../config/locales/en.json?strings=shell'), import('../../config/locales/en.json?strings=pages')]);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a member whose API hangs at start-up', () => {
  it('gets the shell without waiting for any call, and the first timeout ends the loading in "cannot be reached"', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', hangingFetch(asked));
    seedMember();
    const scope = fork();
    let started = false;
    void allSettled(appStarted, { scope }).then(() => (started = true));
    // Only the strings' short grace for the editors' overrides may pass: no call's timeout.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(true);

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
