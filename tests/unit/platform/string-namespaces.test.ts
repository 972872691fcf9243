/** @vitest-environment jsdom */
// The language's strings as i18next namespaces (config/locales/<language>/<namespace>.json): a visitor's page gets
// `shell` only; a page whose template names another namespace loads it with its chunk; a
// language switched to afterwards gets every namespace asked for so far; editors' overrides of a string in another
// namespace survive its arrival; a string no loaded namespace holds is said on the console.
import { afterEach, describe, expect, it, vi } from 'vitest';
import enShell from '../../../config/locales/en/shell.json';
import type * as I18n from '@/platform/i18n';

type I18nModule = typeof I18n;

async function freshI18n(overrides: Record<string, string> = {}): Promise<I18nModule> {
  vi.resetModules();
  const module = await import('@/platform/i18n');
  // The API client's translations_light call, as src/model/session/api.ts gives it.
  module.setOverridesSource(async () => overrides);
  return module;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('strings in namespaces', () => {
  it('a visitor has the shell strings only; another namespace arrives when a page asks for it, and stays for the next language', async () => {
    const { applyLanguage, loadNamespaces, i18n } = await freshI18n();
    await applyLanguage('en');
    expect(i18n.t('nav.home')).toBe(enShell.nav.home);
    expect(i18n.exists('sponsorship.listTitle')).toBe(false);
    await loadNamespaces(['pages']);
    expect(i18n.t('sponsorship.listTitle')).toBe('My invitations');
    await applyLanguage('nl-be');
    expect(i18n.exists('sponsorship.listTitle', { lng: 'nl-be' })).toBe(true);
  });

  it("an editor's override of a string of another namespace is kept when that namespace arrives later", async () => {
    const { applyLanguage, loadNamespaces, i18n } = await freshI18n({ 'sponsorship.listTitle': 'Colleagues invited' });
    await applyLanguage('en');
    await loadNamespaces(['pages']);
    expect(i18n.t('sponsorship.listTitle')).toBe('Colleagues invited');
  });

  it('says on the console a string no loaded namespace holds, not one whose call gives a fallback', async () => {
    const { applyLanguage, i18n } = await freshI18n();
    await applyLanguage('en');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(i18n.t('validation.server.no_such_code', { defaultValue: 'fallback' })).toBe('fallback');
    expect(error).not.toHaveBeenCalled();
    expect(i18n.t('sponsorship.listTitle')).toBe('sponsorship.listTitle');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"sponsorship.listTitle"'));
  });
});
