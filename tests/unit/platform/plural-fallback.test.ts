/** @vitest-environment jsdom */
// French has a third plural category, `many`, for exact millions (Intl.PluralRules('fr').select(1e6)). The
// locale files write _one and _other (the forms the config check requires); i18next would look up _many, find
// nothing and, with no fallback language, show the raw key. The app's instance answers the _other form instead.
import { beforeAll, describe, expect, it } from 'vitest';
import { allNamespaces, applyLanguage, i18n, loadNamespaces } from '@/platform/i18n';

beforeAll(async () => {
  await applyLanguage('fr-be');
  await loadNamespaces(allNamespaces);
});

describe('a plural category the strings do not write', () => {
  it('shows the _other form', () => {
    expect(new Intl.PluralRules('fr-be').select(1_000_000)).toBe('many');
    expect(i18n.t('hotels.results.nights', { lng: 'fr-be', count: 1_000_000 })).toBe('1000000 nuits');
    expect(i18n.t('hotels.results.nights', { lng: 'fr-be', count: 1 })).toBe('1 nuit');
  });

  it('still shows the key of a string that does not exist, so a missing one is noticed', () => {
    expect(i18n.t('hotels.results.nowhere', { lng: 'fr-be', count: 1_000_000 })).toBe('hotels.results.nowhere');
  });

  it("shows the call's own fallback for a key the strings do not hold (a server's code they do not know)", () => {
    expect(i18n.t('basket.errors.NO_SUCH_CODE', { lng: 'fr-be', defaultValue: 'Réessayez.' })).toBe('Réessayez.');
  });
});
