// The catalogue's words in the programme's three languages: category names, the items of each category and
// the description of each kind. catalogue-data.ts turns them into products; nothing here is random.

/** en, fr-be, nl-be */
export type Words = readonly [string, string, string];

export interface CategoryWords {
  slug: string;
  names: Words;
  /** Product type: 1 physical, 2 digital voucher, 3 experience, 4 charity, 5 rewards points, 6 financial service. */
  type: 1 | 2 | 3 | 4 | 5 | 6;
  /** `{name}` is replaced by the product's name. */
  description: Words;
  items: readonly Words[];
}

export const categoryWords: readonly CategoryWords[] = [
  {
    slug: 'home',
    names: ['Home & kitchen', 'Maison & cuisine', 'Huis & keuken'],
    type: 1,
    description: [
      '{name}: a piece for the home, chosen by the Miles team for its quality and everyday use.',
      '{name} : un objet pour la maison, choisi par l’équipe Miles pour sa qualité et son usage au quotidien.',
      '{name}: een item voor in huis, door het Miles-team gekozen om zijn kwaliteit en dagelijks gebruik.',
    ],
    items: [
      ['Espresso cup set', 'Set de tasses à espresso', 'Set espressokopjes'],
      ['Cast-iron casserole', 'Cocotte en fonte', 'Gietijzeren braadpan'],
      ['Chef’s knife', 'Couteau de chef', 'Koksmes'],
      ['Bamboo cutting board', 'Planche à découper en bambou', 'Bamboe snijplank'],
      ['Linen tablecloth', 'Nappe en lin', 'Linnen tafelkleed'],
      ['Scented candle trio', 'Trio de bougies parfumées', 'Trio geurkaarsen'],
      ['Wool throw blanket', 'Plaid en laine', 'Wollen plaid'],
      ['Electric kettle', 'Bouilloire électrique', 'Waterkoker'],
      ['Coffee grinder', 'Moulin à café', 'Koffiemolen'],
      ['Wine glass set', 'Set de verres à vin', 'Set wijnglazen'],
      ['Cheese board', 'Plateau à fromages', 'Kaasplank'],
      ['Olive-wood salad bowl', 'Saladier en bois d’olivier', 'Slaschaal van olijfhout'],
      ['Cocktail set', 'Set à cocktail', 'Cocktailset'],
      ['Teapot with infuser', 'Théière avec infuseur', 'Theepot met filter'],
      ['Herb garden kit', 'Kit de jardin d’herbes aromatiques', 'Kruidentuinset'],
      ['Picnic basket for four', 'Panier pique-nique pour quatre', 'Picknickmand voor vier'],
      ['Pasta maker', 'Machine à pâtes', 'Pastamachine'],
      ['Ice cream maker', 'Sorbetière', 'IJsmachine'],
    ],
  },
  {
    slug: 'tech',
    names: ['High-tech', 'High-tech', 'Hightech'],
    type: 1,
    description: [
      '{name}: reliable technology for work and travel, with the manufacturer’s two-year warranty.',
      '{name} : une technologie fiable pour le travail et le voyage, avec la garantie de deux ans du fabricant.',
      '{name}: betrouwbare technologie voor werk en reizen, met twee jaar fabrieksgarantie.',
    ],
    items: [
      ['Wireless earbuds', 'Écouteurs sans fil', 'Draadloze oordopjes'],
      ['Noise-cancelling headphones', 'Casque à réduction de bruit', 'Koptelefoon met ruisonderdrukking'],
      ['Portable speaker', 'Enceinte portable', 'Draagbare luidspreker'],
      ['Power bank', 'Batterie externe', 'Powerbank'],
      ['Smart watch', 'Montre connectée', 'Smartwatch'],
      ['E-reader', 'Liseuse numérique', 'E-reader'],
      ['Action camera', 'Caméra d’action', 'Actiecamera'],
      ['Universal travel adapter', 'Adaptateur de voyage universel', 'Universele reisadapter'],
      ['Wireless charging pad', 'Chargeur sans fil', 'Draadloze oplader'],
      ['Bluetooth tracker set', 'Set de traceurs Bluetooth', 'Set bluetooth-trackers'],
      ['Digital photo frame', 'Cadre photo numérique', 'Digitale fotolijst'],
      ['Compact tablet', 'Tablette compacte', 'Compacte tablet'],
      ['Mechanical keyboard', 'Clavier mécanique', 'Mechanisch toetsenbord'],
      ['HD webcam', 'Webcam HD', 'HD-webcam'],
      ['Instant camera', 'Appareil photo instantané', 'Instantcamera'],
      ['Smart light bulbs', 'Ampoules connectées', 'Slimme lampen'],
      ['Camera drone', 'Drone avec caméra', 'Drone met camera'],
      ['Pocket projector', 'Projecteur de poche', 'Zakprojector'],
    ],
  },
  {
    slug: 'travel',
    names: ['Travel gear', 'Équipement de voyage', 'Reisuitrusting'],
    type: 1,
    description: [
      '{name}: made for the road, light and hard-wearing, in the colour of your choice.',
      '{name} : conçu pour la route, léger et résistant, dans la couleur de votre choix.',
      '{name}: gemaakt voor onderweg, licht en stevig, in de kleur van uw keuze.',
    ],
    items: [
      ['Cabin suitcase', 'Valise cabine', 'Handbagagekoffer'],
      ['Weekend bag', 'Sac de week-end', 'Weekendtas'],
      ['Travel backpack', 'Sac à dos de voyage', 'Reisrugzak'],
      ['Passport holder', 'Porte-passeport', 'Paspoorthouder'],
      ['Toiletry bag', 'Trousse de toilette', 'Toilettas'],
      ['Packing cubes', 'Cubes de rangement', 'Bagage-organizers'],
      ['Travel pillow', 'Oreiller de voyage', 'Reiskussen'],
      ['Luggage scale', 'Pèse-bagage', 'Bagageweger'],
      ['Insulated bottle', 'Gourde isotherme', 'Thermosfles'],
      ['Laptop sleeve', 'Housse d’ordinateur portable', 'Laptophoes'],
      ['Folding umbrella', 'Parapluie pliant', 'Opvouwbare paraplu'],
      ['Leather wallet', 'Portefeuille en cuir', 'Leren portefeuille'],
      ['Large check-in suitcase', 'Grande valise de soute', 'Grote ruimbagagekoffer'],
      ['Travel document organiser', 'Organiseur de documents de voyage', 'Organizer voor reisdocumenten'],
    ],
  },
  {
    slug: 'wellness',
    names: ['Wellness & beauty', 'Bien-être & beauté', 'Wellness & schoonheid'],
    type: 1,
    description: [
      '{name}: a moment for yourself after a busy season.',
      '{name} : un moment pour vous après une saison chargée.',
      '{name}: een moment voor uzelf na een druk seizoen.',
    ],
    items: [
      ['Massage cushion', 'Coussin de massage', 'Massagekussen'],
      ['Aromatherapy diffuser', 'Diffuseur d’aromathérapie', 'Aromatherapie-verspreider'],
      ['Bath towel set', 'Set de serviettes de bain', 'Set badhanddoeken'],
      ['Yoga mat', 'Tapis de yoga', 'Yogamat'],
      ['Skincare gift box', 'Coffret de soins', 'Geschenkdoos huidverzorging'],
      ['Electric toothbrush', 'Brosse à dents électrique', 'Elektrische tandenborstel'],
      ['Bathrobe', 'Peignoir', 'Badjas'],
      ['Fitness tracker', 'Bracelet d’activité', 'Activiteitstracker'],
      ['Hand cream trio', 'Trio de crèmes pour les mains', 'Trio handcrèmes'],
      ['Sleep mask and earplugs', 'Masque de sommeil et bouchons d’oreilles', 'Slaapmasker en oordopjes'],
      ['Foot spa', 'Bain de pieds', 'Voetbad'],
      ['Herbal tea selection', 'Sélection de tisanes', 'Selectie kruidenthee'],
    ],
  },
  {
    slug: 'vouchers',
    names: ['Gift vouchers', 'Chèques-cadeaux', 'Cadeaubonnen'],
    type: 2,
    description: [
      '{name}: a digital voucher sent by e-mail, to spend online or in store. Choose its value.',
      '{name} : un chèque numérique envoyé par e-mail, à dépenser en ligne ou en magasin. Choisissez sa valeur.',
      '{name}: een digitale bon per e-mail, te besteden online of in de winkel. Kies de waarde.',
    ],
    // Brand names stay as they are; only the words around them change.
    items: [
      'Horizon Hotels',
      'Nordlys Hotels',
      'Lumen Books',
      'Étoile Cinemas',
      'Atelier Gourmand',
      'Fleurs & Co',
      'Sportlab',
      'Maison Mode',
      'Spa Riviera',
      'Bistro Kade',
      'Klank Music',
      'Kidsland',
      'Vert Garden',
      'Kade Cruises',
    ].map((brand): Words => [`${brand} gift voucher`, `Chèque-cadeau ${brand}`, `Cadeaubon ${brand}`]),
  },
  {
    slug: 'experiences',
    names: ['Experiences', 'Expériences', 'Belevenissen'],
    type: 3,
    description: [
      '{name}: an experience to book on the date of your choice within a year, with an e-ticket sent by e-mail.',
      '{name} : une expérience à réserver à la date de votre choix dans l’année, avec un e-ticket envoyé par e-mail.',
      '{name}: een belevenis te boeken op een datum naar keuze binnen het jaar, met een e-ticket per e-mail.',
    ],
    items: [
      ['Hot-air balloon flight', 'Vol en montgolfière', 'Ballonvaart'],
      ['Chocolate workshop', 'Atelier chocolat', 'Chocoladeworkshop'],
      ['Wine tasting for two', 'Dégustation de vins pour deux', 'Wijnproeverij voor twee'],
      ['Cooking class with a chef', 'Cours de cuisine avec un chef', 'Kookles bij een chef'],
      ['Spa day for two', 'Journée spa pour deux', 'Spadag voor twee'],
      ['Go-karting session', 'Session de karting', 'Kartingsessie'],
      ['Canal boat tour', 'Balade en bateau sur les canaux', 'Rondvaart door de grachten'],
      ['Escape room for four', 'Escape game pour quatre', 'Escaperoom voor vier'],
      ['Guided city walk', 'Visite guidée à pied', 'Begeleide stadswandeling'],
      ['Horse-riding lesson', 'Leçon d’équitation', 'Paardrijles'],
      ['Pottery workshop', 'Atelier de poterie', 'Pottenbakworkshop'],
      ['Beer brewing day', 'Journée de brassage de bière', 'Bierbrouwdag'],
      ['Helicopter flight', 'Vol en hélicoptère', 'Helikoptervlucht'],
      ['Weekend in a Horizon hotel', 'Week-end dans un hôtel Horizon', 'Weekend in een Horizon-hotel'],
    ],
  },
  {
    slug: 'charity',
    names: ['Charity', 'Solidarité', 'Goede doelen'],
    type: 4,
    description: [
      '{name}: every unit is a donation of 10 euros, paid by the programme in your name.',
      '{name} : chaque unité est un don de 10 euros, versé par le programme en votre nom.',
      '{name}: elke eenheid is een gift van 10 euro, door het programma in uw naam gestort.',
    ],
    items: [
      ['Plant trees', 'Planter des arbres', 'Bomen planten'],
      ['Clean water wells', 'Puits d’eau potable', 'Waterputten voor drinkwater'],
      ['Children’s education', 'Éducation des enfants', 'Onderwijs voor kinderen'],
      ['Sea turtle protection', 'Protection des tortues marines', 'Bescherming van zeeschildpadden'],
      ['Food banks', 'Banques alimentaires', 'Voedselbanken'],
      ['Medical research', 'Recherche médicale', 'Medisch onderzoek'],
      ['Animal shelters', 'Refuges pour animaux', 'Dierenasielen'],
      ['Coral reef restoration', 'Restauration des récifs coralliens', 'Herstel van koraalriffen'],
      ['Refugee support', 'Soutien aux réfugiés', 'Steun aan vluchtelingen'],
      ['Bee conservation', 'Protection des abeilles', 'Bescherming van bijen'],
    ].map(([en = '', fr = '', nl = '']): Words => [`Donation – ${en}`, `Don – ${fr}`, `Gift – ${nl}`]),
  },
  {
    slug: 'rewards-points',
    names: ['Partner rewards points', 'Points de fidélité partenaires', 'Spaarpunten van partners'],
    type: 5,
    description: [
      '{name}: your miles become the partner’s points, credited to your partner account within 48 hours. Give your membership number.',
      '{name} : vos miles deviennent des points du partenaire, crédités sur votre compte partenaire sous 48 heures. Indiquez votre numéro de membre.',
      '{name}: uw miles worden punten van de partner, binnen 48 uur bijgeschreven op uw partneraccount. Vermeld uw lidnummer.',
    ],
    items: [],
  },
  {
    slug: 'financial-services',
    names: ['Financial services', 'Services financiers', 'Financiële diensten'],
    type: 6,
    description: [
      '{name}: offered by a partner of the programme and paid in miles; the partner contacts you within 14 days.',
      '{name} : proposé par un partenaire du programme et payé en miles ; le partenaire vous contacte sous 14 jours.',
      '{name}: aangeboden door een partner van het programma en betaald in miles; de partner neemt binnen 14 dagen contact op.',
    ],
    items: [
      ['Annual travel insurance', 'Assurance voyage annuelle', 'Jaarlijkse reisverzekering'],
      ['Trip cancellation insurance', 'Assurance annulation', 'Annuleringsverzekering'],
      ['Savings account miles bonus', 'Bonus miles sur compte d’épargne', 'Milesbonus op spaarrekening'],
      ['Miles credit card, first year', 'Carte de crédit Miles, première année', 'Miles-kredietkaart, eerste jaar'],
      ['Home insurance, one month', 'Assurance habitation, un mois', 'Woningverzekering, één maand'],
      ['Car rental insurance', 'Assurance location de voiture', 'Verzekering huurauto'],
    ],
  },
  {
    slug: 'ideal-gift',
    names: ['The ideal gift', 'Le cadeau idéal', 'Het ideale cadeau'],
    type: 1,
    description: [
      '{name}: part of the ideal gift selection, for members with at least one partner sale and {{threshold}} miles.',
      '{name} : fait partie de la sélection du cadeau idéal, pour les membres ayant au moins une vente partenaire et {{threshold}} miles.',
      '{name}: onderdeel van de selectie van het ideale cadeau, voor leden met minstens één partnerverkoop en {{threshold}} miles.',
    ],
    items: [
      ['Espresso machine', 'Machine à espresso', 'Espressomachine'],
      ['Premium smartphone', 'Smartphone haut de gamme', 'Premium smartphone'],
      ['Designer armchair', 'Fauteuil design', 'Designfauteuil'],
      ['Road bike', 'Vélo de route', 'Racefiets'],
      ['Weekend for two at Nordlys Oslo', 'Week-end pour deux au Nordlys Oslo', 'Weekend voor twee in Nordlys Oslo'],
      ['Dinner at a starred restaurant', 'Dîner dans un restaurant étoilé', 'Diner in een sterrenrestaurant'],
      ['Luxury watch', 'Montre de luxe', 'Luxehorloge'],
      ['4K projector', 'Vidéoprojecteur 4K', '4K-projector'],
      ['Electric scooter', 'Trottinette électrique', 'Elektrische step'],
      ['Hot-stone spa retreat', 'Retraite spa aux pierres chaudes', 'Spa-retreat met hete stenen'],
    ],
  },
];

/** The partners whose points the shop sells (type 'shop'), with their membership numbers' format. */
export const pointsPartners = [
  { id: 101, name: 'SkyLoyal Airlines', digits: 9, rate: 2, minimum: 1000 },
  { id: 102, name: 'RailPlus', digits: 10, rate: 1.25, minimum: 1000 },
  { id: 103, name: 'Fuel & Go', digits: 8, rate: 0.5, minimum: 2000 },
  { id: 104, name: 'CityBike', digits: 8, rate: 4, minimum: 250 },
  { id: 105, name: 'Nordlys Rewards', digits: 12, rate: 2.5, minimum: 1000 },
  { id: 106, name: 'Riviera Club', digits: 9, rate: 3, minimum: 500 },
  { id: 107, name: 'Lumen Books Club', digits: 10, rate: 1.5, minimum: 1000 },
  { id: 108, name: 'Kade Cruises Loyalty', digits: 11, rate: 2, minimum: 2500 },
] as const;

/** Partners of the financial services (type 'shop' too: they sell through the shop). */
export const financialPartners = [
  { id: 109, name: 'Benelux Assurances' },
  { id: 110, name: 'Horizon Bank' },
] as const;

export const colourVariants: readonly Words[] = [
  ['Black', 'Noir', 'Zwart'],
  ['Navy blue', 'Bleu marine', 'Marineblauw'],
  ['Sand', 'Sable', 'Zand'],
];

export const sizeVariants: readonly Words[] = [
  ['Size S', 'Taille S', 'Maat S'],
  ['Size M', 'Taille M', 'Maat M'],
  ['Size L', 'Taille L', 'Maat L'],
];

/** A voucher's value as each language writes an amount in euros. */
export const euroValue = (value: number): Words => [`€${value}`, `${value} €`, `€ ${value}`];
