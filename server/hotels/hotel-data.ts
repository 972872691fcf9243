// The programme's hotel catalogue beyond the hotels table: brands, cities (centre, postcode),
// the hotels added after the seed's 43 and the content pages' hotel lists. A hotel's stars, minimum stay,
// quota, address and position follow from its brand, city and id (hotel-catalogue.ts), so 50 hotels need
// no hand-written rows and the same id always describes the same hotel.
import type { LanguageCode } from '../http/request-language';

export type Words = Record<LanguageCode, string>;

export interface BrandData {
  code: string;
  name: string;
  stars: number;
  /** Approved redemption requests per hotel and month of stay (requirements §5). */
  monthlyQuota: number;
  colour: string;
  pitch: Words;
}

export const brands: readonly BrandData[] = [
  {
    code: 'horizon',
    name: 'Horizon',
    stars: 4,
    monthlyQuota: 3,
    colour: '#1f5f8b',
    pitch: {
      en: 'Horizon is the group’s flagship: central hotels with generous breakfasts and rooms made for a good night’s sleep.',
      'fr-be':
        'Horizon est la marque phare du groupe : des hôtels centraux, des petits-déjeuners généreux et des chambres pensées pour bien dormir.',
      'nl-be': 'Horizon is het vlaggenschip van de groep: centraal gelegen hotels met een royaal ontbijt en kamers om goed te slapen.',
    },
  },
  {
    code: 'horizon-select',
    name: 'Horizon Select',
    stars: 5,
    monthlyQuota: 3,
    colour: '#6b3f8f',
    pitch: {
      en: 'Horizon Select hotels add a personal concierge, a spa and signature restaurants to the best addresses in town.',
      'fr-be':
        'Les hôtels Horizon Select ajoutent un concierge personnel, un spa et des restaurants signature aux meilleures adresses de la ville.',
      'nl-be':
        'Horizon Select-hotels voegen een persoonlijke conciërge, een spa en signatuurrestaurants toe aan de beste adressen van de stad.',
    },
  },
  {
    code: 'nordlys',
    name: 'Nordlys',
    stars: 3,
    monthlyQuota: 1,
    colour: '#2e8b66',
    pitch: {
      en: 'Nordlys hotels are light, Scandinavian-style and good value, close to the stations.',
      'fr-be': 'Les hôtels Nordlys sont lumineux, de style scandinave et au juste prix, près des gares.',
      'nl-be': 'Nordlys-hotels zijn licht, in Scandinavische stijl en voordelig, vlak bij de stations.',
    },
  },
  {
    code: 'casa-horizon',
    name: 'Casa Horizon',
    stars: 4,
    monthlyQuota: 3,
    colour: '#c0713f',
    pitch: {
      en: 'Casa Horizon houses are small boutique hotels in historic buildings, in the old town.',
      'fr-be': 'Les maisons Casa Horizon sont de petits hôtels de charme dans des bâtiments historiques, au cœur de la vieille ville.',
      'nl-be': 'Casa Horizon-huizen zijn kleine boetiekhotels in historische panden, in de oude binnenstad.',
    },
  },
  {
    code: 'horizon-suites',
    name: 'Horizon Suites',
    stars: 4,
    monthlyQuota: 3,
    colour: '#4f6472',
    pitch: {
      en: 'Horizon Suites offers apartments with a kitchen for long stays and business trips.',
      'fr-be': 'Horizon Suites propose des appartements avec cuisine pour les longs séjours et les voyages d’affaires.',
      'nl-be': 'Horizon Suites biedt appartementen met keuken voor lange verblijven en zakenreizen.',
    },
  },
  {
    code: 'horizon-resorts',
    name: 'Horizon Resorts',
    stars: 5,
    monthlyQuota: 2,
    colour: '#b8862b',
    pitch: {
      en: 'Horizon Resorts are seaside and countryside retreats with pools, gardens and a minimum stay of two nights.',
      'fr-be': 'Les Horizon Resorts sont des refuges en bord de mer et à la campagne, avec piscines et jardins, pour deux nuits minimum.',
      'nl-be': 'Horizon Resorts zijn toevluchtsoorden aan zee en op het platteland, met zwembaden en tuinen, voor minstens twee nachten.',
    },
  },
];

export interface CityData {
  country: string;
  postcode: string;
  lat: number;
  lon: number;
}

export const cities: Record<string, CityData> = {
  Brussels: { country: 'BE', postcode: '1000', lat: 50.8467, lon: 4.3525 },
  Antwerp: { country: 'BE', postcode: '2000', lat: 51.2194, lon: 4.4025 },
  Ghent: { country: 'BE', postcode: '9000', lat: 51.0543, lon: 3.7174 },
  Bruges: { country: 'BE', postcode: '8000', lat: 51.2093, lon: 3.2247 },
  Liège: { country: 'BE', postcode: '4000', lat: 50.6326, lon: 5.5797 },
  Namur: { country: 'BE', postcode: '5000', lat: 50.4674, lon: 4.872 },
  Leuven: { country: 'BE', postcode: '3000', lat: 50.8798, lon: 4.7005 },
  Knokke: { country: 'BE', postcode: '8300', lat: 51.35, lon: 3.29 },
  Ostend: { country: 'BE', postcode: '8400', lat: 51.2154, lon: 2.9287 },
  Paris: { country: 'FR', postcode: '75009', lat: 48.8566, lon: 2.3522 },
  Lyon: { country: 'FR', postcode: '69002', lat: 45.764, lon: 4.8357 },
  Lille: { country: 'FR', postcode: '59000', lat: 50.6292, lon: 3.0573 },
  Nice: { country: 'FR', postcode: '06000', lat: 43.7102, lon: 7.262 },
  Marseille: { country: 'FR', postcode: '13001', lat: 43.2965, lon: 5.3698 },
  Bordeaux: { country: 'FR', postcode: '33000', lat: 44.8378, lon: -0.5792 },
  Strasbourg: { country: 'FR', postcode: '67000', lat: 48.5734, lon: 7.7521 },
  Cannes: { country: 'FR', postcode: '06400', lat: 43.5528, lon: 7.0174 },
  'Saint-Tropez': { country: 'FR', postcode: '83990', lat: 43.2727, lon: 6.6406 },
  Amsterdam: { country: 'NL', postcode: '1012', lat: 52.3676, lon: 4.9041 },
  Rotterdam: { country: 'NL', postcode: '3011', lat: 51.9244, lon: 4.4777 },
  Utrecht: { country: 'NL', postcode: '3511', lat: 52.0907, lon: 5.1214 },
  'The Hague': { country: 'NL', postcode: '2511', lat: 52.0705, lon: 4.3007 },
  London: { country: 'GB', postcode: 'WC2E 9DD', lat: 51.5074, lon: -0.1278 },
  Manchester: { country: 'GB', postcode: 'M1 1AF', lat: 53.4808, lon: -2.2426 },
  Edinburgh: { country: 'GB', postcode: 'EH1 1RE', lat: 55.9533, lon: -3.1883 },
  Luxembourg: { country: 'LU', postcode: 'L-1855', lat: 49.6116, lon: 6.1319 },
  Rome: { country: 'IT', postcode: '00197', lat: 41.9028, lon: 12.4964 },
  Florence: { country: 'IT', postcode: '50125', lat: 43.7696, lon: 11.2558 },
  Venice: { country: 'IT', postcode: '30126', lat: 45.4408, lon: 12.3155 },
};

/** Hotels after the seed's 43 (server/db/seed-hotels-data.ts): added at start, ids never reused. */
export const newerHotels = [
  { id: 44, code: 'HZROM01', brand: 'Horizon Resorts', place: 'Rome Villa Borghese', city: 'Rome', country_code: 'IT' },
  { id: 45, code: 'HZFLR01', brand: 'Horizon Resorts', place: 'Florence Oltrarno', city: 'Florence', country_code: 'IT' },
  { id: 46, code: 'HZVCE01', brand: 'Horizon Resorts', place: 'Venice Lido', city: 'Venice', country_code: 'IT' },
  { id: 47, code: 'HZCEQ01', brand: 'Horizon Resorts', place: 'Cannes Croisette', city: 'Cannes', country_code: 'FR' },
  { id: 48, code: 'HZLTT01', brand: 'Horizon Resorts', place: 'Saint-Tropez Port', city: 'Saint-Tropez', country_code: 'FR' },
  { id: 49, code: 'HZKNO01', brand: 'Horizon Resorts', place: 'Knokke Dunes', city: 'Knokke', country_code: 'BE' },
  { id: 50, code: 'HZOST01', brand: 'Horizon Resorts', place: 'Ostend Beach', city: 'Ostend', country_code: 'BE' },
] as const;

export interface CollectionData {
  code: string;
  hotels: readonly number[];
  title: Words;
  description: Words;
}

/** The hotel lists of the content pages: /offers, /discover-hotels and the hotel group's train and boat pages. */
export const collections: readonly CollectionData[] = [
  {
    code: 'offers',
    hotels: [2, 11, 16, 25, 32, 38, 44, 47],
    title: { en: 'Famous offers', 'fr-be': 'Offres phares', 'nl-be': 'Topaanbiedingen' },
    description: {
      en: 'This season’s offers to sell: longer stays, suites at the price of a room and breakfast included.',
      'fr-be': 'Les offres de la saison à vendre : séjours prolongés, suites au prix d’une chambre et petit-déjeuner compris.',
      'nl-be':
        'De aanbiedingen van het seizoen om te verkopen: langere verblijven, suites voor de prijs van een kamer en ontbijt inbegrepen.',
    },
  },
  {
    code: 'discover',
    hotels: [4, 9, 19, 22, 26, 45, 49],
    title: { en: 'Discover our hotels', 'fr-be': 'Découvrez nos hôtels', 'nl-be': 'Ontdek onze hotels' },
    description: {
      en: 'Addresses our agents love: small houses in old towns and retreats by the sea.',
      'fr-be': 'Les adresses que nos agents préfèrent : petites maisons dans les vieilles villes et refuges en bord de mer.',
      'nl-be': 'Adressen waar onze agenten van houden: kleine huizen in oude binnensteden en toevluchtsoorden aan zee.',
    },
  },
  {
    code: 'la-dolce-vita',
    hotels: [44, 45, 46],
    title: { en: 'La dolce vita by train', 'fr-be': 'La dolce vita en train', 'nl-be': 'La dolce vita met de trein' },
    description: {
      en: 'Rome, Florence and Venice by night train, with a Horizon Resorts hotel at every stop.',
      'fr-be': 'Rome, Florence et Venise en train de nuit, avec un hôtel Horizon Resorts à chaque étape.',
      'nl-be': 'Rome, Florence en Venetië met de nachttrein, met een Horizon Resorts-hotel bij elke halte.',
    },
  },
  {
    code: 'sailing',
    hotels: [25, 26, 27, 47, 48, 49, 50],
    title: { en: 'Sailing', 'fr-be': 'Croisière à la voile', 'nl-be': 'Zeilen' },
    description: {
      en: 'From the Belgian coast to the Riviera: hotels by the harbour for a sailing holiday.',
      'fr-be': 'De la côte belge à la Riviera : des hôtels près du port pour des vacances à la voile.',
      'nl-be': 'Van de Belgische kust tot de Rivièra: hotels aan de haven voor een zeilvakantie.',
    },
  },
];

/** The brand's record by its name as the hotels table stores it. */
export function brandByName(name: string): BrandData {
  return brands.find((b) => b.name === name) ?? (brands[0] as BrandData);
}
