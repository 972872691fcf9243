// card-format.ts writes euros for the portal's three languages without Intl (no ICU load on the card page):
// each must read exactly as Intl.NumberFormat's currency style writes it.
import { describe, expect, it } from 'vitest';
import { formatEuros } from '@/templates/prepaid-card/card-format';

const languages = { en: 'en-GB', 'fr-be': 'fr-BE', 'nl-be': 'nl-BE' } as const;

/** Cents around every place where grouping, padding or the sign changes, both signs. */
const cents = [
  0,
  -0,
  1,
  9,
  10,
  99,
  100,
  101,
  999,
  1000,
  1250,
  99_999,
  100_000,
  123_456,
  100_000_000,
  123_456_789_01,
  Number.MAX_SAFE_INTEGER,
]
  .flatMap((c) => [c, -c])
  .concat(Array.from({ length: 500 }, (_, i) => Math.round((i - 250) ** 3 * 7.3)));

describe('formatEuros', () => {
  for (const [language, locale] of Object.entries(languages)) {
    it(`writes whole cents as Intl does: ${language}`, () => {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
      const wrong = cents
        .filter((c) => formatEuros(c, language) !== intl.format(c / 100))
        .map((c) => [c, formatEuros(c, language), intl.format(c / 100)]);
      expect(wrong).toEqual([]);
    });
  }

  it('hands fractions of a cent and other languages to Intl', () => {
    expect(formatEuros(12.5, 'en')).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(0.125));
    expect(formatEuros(1250, 'de')).toBe(new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(12.5));
  });
});
