// @vitest-environment jsdom
// The studio's first language: the one kept for it in this browser, else the one this browser chose in the portal,
// else the browser's own when the studio speaks it, else English.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function studioLanguage(): Promise<string> {
  vi.resetModules();
  const { studioI18n } = await import('@/studio/studio-i18n');
  return studioI18n.language;
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the studio’s first language', () => {
  it('is the portal’s choice in this browser when the studio has none kept', async () => {
    localStorage.setItem('language_public', 'nl-be');
    expect(await studioLanguage()).toBe('nl-be');
    localStorage.setItem('language_logged', 'fr-be');
    expect(await studioLanguage()).toBe('fr-be');
  });

  it('is the one kept for the studio before any other', async () => {
    localStorage.setItem('language_public', 'nl-be');
    localStorage.setItem('studio_language', 'en');
    expect(await studioLanguage()).toBe('en');
  });

  it('is the browser’s own when nothing is kept, English when the studio does not speak it', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    expect(await studioLanguage()).toBe('fr-be');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    localStorage.setItem('language_public', 'de');
    expect(await studioLanguage()).toBe('en');
  });
});
