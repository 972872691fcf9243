// The cities of the hotel catalogue in each language. The hotels table stores a city by its English name;
// French and Dutch speakers know many of them by another (Anvers / Antwerpen, La Haye / Den Haag), so the
// pages show the member's name and a search accepts any of them: a link shared from another language, or a
// name typed in the other national language, still finds the same hotels.
import type { LanguageCode } from '../http/request-language';
import { programmeLanguages } from '../http/request-language';
import type { Words } from './hotel-data';

/** French and Dutch names that differ from the English one (the key); a city absent here has one name. */
const otherNames: Readonly<Record<string, Partial<Record<Exclude<LanguageCode, 'en'>, string>>>> = {
  Brussels: { 'fr-be': 'Bruxelles', 'nl-be': 'Brussel' },
  Antwerp: { 'fr-be': 'Anvers', 'nl-be': 'Antwerpen' },
  Ghent: { 'fr-be': 'Gand', 'nl-be': 'Gent' },
  Bruges: { 'nl-be': 'Brugge' },
  Liège: { 'nl-be': 'Luik' },
  Namur: { 'nl-be': 'Namen' },
  Leuven: { 'fr-be': 'Louvain' },
  Ostend: { 'fr-be': 'Ostende', 'nl-be': 'Oostende' },
  Paris: { 'nl-be': 'Parijs' },
  Lille: { 'nl-be': 'Rijsel' },
  Strasbourg: { 'nl-be': 'Straatsburg' },
  'The Hague': { 'fr-be': 'La Haye', 'nl-be': 'Den Haag' },
  London: { 'fr-be': 'Londres', 'nl-be': 'Londen' },
  Edinburgh: { 'fr-be': 'Édimbourg' },
  Luxembourg: { 'nl-be': 'Luxemburg' },
  Venice: { 'fr-be': 'Venise', 'nl-be': 'Venetië' },
};

/** The city's name in every language, from its stored (English) name. */
export function cityNamesOf(stored: string): Words {
  const other = otherNames[stored] ?? {};
  return { en: stored, 'fr-be': other['fr-be'] ?? stored, 'nl-be': other['nl-be'] ?? stored };
}

/** Every distinct name of the city, for matching what a member typed or a shared link carries. */
export function allCityNames(names: Words): string[] {
  return [...new Set(programmeLanguages.map((l) => names[l]))];
}
