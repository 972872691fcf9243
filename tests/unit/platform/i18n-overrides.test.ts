// @vitest-environment jsdom
// Editors' overrides (translations_light) laid over the language chunk: asked in the language being loaded,
// merged deep, and a failed call leaves the chunk's strings. Settings figures fill {{settings.<name>}}. The call
// itself is the API client's (tests/integration/translations-through-client.test.ts): here a stand-in gives them.
// vitest: isolate — the stand-in replaces the source the API client's module gives once, when it loads.
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n, nestOverrides, setOverridesSource, setTextFigures } from '@/platform/i18n';

describe('nestOverrides', () => {
  it('turns dotted keys into the locale tree, dropping what is not a plain string at a safe key', () => {
    expect(
      nestOverrides({
        'nav.home': 'Home!',
        'transfer.review.title': 'T',
        'nav.home.deeper': 'x',
        '__proto__.polluted': 'x',
        'a..b': 'x',
        n: 3,
      }),
    ).toEqual({
      nav: { home: 'Home!' },
      transfer: { review: { title: 'T' } },
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(nestOverrides(['x'])).toEqual({});
    expect(nestOverrides(null)).toEqual({});
  });
});

describe('applyLanguage with overrides', () => {
  it('asks for the overrides of the language it loads and lays the answer over the chunk', async () => {
    const source = vi.fn(async (language: string) => (language === 'fr-be' ? { 'nav.home': 'Mon accueil' } : {}));
    setOverridesSource(source);
    await applyLanguage('fr-be');
    expect(source).toHaveBeenCalledWith('fr-be');
    expect(i18n.t('nav.home')).toBe('Mon accueil');
    // The rest of the chunk is untouched by the deep merge.
    expect(i18n.t('nav.faq')).toBe('FAQ');
    await applyLanguage('nl-be');
    expect(i18n.t('nav.home')).not.toBe('Mon accueil');
    expect(source).toHaveBeenLastCalledWith('nl-be');
  });

  it('keeps the chunk strings when the overrides call fails', async () => {
    setOverridesSource(async () => Promise.reject(new TypeError('Failed to fetch')));
    await applyLanguage('en');
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('fills {{settings.<name>}} with the figures, formatted with spaces', () => {
    i18n.addResource('en', 'shell', 'test.figure', 'At least {{settings.minimum_transfer}} miles');
    setTextFigures({ minimum_transfer: 12_500 });
    expect(i18n.t('test.figure')).toBe('At least 12\u00a0500 miles');
  });
});
