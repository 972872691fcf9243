/** @vitest-environment jsdom */
// The language's strings in two parts (src/lib/string-sections.ts): a visitor's page gets the
// shell's part only; a page outside templatesOnShellStrings, or any member route, loads the pages' part with its
// chunk; a language switched to afterwards gets both; editors' overrides of a pages' string survive the part's arrival.
import { describe, expect, it, vi } from 'vitest';
import en from '../../../config/locales/en.json';
import { shellStringSections } from '@/lib/string-sections';
import type * as I18n from '@/platform/i18n';

type I18nModule = typeof I18n;

async function freshI18n(overrides: Record<string, string> = {}): Promise<I18nModule> {
  vi.resetModules();
  const module = await import('@/platform/i18n');
  // The API client's translations_light call, as src/model/session/api.ts gives it.
  module.setOverridesSource(async () => overrides);
  return module;
}

describe('strings in two parts', () => {
  it('the shell part holds exactly the listed groups, the pages part every other group', async () => {
    const { default: shell } = await import('../../../config/locales/en.json?strings=shell');
    const { default: pages } = await import('../../../config/locales/en.json?strings=pages');
    const groups = Object.keys(en).filter((k) => k !== '$schema');
    expect(Object.keys(shell).sort()).toEqual(groups.filter((g) => shellStringSections.includes(g)).sort());
    expect(Object.keys(pages).sort()).toEqual(groups.filter((g) => !shellStringSections.includes(g)).sort());
    expect(Object.keys(pages)).toContain('shop');
  });

  it('a visitor has the shell strings only; the pages part arrives when a page asks for it, and stays for the next language', async () => {
    const { applyLanguage, loadPageStrings, i18n } = await freshI18n();
    await applyLanguage('en');
    expect(i18n.t('nav.home')).toBe(en.nav.home);
    expect(i18n.exists('shop.headerBasket')).toBe(false);
    await loadPageStrings();
    expect(i18n.exists('shop.headerBasket')).toBe(true);
    await applyLanguage('nl-be');
    expect(i18n.exists('shop.headerBasket', { lng: 'nl-be' })).toBe(true);
  });

  it("an editor's override of a pages' string is kept when that part arrives later", async () => {
    const { applyLanguage, loadPageStrings, i18n } = await freshI18n({ 'shop.headerBasket': 'Cart ({{count}})' });
    await applyLanguage('en');
    await loadPageStrings();
    expect(i18n.t('shop.headerBasket', { count: 2 })).toBe('Cart (2)');
  });
});
