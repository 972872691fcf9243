// What a property page says in each language around the hotels file's data, from that file's `words`: the hotel's
// description (its brand's pitch, then where it is), its policies and the pictures' alt texts.
import { formatFigure } from '../../src/contract/figures';
import { numberLocale } from '../content/number-locale';
import type { HotelWords } from '../generated/catalogues';
import type { LanguageCode } from '../http/request-language';
import type { Words } from './hotel-data';

/** "<brand pitch> This hotel is 1.2 km from the centre of Paris." */
export function hotelDescription(words: HotelWords, pitch: Words, city: string, distanceKm: number, language: LanguageCode): string {
  // In the portal's one number locale, as the page around the sentence writes figures: "2.2 km" in French too.
  const distance = formatFigure(distanceKm, numberLocale, 1);
  const where = words.location[language].replace(/\{\{\s*(distance|city)\s*\}\}/g, (_, name: string) =>
    name === 'city' ? city : distance,
  );
  return `${pitch[language]} ${where}`;
}
