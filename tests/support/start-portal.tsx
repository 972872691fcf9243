// Starts the whole portal in jsdom as src/main.tsx does in a browser: a fresh Effector scope, the models'
// start-up (appStarted, then appShown without waiting for it), the router of the real route config for the
// stored session and language, and the real <App>. Every call goes through the one API client to MSW
// (tests/support/msw-api.ts: handlers per domain in tests/support/api/, answers checked against the contract).
// What differs from a browser: no prerendered HTML to hydrate, and the URL is jsdom's.
import { beforeAll } from 'vitest';
import { act, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { allSettled, fork, scopeBind } from 'effector';
import type { Scope } from 'effector';
import { App } from '@/app/app';
import { routerReady } from '@/app/router-host';
import { loadForm } from '@/forms/form-registry';
import type { FormId } from '@/generated/validators/index';
import { preloadPage } from '@/router/build-routes';
import { appShown, appStarted } from '@/model/app/app-started';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { onRefreshFailed } from '@/model/session/api';
import { $routeMode, refreshFailed } from '@/model/session/session-model';
import type { User } from '@/model/user/user-types';
import { storageKeys } from '@/lib/storage-keys';
import type { Language } from '@/lib/app-config';
import '@/model/locale/locale-model';
import '@/model/accessibility/accessibility-model';
import '@/model/impersonation/impersonation-model';
import { demoUser } from './api-effect-handlers';

export interface StartOptions {
  /** The member whose session the browser kept; none: a guest. */
  member?: User | null;
  /** The language the visitor chose before (kept in storage as the portal keeps it). */
  language?: Language;
}

/** The storage a member's browser keeps after login (requirements §3 keys): a token within its time, the user and code. */
function keepMemberSession(member: User): void {
  localStorage.setItem(storageKeys.token, 'member-token');
  localStorage.setItem(storageKeys.refreshToken, 'member-refresh');
  localStorage.setItem(storageKeys.exp, String(Date.now() + 59 * 60_000));
  localStorage.setItem(storageKeys.user, JSON.stringify(member));
  localStorage.setItem(storageKeys.code, member.code);
}

/** Opens `path` as a fresh page load would, for a guest or for the kept `member`; answers the scope and a user-event instance. */
export async function startPortal(
  path: string,
  { member = null, language }: StartOptions = {},
): Promise<{ scope: Scope; user: ReturnType<typeof userEvent.setup> }> {
  if (member) keepMemberSession(member);
  if (language) localStorage.setItem(storageKeys.language(member ? 'logged' : 'public'), language);
  // A router of this mode and language may exist from an earlier test of the file: it follows the URL on popstate.
  window.history.replaceState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
  const scope = fork();
  onRefreshFailed(scopeBind(refreshFailed, { scope, safe: true }));
  await allSettled(appStarted, { scope });
  void allSettled(appShown, { scope });
  await routerReady(scope.getState($routeMode), scope.getState($appliedLanguage));
  await act(async () => {
    render(<App scope={scope} />);
  });
  return { scope, user: userEvent.setup() };
}

/** The demo member of the seed, as user_light + profile answer it (override what a journey needs). */
export const demoMember = demoUser;

/**
 * Before a file's tests: the chunks of the pages it opens (by page id, as the router preloads them), of the forms it
 * fills, and `also` (a part a page loads later on its own), so a test's waits hold the portal's own work, never Vite
 * compiling a chunk for the first time (seconds on a cold run).
 */
export function warmUp(pageIds: readonly string[], formIds: readonly FormId[] = [], also: readonly (() => Promise<unknown>)[] = []): void {
  beforeAll(
    () =>
      Promise.all([
        import('@/forms/schema-form'),
        ...pageIds.map((id) => preloadPage(id)),
        ...formIds.map(loadForm),
        ...also.map((load) => load()),
      ]),
    60_000,
  );
}
