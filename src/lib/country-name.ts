// A country's name in the member's language, by its ISO code, from the platform's own data (Intl.DisplayNames), so
// nobody has to know that Belgium is "BE"; the code itself where the platform has no name for it.
import { intlLocale } from '../contract/figures';

// Why kept: a list names a country per line; one namer per language, built on first use.
const namers = new Map<string, Intl.DisplayNames>();

export function countryName(code: string, language: string): string {
  try {
    let namer = namers.get(language);
    if (!namer) {
      namer = new Intl.DisplayNames([intlLocale(language)], { type: 'region' });
      namers.set(language, namer);
    }
    return namer.of(code) ?? code;
  } catch {
    // A code Intl refuses as malformed.
    return code;
  }
}
