/** @vitest-environment jsdom */
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { appShown, appStarted } from '@/model/app/app-started';
import { $appliedLanguage, $locale, applyLanguageFx, languageChosen } from '@/model/locale/locale-model';
import { $session } from '@/model/session/session-model';
import { demoUser, sessionHandlers } from '../../support/api-effect-handlers';

function start(values: Record<string, string> = {}) {
  for (const [k, v] of Object.entries(values)) window.localStorage.setItem(k, v);
  const apply = vi.fn(async () => undefined);
  const scope = fork({ handlers: [[applyLanguageFx, apply], ...sessionHandlers()] });
  return { scope, apply };
}

describe('locale model', () => {
  it('defaults to en with the preselected country GB and applies it', async () => {
    const { scope, apply } = start();
    await allSettled(appStarted, { scope });
    expect(scope.getState($locale)).toEqual({ language: 'en', country: 'GB' });
    expect(apply).toHaveBeenCalledWith('en');
    expect(scope.getState($appliedLanguage)).toBe('en');
  });

  it('reads the public choice for guests and the logged choice for members', async () => {
    const guest = start({ language_public: 'fr-be', language_logged: 'nl-be' });
    await allSettled(appStarted, { scope: guest.scope });
    expect(guest.scope.getState($locale)).toEqual({ language: 'fr-be', country: 'FR' });
    window.localStorage.clear();
    // A member: the stored session (read at start) logs in, so the logged choice applies.
    const member = start({
      language_public: 'fr-be',
      language_logged: 'nl-be',
      country_logged: 'BE',
      token: 't',
      code: 'c',
      user: '{}',
      exp: String(Date.now() + 60_000),
    });
    await allSettled(appStarted, { scope: member.scope });
    expect(member.scope.getState($locale)).toEqual({ language: 'nl-be', country: 'BE' });
  });

  it('ignores a stored language that is not configured', async () => {
    const { scope } = start({ language_public: 'de' });
    await allSettled(appStarted, { scope });
    expect(scope.getState($locale).language).toBe('en');
  });

  it('keeps a chosen language and preselects its country', async () => {
    const { scope, apply } = start();
    await allSettled(appStarted, { scope });
    await allSettled(languageChosen, { scope, params: 'nl-be' });
    expect(scope.getState($locale)).toEqual({ language: 'nl-be', country: 'NL' });
    expect(window.localStorage.getItem('language_public')).toBe('nl-be');
    expect(window.localStorage.getItem('country_public')).toBe('NL');
    expect(apply).toHaveBeenLastCalledWith('nl-be');
  });

  it('re-resolves language and country when the login status changes', async () => {
    const { scope } = start({ language_public: 'en', language_logged: 'fr-be' });
    await allSettled(appStarted, { scope });
    expect(scope.getState($locale).language).toBe('en');
    await allSettled($session, { scope, params: { loggedIn: true, user: {}, passwordExpired: false } });
    expect(scope.getState($locale)).toEqual({ language: 'fr-be', country: 'FR' });
  });
});

describe('locale of a member who never chose one', () => {
  it('follows the profile language and country', async () => {
    for (const [k, v] of Object.entries({ language_public: 'en', token: 't', code: 'c', user: '{}', exp: String(Date.now() + 60_000) }))
      window.localStorage.setItem(k, v);
    const scope = fork({
      handlers: [
        [applyLanguageFx, vi.fn(async () => undefined)],
        ...sessionHandlers(async () => demoUser({ locale: { code: 'nl-be' }, country: { id: 3, code: 'BE', name: 'Belgium' } })),
      ],
    });
    await allSettled(appStarted, { scope });
    // The member's data (and so the profile language) loads once the shell is shown.
    await allSettled(appShown, { scope });
    expect(scope.getState($locale)).toEqual({ language: 'nl-be', country: 'BE' });
  });
});

describe('applied language', () => {
  it('is the one still wanted when an older request finishes last', async () => {
    window.localStorage.clear();
    // The default language's strings come after the member's choice made meanwhile: each load ends when the test says.
    const loads: Record<string, () => void> = {};
    const apply = vi.fn((language: string) => new Promise<void>((resolve) => void (loads[language] = resolve)));
    const scope = fork({ handlers: [[applyLanguageFx, apply], ...sessionHandlers()] });
    const settled = Promise.all([allSettled(appStarted, { scope }), allSettled(languageChosen, { scope, params: 'fr-be' })]);
    await vi.waitFor(() => expect(Object.keys(loads)).toEqual(['en', 'fr-be']));
    loads['fr-be']?.();
    await vi.waitFor(() => expect(scope.getState($appliedLanguage)).toBe('fr-be'));
    loads.en?.();
    await settled;
    expect(apply.mock.calls.map(([language]) => language)).toEqual(['en', 'fr-be']);
    expect(scope.getState($appliedLanguage)).toBe('fr-be');
  });
});
