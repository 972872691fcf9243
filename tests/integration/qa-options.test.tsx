// The QA options of the login answer (requirements §7, X-QA-Options) are read by the login, kept with the session (a reload
// keeps them, a logout or a support session drops them) and shown outside production as the header's test-environment
// badge, which names the server's test helpers for the tests.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'effector-react';
import { allSettled, fork } from 'effector';
import type { Scope } from 'effector';
import { I18nextProvider } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { applyLanguage, i18n } from '@/platform/i18n';
import type { Language } from '@/lib/app-config';
import { appStarted } from '@/model/app/app-started';
import { $qaOptions, enterPortalFx, impersonateFx, loginFx, logoutFx } from '@/model/session/session-model';
import { loadRankFx, loadRoleFx, loadStatsFx, loadUserFx } from '@/model/user/user-model';
import { EnvironmentBadge } from '@/app/shell/environment-badge';
import { demoUser } from '../support/api-effect-handlers';

const helpersHeader = JSON.stringify({ helpers: ['getDevOutbox', 'createDevMember'] });
let qaHeader: string | null = helpersHeader;
const server = setupServer(
  http.post('*/api/front/login', () =>
    HttpResponse.json({ token: 'member', refresh_token: 'refresh-1' }, { headers: qaHeader === null ? {} : { 'X-QA-Options': qaHeader } }),
  ),
  http.post('*/api/impersonate', () => HttpResponse.json({ token: 'support', refresh_token: 'refresh-2' })),
  http.post('*/api/front/logout', () => new HttpResponse(null, { status: 204 })),
  http.post('*/api/front/anonymous_token', () => HttpResponse.json({ token: 'anonymous' })),
  http.get('*/api/translations_light', () => HttpResponse.json({})),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  qaHeader = helpersHeader;
});
afterAll(() => server.close());

/** A scope whose member data loads are stand-ins: the session's own calls go to the (mocked) API. */
const memberScope = () =>
  fork({
    handlers: [
      [loadUserFx, async () => demoUser()],
      [loadRoleFx, async () => 'member'],
      [loadStatsFx, async () => ({ points: [0, 0, 0, 0, 85_000, 0], basket: 2 })],
      [loadRankFx, async () => 'Gold'],
      [enterPortalFx, () => undefined],
    ],
  });

const login = (scope: Scope) => allSettled(loginFx, { scope, params: { email: 'demo@example.com', password: 'Miles#2026ok' } });

async function renderBadge(scope: Scope, language: Language = 'en', environment?: string) {
  await applyLanguage(language);
  return render(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <EnvironmentBadge environment={environment} />
      </I18nextProvider>
    </Provider>,
  );
}

describe('the QA options of the login answer', () => {
  it('are read by the login and kept for a reload of the session', async () => {
    const scope = memberScope();
    expect((await login(scope)).status).toBe('done');
    expect(scope.getState($qaOptions)).toEqual({ helpers: ['getDevOutbox', 'createDevMember'] });
    // A reload: a fresh scope restores them with the stored session.
    window.localStorage.setItem('user', JSON.stringify(demoUser()));
    window.localStorage.setItem('code', 'FA123456');
    const reloaded = memberScope();
    await allSettled(appStarted, { scope: reloaded });
    expect(reloaded.getState($qaOptions)).toEqual({ helpers: ['getDevOutbox', 'createDevMember'] });
  });

  it('are none when the server offers none, or sends no header, or a header that is not JSON', async () => {
    for (const header of ['{}', null, 'not json']) {
      qaHeader = header;
      const scope = memberScope();
      await login(scope);
      expect(scope.getState($qaOptions)).toBeNull();
    }
  });

  it('end with the session and are not those of a support session', async () => {
    const scope = memberScope();
    await login(scope);
    await allSettled(logoutFx, { scope, params: '/' });
    expect(scope.getState($qaOptions)).toBeNull();

    await login(scope);
    await allSettled(impersonateFx, { scope, params: { hash: 'h' } });
    expect(scope.getState($qaOptions)).toBeNull();
    // A reload of the support session does not bring the agent's options back.
    window.localStorage.setItem('user', JSON.stringify(demoUser()));
    window.localStorage.setItem('code', 'FA123456');
    const reloaded = memberScope();
    await allSettled(appStarted, { scope: reloaded });
    expect(reloaded.getState($qaOptions)).toBeNull();
  });
});

describe('the test-environment badge', () => {
  it('names the environment and lists the test helpers outside production, in each language', async () => {
    const scope = memberScope();
    await login(scope);
    const { unmount } = await renderBadge(scope);
    const badge = screen.getByTestId('environment-badge');
    expect(badge).toHaveTextContent('Test environment: LOCAL');
    expect(badge).toHaveAttribute('data-qa-helpers', 'getDevOutbox createDevMember');
    unmount();
    await renderBadge(scope, 'fr-be');
    expect(screen.getByTestId('environment-badge')).toHaveTextContent('Environnement de test : LOCAL');
    await applyLanguage('nl-be');
    expect(i18n.t('shell.testEnvironment', { name: 'QA' })).toBe('Testomgeving: QA');
  });

  it('is not shown without QA options, nor in production', async () => {
    const guest = fork();
    const { unmount } = await renderBadge(guest);
    expect(screen.queryByTestId('environment-badge')).toBeNull();
    unmount();
    const scope = memberScope();
    await login(scope);
    await renderBadge(scope, 'en', 'prod');
    expect(screen.queryByTestId('environment-badge')).toBeNull();
  });
});
