// @vitest-environment jsdom
// Editors' overrides (translations_light) laid over the language chunk: fetched in the language being loaded,
// merged deep, and a failed call leaves the chunk's strings. Settings figures fill {{settings.<name>}}.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n, nestOverrides, setTextFigures } from '@/lib/i18n';

afterEach(() => {
  vi.unstubAllGlobals();
});

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
  it('asks translations_light in the language it loads and lays the answer over the chunk', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const language = new Headers(init?.headers).get('Accept-Language');
      return new Response(JSON.stringify(language === 'fr-be' ? { 'nav.home': 'Mon accueil' } : {}), {
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    await applyLanguage('fr-be');
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/api\/translations_light$/), expect.anything());
    expect(i18n.t('nav.home')).toBe('Mon accueil');
    // The rest of the chunk is untouched by the deep merge.
    expect(i18n.t('nav.faq')).toBe('FAQ');
    await applyLanguage('nl-be');
    expect(i18n.t('nav.home')).not.toBe('Mon accueil');
    expect(new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers).get('Accept-Language')).toBe('nl-be');
  });

  it('keeps the chunk strings when the overrides call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await applyLanguage('en');
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('fills {{settings.<name>}} with the figures, formatted with spaces', () => {
    i18n.addResource('en', 'translation', 'test.figure', 'At least {{settings.minimum_transfer}} miles');
    setTextFigures({ minimum_transfer: 12_500 });
    expect(i18n.t('test.figure')).toBe('At least 12\u00a0500 miles');
  });
});
