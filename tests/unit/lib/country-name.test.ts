// A country code is named from the programme's names the API gives (GET countries_light/names), whatever the case of
// the code; a code they do not have, or one named before they have come, shows as the code, never as another name.
import { describe, expect, it } from 'vitest';
import { countryNamesOf, namedCountry } from '@/lib/country-name';

const names = countryNamesOf([
  { code: 'BE', name: 'Belgique' },
  { code: 'LU', name: 'Luxembourg' },
]);

describe('namedCountry', () => {
  it('names a code by the programme’s names, in capitals or not', () => {
    expect(namedCountry('BE', names)).toBe('Belgique');
    expect(namedCountry('be', names)).toBe('Belgique');
  });

  it('shows the code the names do not have, and every code before they have come', () => {
    expect(namedCountry('DE', names)).toBe('DE');
    expect(namedCountry('BE', null)).toBe('BE');
  });
});
