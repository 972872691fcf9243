// The partners' articles (partners_content_detail?contentId=), in three languages: a title, a summary and a
// second paragraph each; the body is HTML within the portal's allow-list (h2, p).
import type { Words } from '../hotels/hotel-data';

export interface ArticleData {
  id: number;
  partnerId: number;
  publishedOn: string;
  title: Words;
  summary: Words;
  body: Words;
}

type Three = readonly [string, string, string];
const words = ([en, fr, nl]: Three): Words => ({ en, 'fr-be': fr, 'nl-be': nl });

const rows: readonly (readonly [number, number, string, Three, Three, Three])[] = [
  [
    1,
    1,
    '2026-10-02',
    ['New routes to Lisbon and Porto', 'Nouvelles lignes vers Lisbonne et Porto', 'Nieuwe routes naar Lissabon en Porto'],
    [
      'SkyLoyal now flies daily from Brussels to Lisbon and Porto.',
      'SkyLoyal relie désormais chaque jour Bruxelles à Lisbonne et Porto.',
      'SkyLoyal vliegt nu dagelijks van Brussel naar Lissabon en Porto.',
    ],
    [
      'Book before the end of the month to earn double points.',
      'Réservez avant la fin du mois pour gagner le double de points.',
      'Boek voor het einde van de maand en spaar dubbele punten.',
    ],
  ],
  [
    2,
    1,
    '2026-08-14',
    ['Business class for agents', 'La classe affaires pour les agents', 'Businessclass voor agenten'],
    [
      'Agents of the programme get an upgrade offer twice a year.',
      'Les agents du programme reçoivent une offre de surclassement deux fois par an.',
      'Agenten van het programma krijgen twee keer per jaar een upgradeaanbod.',
    ],
    [
      'Ask for it with your agent code when you book.',
      'Demandez-la avec votre code agent lors de la réservation.',
      'Vraag ernaar met uw agentcode bij het boeken.',
    ],
  ],
  [
    3,
    2,
    '2026-09-20',
    ['Brussels to London in under two hours', 'Bruxelles–Londres en moins de deux heures', 'Brussel–Londen in minder dan twee uur'],
    [
      'Ten trains a day link the two capitals.',
      'Dix trains par jour relient les deux capitales.',
      'Tien treinen per dag verbinden de twee hoofdsteden.',
    ],
    [
      'Our London Covent Garden hotel is ten minutes from the station.',
      'Notre hôtel London Covent Garden est à dix minutes de la gare.',
      'Ons hotel London Covent Garden ligt op tien minuten van het station.',
    ],
  ],
  [
    4,
    2,
    '2026-06-01',
    ['Night trains are back', 'Le retour des trains de nuit', 'De nachttreinen zijn terug'],
    [
      'A night train now runs from Brussels to Rome via Florence.',
      'Un train de nuit relie désormais Bruxelles à Rome via Florence.',
      'Een nachttrein rijdt nu van Brussel naar Rome via Florence.',
    ],
    [
      'See our la dolce vita hotels for every stop.',
      'Découvrez nos hôtels la dolce vita pour chaque étape.',
      'Bekijk onze la dolce vita-hotels voor elke halte.',
    ],
  ],
  [
    5,
    3,
    '2026-07-11',
    ['A Rhine cruise in five days', 'Une croisière sur le Rhin en cinq jours', 'Een Rijncruise in vijf dagen'],
    [
      'From Basel to Amsterdam, with a stop in every old town.',
      'De Bâle à Amsterdam, avec une escale dans chaque vieille ville.',
      'Van Bazel naar Amsterdam, met een stop in elke oude stad.',
    ],
    [
      'Spend the night before at Horizon Amsterdam Canal Belt.',
      'Passez la nuit précédente au Horizon Amsterdam Canal Belt.',
      'Overnacht de avond ervoor in Horizon Amsterdam Canal Belt.',
    ],
  ],
  [
    6,
    3,
    '2026-03-30',
    ['Sailing the Greek islands', 'À la voile dans les îles grecques', 'Zeilen langs de Griekse eilanden'],
    [
      'Small ships, twelve guests, seven islands.',
      'De petits bateaux, douze passagers, sept îles.',
      'Kleine schepen, twaalf gasten, zeven eilanden.',
    ],
    [
      'Departures every Saturday from May to October.',
      'Départs chaque samedi de mai à octobre.',
      'Vertrek elke zaterdag van mei tot oktober.',
    ],
  ],
  [
    7,
    4,
    '2026-05-05',
    ['Cycling the Bruges canals', 'Les canaux de Bruges à vélo', 'De Brugse reien per fiets'],
    [
      'A 20 km loop from our Bruges hotels.',
      'Une boucle de 20 km au départ de nos hôtels de Bruges.',
      'Een lus van 20 km vanuit onze hotels in Brugge.',
    ],
    [
      'Bikes are free for hotel guests on weekdays.',
      'Les vélos sont gratuits pour les clients de l’hôtel en semaine.',
      'Fietsen zijn gratis voor hotelgasten op weekdagen.',
    ],
  ],
  [
    8,
    5,
    '2026-06-21',
    ['Summer on the Croisette', 'L’été sur la Croisette', 'Zomer op de Croisette'],
    [
      'Beach days with lunch included for our Cannes guests.',
      'Des journées à la plage, déjeuner compris, pour nos clients à Cannes.',
      'Stranddagen met lunch inbegrepen voor onze gasten in Cannes.',
    ],
    [
      'Reserve the beds with the hotel’s concierge.',
      'Réservez les transats auprès du concierge de l’hôtel.',
      'Reserveer de ligbedden bij de conciërge van het hotel.',
    ],
  ],
  [
    9,
    6,
    '2026-02-10',
    ['Cancellation cover explained', 'L’assurance annulation expliquée', 'De annuleringsverzekering uitgelegd'],
    [
      'What is covered, from illness to a missed connection.',
      'Ce qui est couvert, de la maladie à la correspondance manquée.',
      'Wat gedekt is, van ziekte tot een gemiste aansluiting.',
    ],
    [
      'Sell it with any stay of three nights or more.',
      'Vendez-la avec tout séjour de trois nuits ou plus.',
      'Verkoop ze bij elk verblijf van drie nachten of meer.',
    ],
  ],
  [
    10,
    7,
    '2026-04-18',
    ['Miles into savings', 'Des miles en épargne', 'Miles als spaargeld'],
    [
      'Horizon Bank pays your miles into a savings account.',
      'Horizon Bank verse vos miles sur un compte d’épargne.',
      'Horizon Bank stort uw miles op een spaarrekening.',
    ],
    [
      'Ask for it in the shop’s financial services.',
      'Demandez-le dans les services financiers de la boutique.',
      'Vraag het aan bij de financiële diensten van de shop.',
    ],
  ],
  [
    11,
    8,
    '2026-07-01',
    ['The coast tram, end to end', 'Le tram de la côte, de bout en bout', 'De kusttram van begin tot eind'],
    [
      '67 km along the sea, from Knokke to De Panne.',
      '67 km le long de la mer, de Knokke à La Panne.',
      '67 km langs de zee, van Knokke tot De Panne.',
    ],
    [
      'Our Knokke and Ostend resorts sell the day pass.',
      'Nos resorts de Knokke et d’Ostende vendent le pass journalier.',
      'Onze resorts in Knokke en Oostende verkopen de dagpas.',
    ],
  ],
  [
    12,
    8,
    '2026-09-12',
    ['Autumn storms and oysters', 'Tempêtes d’automne et huîtres', 'Herfststormen en oesters'],
    [
      'Why agents sell the coast out of season.',
      'Pourquoi les agents vendent la côte hors saison.',
      'Waarom agenten de kust buiten het seizoen verkopen.',
    ],
    [
      'Rates drop by a third from October.',
      'Les tarifs baissent d’un tiers dès octobre.',
      'De tarieven dalen met een derde vanaf oktober.',
    ],
  ],
  [
    13,
    9,
    '2026-05-25',
    ['Three villages above Nice', 'Trois villages au-dessus de Nice', 'Drie dorpen boven Nice'],
    ['Èze, Saint-Paul and Gourdon in one day.', 'Èze, Saint-Paul et Gourdon en une journée.', 'Èze, Saint-Paul en Gourdon op één dag.'],
    [
      'Start from Horizon Select Nice Promenade.',
      'Au départ du Horizon Select Nice Promenade.',
      'Vertrek vanuit Horizon Select Nice Promenade.',
    ],
  ],
  [
    14,
    9,
    '2026-08-30',
    ['The Riviera by boat', 'La Riviera en bateau', 'De Rivièra per boot'],
    [
      'Coastal ferries link Nice, Cannes and Saint-Tropez.',
      'Des navettes maritimes relient Nice, Cannes et Saint-Tropez.',
      'Kustveerboten verbinden Nice, Cannes en Saint-Tropez.',
    ],
    [
      'See our sailing hotels for every harbour.',
      'Découvrez nos hôtels voile pour chaque port.',
      'Bekijk onze zeilhotels voor elke haven.',
    ],
  ],
  [
    15,
    10,
    '2026-09-05',
    ['Harvest time in Chianti', 'Les vendanges dans le Chianti', 'Oogsttijd in Chianti'],
    [
      'September is the month to visit the vineyards.',
      'Septembre est le mois pour visiter les vignobles.',
      'September is de maand om de wijngaarden te bezoeken.',
    ],
    [
      'Horizon Resorts Florence Oltrarno arranges the tastings.',
      'Le Horizon Resorts Florence Oltrarno organise les dégustations.',
      'Horizon Resorts Florence Oltrarno regelt de proeverijen.',
    ],
  ],
  [
    16,
    10,
    '2026-04-02',
    ['Florence without the queues', 'Florence sans les files', 'Florence zonder wachtrijen'],
    [
      'Early tickets for the Uffizi for our guests.',
      'Des billets matinaux pour les Offices pour nos clients.',
      'Vroege tickets voor het Uffizi voor onze gasten.',
    ],
    ['Ask at the reception the day before.', 'Demandez-les à la réception la veille.', 'Vraag ze de dag ervoor aan de receptie.'],
  ],
  [
    17,
    11,
    '2026-06-15',
    ['A whisky trail from Edinburgh', 'Une route du whisky depuis Édimbourg', 'Een whiskyroute vanuit Edinburgh'],
    ['Four distilleries in three days.', 'Quatre distilleries en trois jours.', 'Vier distilleerderijen in drie dagen.'],
    [
      'Horizon Edinburgh Royal Mile keeps your room while you travel.',
      'Le Horizon Edinburgh Royal Mile garde votre chambre pendant le circuit.',
      'Horizon Edinburgh Royal Mile houdt uw kamer vrij tijdens de tocht.',
    ],
  ],
  [
    18,
    12,
    '2026-10-10',
    ['Kayaking on the Lesse', 'Du kayak sur la Lesse', 'Kajakken op de Lesse'],
    [
      'Twenty kilometres of river between rocks and castles.',
      'Vingt kilomètres de rivière entre rochers et châteaux.',
      'Twintig kilometer rivier tussen rotsen en kastelen.',
    ],
    ['Our Namur hotel books the boats.', 'Notre hôtel de Namur réserve les bateaux.', 'Ons hotel in Namen reserveert de boten.'],
  ],
];

export const articles: readonly ArticleData[] = rows.map(([id, partnerId, publishedOn, title, summary, more]) => ({
  id,
  partnerId,
  publishedOn,
  title: words(title),
  summary: words(summary),
  body: {
    en: `<h2>${title[0]}</h2><p>${summary[0]}</p><p>${more[0]}</p>`,
    'fr-be': `<h2>${title[1]}</h2><p>${summary[1]}</p><p>${more[1]}</p>`,
    'nl-be': `<h2>${title[2]}</h2><p>${summary[2]}</p><p>${more[2]}</p>`,
  },
}));
