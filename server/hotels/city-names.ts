// The cities of the hotel catalogue in each language. The hotels table stores a city by its English name;
// French and Dutch speakers know many of them by another (Anvers / Antwerpen, La Haye / Den Haag), so the
// pages show the member's name and a search accepts any of them: a link shared from another language, or a
// name typed in the other national language, still finds the same hotels. The names are the hotels file's
// (server/hotels/data/hotels.json, `cities`).
import { programmeLanguages } from '../http/request-language';
import type { Words } from './hotel-data';

/** Every distinct name of the city, for matching what a member typed or a shared link carries. */
export function allCityNames(names: Words): string[] {
  return [...new Set(programmeLanguages.map((l) => names[l]))];
}
