/** @vitest-environment jsdom */
// The newest language request wins, whatever order the strings arrive in (a member's profile language must
// not be overwritten by the default language finishing its load later).
// vitest: isolate — the race needs nl-be's strings not loaded yet, which an earlier file of a shared worker may have done.
import { describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '@/platform/i18n';

describe('applyLanguage', () => {
  it('keeps the newest request when an older one finishes loading last', async () => {
    await applyLanguage('fr-be'); // fr-be's strings are loaded: a new request for it finishes at once
    // nl-be still has to load its strings, so without the guard it would land after fr-be.
    await Promise.all([applyLanguage('nl-be'), applyLanguage('fr-be')]);
    expect(i18n.language).toBe('fr-be');
    expect(document.documentElement.lang).toBe('fr-be');
    // The skipped language's strings are still kept for later.
    await applyLanguage('nl-be');
    expect(i18n.language).toBe('nl-be');
    expect(document.documentElement.lang).toBe('nl-be');
  });
});
