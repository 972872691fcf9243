// The card writes euros in the member's language as Intl's currency style does: these are the texts the card page
// and its screenshots show, down to the kind of space (fr-BE groups with a narrow no-break space).
import { describe, expect, it } from 'vitest';
import { formatCardMiles, formatEuros, formatExpiry } from '@/templates/prepaid-card/card-format';

describe('formatEuros', () => {
  it('writes euros in each of the portal languages', () => {
    const amounts = [123_456_789, -1250, 5];
    expect(amounts.map((c) => formatEuros(c, 'en'))).toEqual(['€1,234,567.89', '-€12.50', '€0.05']);
    expect(amounts.map((c) => formatEuros(c, 'fr-be'))).toEqual(['1\u202f234\u202f567,89\u00a0€', '-12,50\u00a0€', '0,05\u00a0€']);
    expect(amounts.map((c) => formatEuros(c, 'nl-be'))).toEqual(['€\u00a01.234.567,89', '€\u00a0-12,50', '€\u00a00,05']);
  });

  it('hands fractions of a cent and other languages to Intl', () => {
    expect(formatEuros(12.5, 'en')).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(0.125));
    expect(formatEuros(1250, 'de')).toBe(new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(12.5));
  });
});

describe('formatCardMiles and formatExpiry', () => {
  it('writes miles with no-break spaces and the expiry as printed on the card', () => {
    expect(formatCardMiles(1200)).toBe('1\u00a0200');
    expect(formatExpiry('2029-11')).toBe('11/2029');
    expect(formatExpiry(null)).toBe('');
  });
});
