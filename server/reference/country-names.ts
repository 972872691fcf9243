// Country names in the member's language. The countries table keys a country by its ISO code, so the
// platform's own data (Intl.DisplayNames, CLDR) names it in every language; the stored English name is
// only the fallback for a code the runtime does not know.
import { intlLocale } from '../../src/contract/figures';
import type { LanguageCode } from '../http/request-language';

const namers = new Map<LanguageCode, Intl.DisplayNames>();

function namer(language: LanguageCode): Intl.DisplayNames {
  let found = namers.get(language);
  if (!found) {
    found = new Intl.DisplayNames([intlLocale(language)], { type: 'region', fallback: 'none' });
    namers.set(language, found);
  }
  return found;
}

/** "BE" → Belgium / Belgique / België; `stored` when the code has no name. */
export function countryName(code: string, language: LanguageCode, stored: string): string {
  try {
    return namer(language).of(code.toUpperCase()) ?? stored;
  } catch {
    // A code Intl refuses as malformed (not two letters or three digits): the stored name is all there is.
    return stored;
  }
}
