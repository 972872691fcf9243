// The cities of the hotel catalogue in each language. The hotels table stores a city by its English name;
// French and Dutch speakers know many of them by another (Anvers / Antwerpen, La Haye / Den Haag), so the
// pages show the member's name and a search accepts any of them: a link shared from another language, or a
// name typed in the other national language, still finds the same hotels. The names are the hotels file's
// (server/hotels/data/hotels.json, `cities`).
import { programmeLanguages } from '../http/request-language';
import type { LanguageCode } from '../http/request-language';
import type { Words } from './hotel-data';

/** Every distinct name of the city, for matching what a member typed or a shared link carries. */
export function allCityNames(names: Words): string[] {
  return [...new Set(programmeLanguages.map((l) => names[l]))];
}

/** Every city of the hotels files read, by its stored (English) name. */
const known = new Map<string, Words>();

/** The cities of a hotels file (hotel-data.ts, at each read): from then on, `cityIn` names them in every language. */
export function rememberCities(cities: readonly { names: Words }[]): void {
  for (const city of cities) known.set(city.names.en, city.names);
}

/**
 * A city stored by its English name (hotels.city, a history line's parameters), as `language` names it: Bruxelles,
 * Brussel, Anvers. A city no hotels file knows keeps its stored name.
 */
export function cityIn(stored: string, language: LanguageCode): string {
  return known.get(stored)?.[language] ?? stored;
}
