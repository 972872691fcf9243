// What a property page says in each language: rooms, amenities, policies and the hotel's description.
import type { LanguageCode } from '../http/request-language';
import type { Words } from './hotel-data';

export interface RoomWords {
  code: string;
  name: Words;
  description: Words;
  maxAdults: number;
  maxChildren: number;
  sizeM2: number;
  beds: Words;
}

export const roomTypes: readonly RoomWords[] = [
  {
    code: 'CLASSIC',
    name: { en: 'Classic double room', 'fr-be': 'Chambre double classique', 'nl-be': 'Klassieke tweepersoonskamer' },
    description: {
      en: 'A quiet room with a work desk and a rain shower.',
      'fr-be': 'Une chambre calme avec un bureau et une douche à effet pluie.',
      'nl-be': 'Een rustige kamer met een bureau en een regendouche.',
    },
    maxAdults: 2,
    maxChildren: 1,
    sizeM2: 22,
    beds: { en: '1 double bed', 'fr-be': '1 lit double', 'nl-be': '1 tweepersoonsbed' },
  },
  {
    code: 'TWIN',
    name: { en: 'Twin room', 'fr-be': 'Chambre twin', 'nl-be': 'Twinkamer' },
    description: {
      en: 'Two single beds, for colleagues travelling together.',
      'fr-be': 'Deux lits simples, pour les collègues qui voyagent ensemble.',
      'nl-be': 'Twee eenpersoonsbedden, voor collega’s die samen reizen.',
    },
    maxAdults: 2,
    maxChildren: 0,
    sizeM2: 22,
    beds: { en: '2 single beds', 'fr-be': '2 lits simples', 'nl-be': '2 eenpersoonsbedden' },
  },
  {
    code: 'FAMILY',
    name: { en: 'Family room', 'fr-be': 'Chambre familiale', 'nl-be': 'Familiekamer' },
    description: {
      en: 'Room for two adults and two children, with a sofa corner.',
      'fr-be': 'De la place pour deux adultes et deux enfants, avec un coin salon.',
      'nl-be': 'Plaats voor twee volwassenen en twee kinderen, met een zithoek.',
    },
    maxAdults: 2,
    maxChildren: 2,
    sizeM2: 32,
    beds: {
      en: '1 double bed and 2 single beds',
      'fr-be': '1 lit double et 2 lits simples',
      'nl-be': '1 tweepersoonsbed en 2 eenpersoonsbedden',
    },
  },
  {
    code: 'SUITE',
    name: { en: 'Suite', 'fr-be': 'Suite', 'nl-be': 'Suite' },
    description: {
      en: 'A bedroom and a separate living room with a view.',
      'fr-be': 'Une chambre et un salon séparé avec vue.',
      'nl-be': 'Een slaapkamer en een aparte woonkamer met uitzicht.',
    },
    maxAdults: 3,
    maxChildren: 2,
    sizeM2: 45,
    beds: { en: '1 king-size bed and a sofa bed', 'fr-be': '1 lit king-size et un canapé-lit', 'nl-be': '1 kingsizebed en een slaapbank' },
  },
];

export const amenityWords: Record<string, Words> = {
  wifi: { en: 'Free Wi-Fi', 'fr-be': 'Wi-Fi gratuit', 'nl-be': 'Gratis wifi' },
  breakfast: { en: 'Breakfast buffet', 'fr-be': 'Petit-déjeuner buffet', 'nl-be': 'Ontbijtbuffet' },
  restaurant: { en: 'Restaurant', 'fr-be': 'Restaurant', 'nl-be': 'Restaurant' },
  bar: { en: 'Bar', 'fr-be': 'Bar', 'nl-be': 'Bar' },
  gym: { en: 'Fitness room', 'fr-be': 'Salle de fitness', 'nl-be': 'Fitnessruimte' },
  spa: { en: 'Spa', 'fr-be': 'Spa', 'nl-be': 'Spa' },
  pool: { en: 'Swimming pool', 'fr-be': 'Piscine', 'nl-be': 'Zwembad' },
  parking: { en: 'Parking', 'fr-be': 'Parking', 'nl-be': 'Parking' },
  kitchen: {
    en: 'Kitchenette in every apartment',
    'fr-be': 'Kitchenette dans chaque appartement',
    'nl-be': 'Kitchenette in elk appartement',
  },
  pets: { en: 'Pets welcome', 'fr-be': 'Animaux bienvenus', 'nl-be': 'Huisdieren welkom' },
};

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
  const km = new Intl.NumberFormat(language === 'en' ? 'en-GB' : language === 'fr-be' ? 'fr-BE' : 'nl-BE', {
    maximumFractionDigits: 1,
  }).format(distanceKm);
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
