// What a property page says in each language around the hotels file's data: its policies, the hotel's description
// and the pictures' alt texts. The rooms and amenities are the hotels file's (server/hotels/data/hotels.json).
import { formatFigure } from '../../src/contract/figures';
import { numberLocale } from '../content/number-locale';
import type { LanguageCode } from '../http/request-language';
import type { Words } from './hotel-data';

export const policyWords = {
  cancellation: {
    en: 'Free cancellation until 48 hours before arrival; after that, the first night is charged.',
    'fr-be': 'Annulation gratuite jusqu’à 48 heures avant l’arrivée ; ensuite, la première nuit est facturée.',
    'nl-be': 'Gratis annuleren tot 48 uur voor aankomst; daarna wordt de eerste nacht aangerekend.',
  },
  children: {
    en: 'Children under 12 stay free in their parents’ room.',
    'fr-be': 'Les enfants de moins de 12 ans séjournent gratuitement dans la chambre de leurs parents.',
    'nl-be': 'Kinderen jonger dan 12 jaar verblijven gratis op de kamer van hun ouders.',
  },
} satisfies Record<string, Words>;

/** "<brand pitch> This hotel is 1.2 km from the centre of Paris." */
export function hotelDescription(pitch: Words, city: string, distanceKm: number, language: LanguageCode): string {
  // In the portal's one number locale, as the page around the sentence writes figures: "2.2 km" in French too.
  const km = formatFigure(distanceKm, numberLocale, 1);
  const where: Words = {
    en: `This hotel is ${km} km from the centre of ${city}.`,
    'fr-be': `Cet hôtel se trouve à ${km} km du centre de ${city}.`,
    'nl-be': `Dit hotel ligt op ${km} km van het centrum van ${city}.`,
  };
  return `${pitch[language]} ${where[language]}`;
}

/** Picture descriptions (alt texts). */
export const pictureWords = {
  facade: { en: 'The hotel’s facade', 'fr-be': 'La façade de l’hôtel', 'nl-be': 'De gevel van het hotel' },
  room: { en: 'A room', 'fr-be': 'Une chambre', 'nl-be': 'Een kamer' },
  lounge: { en: 'The lounge', 'fr-be': 'Le salon', 'nl-be': 'De lounge' },
  map: { en: 'Map of the hotel’s location', 'fr-be': 'Plan de situation de l’hôtel', 'nl-be': 'Kaart met de ligging van het hotel' },
  logo: { en: 'Logo', 'fr-be': 'Logo', 'nl-be': 'Logo' },
} satisfies Record<string, Words>;
