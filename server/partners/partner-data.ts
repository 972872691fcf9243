// The programme's partners and destinations: the directory of /discover/partners, in three
// languages. Ids 1–12 are the partners table's reference ids (favorites check them); each travel partner
// that also sells through the shop names its shop partner (101–110), whose products its page links to.
import type { Words } from '../hotels/hotel-data';

export interface PartnerData {
  id: number;
  name: string;
  type: 'partner' | 'destination';
  /** The shop's partner (catalogue-words.ts) whose products and financial services this page links to. */
  shopPartnerId: number | null;
  website: string | null;
  colour: string;
  summary: Words;
  intro: Words;
}

export const partners: readonly PartnerData[] = [
  {
    id: 1,
    name: 'SkyLoyal Airlines',
    type: 'partner',
    shopPartnerId: 101,
    website: 'https://skyloyal.example',
    colour: '#1f5f8b',
    summary: {
      en: 'Flights to 120 cities; your clients earn miles on every ticket.',
      'fr-be': 'Des vols vers 120 villes ; vos clients gagnent des miles sur chaque billet.',
      'nl-be': 'Vluchten naar 120 steden; uw klanten sparen miles op elk ticket.',
    },
    intro: {
      en: '<p>SkyLoyal flies from Brussels, Amsterdam and Paris to <strong>120 cities</strong>.</p><p>Turn your miles into SkyLoyal points in the shop.</p>',
      'fr-be':
        '<p>SkyLoyal relie Bruxelles, Amsterdam et Paris à <strong>120 villes</strong>.</p><p>Convertissez vos miles en points SkyLoyal dans la boutique.</p>',
      'nl-be':
        '<p>SkyLoyal vliegt vanuit Brussel, Amsterdam en Parijs naar <strong>120 steden</strong>.</p><p>Zet uw miles om in SkyLoyal-punten in de shop.</p>',
    },
  },
  {
    id: 2,
    name: 'RailPlus',
    type: 'partner',
    shopPartnerId: 102,
    website: 'https://railplus.example',
    colour: '#c0392b',
    summary: {
      en: 'High-speed trains between Brussels, Paris, London and Amsterdam.',
      'fr-be': 'Des trains à grande vitesse entre Bruxelles, Paris, Londres et Amsterdam.',
      'nl-be': 'Hogesnelheidstreinen tussen Brussel, Parijs, Londen en Amsterdam.',
    },
    intro: {
      en: '<p>RailPlus takes your clients from city centre to city centre, with a <strong>Horizon hotel</strong> near every station.</p>',
      'fr-be':
        '<p>RailPlus emmène vos clients de centre-ville à centre-ville, avec un <strong>hôtel Horizon</strong> près de chaque gare.</p>',
      'nl-be':
        '<p>RailPlus brengt uw klanten van stadscentrum naar stadscentrum, met een <strong>Horizon-hotel</strong> bij elk station.</p>',
    },
  },
  {
    id: 3,
    name: 'Kade Cruises',
    type: 'partner',
    shopPartnerId: 108,
    website: 'https://kadecruises.example',
    colour: '#14324f',
    summary: {
      en: 'River and sea cruises, with a hotel night before boarding.',
      'fr-be': 'Croisières fluviales et maritimes, avec une nuit d’hôtel avant l’embarquement.',
      'nl-be': 'Rivier- en zeecruises, met een hotelnacht voor het inschepen.',
    },
    intro: {
      en: '<p>Kade Cruises sails the Rhine, the Danube and the Mediterranean.</p><p>Pair a cruise with our <strong>sailing</strong> hotels.</p>',
      'fr-be':
        '<p>Kade Cruises navigue sur le Rhin, le Danube et la Méditerranée.</p><p>Associez une croisière à nos hôtels <strong>voile</strong>.</p>',
      'nl-be':
        '<p>Kade Cruises vaart op de Rijn, de Donau en de Middellandse Zee.</p><p>Combineer een cruise met onze <strong>zeil</strong>hotels.</p>',
    },
  },
  {
    id: 4,
    name: 'CityBike',
    type: 'partner',
    shopPartnerId: 104,
    website: 'https://citybike.example',
    colour: '#2e8b66',
    summary: {
      en: 'Bikes to rent at the door of our city hotels.',
      'fr-be': 'Des vélos à louer à la porte de nos hôtels urbains.',
      'nl-be': 'Fietsen te huur aan de deur van onze stadshotels.',
    },
    intro: {
      en: '<p>CityBike stations stand in front of <strong>30 Horizon hotels</strong>.</p>',
      'fr-be': '<p>Des stations CityBike se trouvent devant <strong>30 hôtels Horizon</strong>.</p>',
      'nl-be': '<p>CityBike-stations staan voor <strong>30 Horizon-hotels</strong>.</p>',
    },
  },
  {
    id: 5,
    name: 'Riviera Club',
    type: 'partner',
    shopPartnerId: 106,
    website: 'https://rivieraclub.example',
    colour: '#d49b00',
    summary: {
      en: 'Beach clubs and boat trips on the Riviera.',
      'fr-be': 'Clubs de plage et sorties en bateau sur la Riviera.',
      'nl-be': 'Strandclubs en boottochten aan de Rivièra.',
    },
    intro: {
      en: '<p>Riviera Club welcomes our guests in Nice, Cannes and Saint-Tropez.</p>',
      'fr-be': '<p>Riviera Club accueille nos clients à Nice, Cannes et Saint-Tropez.</p>',
      'nl-be': '<p>Riviera Club ontvangt onze gasten in Nice, Cannes en Saint-Tropez.</p>',
    },
  },
  {
    id: 6,
    name: 'Benelux Assurances',
    type: 'partner',
    shopPartnerId: 109,
    website: 'https://beneluxassurances.example',
    colour: '#4f6472',
    summary: {
      en: 'Travel insurance for agents and their clients.',
      'fr-be': 'Assurance voyage pour les agents et leurs clients.',
      'nl-be': 'Reisverzekering voor agenten en hun klanten.',
    },
    intro: {
      en: '<p>Benelux Assurances covers cancellation, luggage and medical costs.</p>',
      'fr-be': '<p>Benelux Assurances couvre l’annulation, les bagages et les frais médicaux.</p>',
      'nl-be': '<p>Benelux Assurances dekt annulering, bagage en medische kosten.</p>',
    },
  },
  {
    id: 7,
    name: 'Horizon Bank',
    type: 'partner',
    shopPartnerId: 110,
    website: 'https://horizonbank.example',
    colour: '#6a4cb3',
    summary: {
      en: 'Savings and payment services for travel professionals.',
      'fr-be': 'Épargne et services de paiement pour les professionnels du voyage.',
      'nl-be': 'Spaar- en betaaldiensten voor reisprofessionals.',
    },
    intro: {
      en: '<p>Horizon Bank turns miles into savings with its <strong>financial services</strong>.</p>',
      'fr-be': '<p>Horizon Bank transforme les miles en épargne grâce à ses <strong>services financiers</strong>.</p>',
      'nl-be': '<p>Horizon Bank zet miles om in spaargeld met zijn <strong>financiële diensten</strong>.</p>',
    },
  },
  ...(
    [
      [
        8,
        'Belgian Coast',
        '#1f8f9e',
        [
          'The dunes and beaches from Knokke to Ostend.',
          'Les dunes et les plages de Knokke à Ostende.',
          'De duinen en stranden van Knokke tot Oostende.',
        ],
      ],
      [
        9,
        'Côte d’Azur',
        '#d0493b',
        [
          'Nice, Cannes and Saint-Tropez, sun all year.',
          'Nice, Cannes et Saint-Tropez, le soleil toute l’année.',
          'Nice, Cannes en Saint-Tropez, het hele jaar zon.',
        ],
      ],
      [
        10,
        'Tuscany',
        '#b8862b',
        [
          'Florence, vineyards and hill towns.',
          'Florence, les vignobles et les villages perchés.',
          'Florence, wijngaarden en heuveldorpen.',
        ],
      ],
      [
        11,
        'Scottish Highlands',
        '#33245a',
        [
          'Lochs, castles and whisky trails from Edinburgh.',
          'Lochs, châteaux et routes du whisky depuis Édimbourg.',
          'Lochs, kastelen en whiskyroutes vanuit Edinburgh.',
        ],
      ],
      [
        12,
        'Ardennes',
        '#1d4d3a',
        [
          'Forests and rivers south of Namur and Liège.',
          'Forêts et rivières au sud de Namur et de Liège.',
          'Bossen en rivieren ten zuiden van Namen en Luik.',
        ],
      ],
    ] as const
  ).map(([id, name, colour, [en, fr, nl]]): PartnerData => ({
    id,
    name,
    type: 'destination',
    shopPartnerId: null,
    website: null,
    colour,
    summary: { en, 'fr-be': fr, 'nl-be': nl },
    intro: { en: `<p>${en}</p>`, 'fr-be': `<p>${fr}</p>`, 'nl-be': `<p>${nl}</p>` },
  })),
];

/** The partners table holds the directory's ids (favorites of type partner check them); ids 11 and 12 are new. */
export const partnerIds = partners.map((p) => p.id);
