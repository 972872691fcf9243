// The programme's seed (server/README.md, "Miles"): Horizon Hotel Group hotels, booster periods, the
// hotels' bookings that claims are matched against, and the demo members' histories. Dates are days
// relative to the first start (negative daysAgo = in the future), so the demo always looks recent.
import type { MovementStatus, MovementType } from '../members/movements';
import type { AnimationTopic, MovementLabel } from '../miles/movement-labels';

export interface SeedHotel {
  id: number;
  code: string;
  name: string;
  brand: string;
  city: string;
  country_code: string;
}

const hotel = (id: number, code: string, brand: string, place: string, city: string, country_code: string): SeedHotel => ({
  id,
  code,
  name: `${brand} ${place}`,
  brand,
  city,
  country_code,
});

export const hotels: SeedHotel[] = [
  hotel(1, 'HZBRU01', 'Horizon', 'Brussels Grand-Place', 'Brussels', 'BE'),
  hotel(2, 'HZBRU02', 'Horizon Select', 'Brussels Louise', 'Brussels', 'BE'),
  hotel(3, 'HZBRU03', 'Nordlys', 'Brussels Midi', 'Brussels', 'BE'),
  hotel(4, 'HZBRU04', 'Casa Horizon', 'Brussels Sablon', 'Brussels', 'BE'),
  hotel(5, 'HZANR01', 'Horizon', 'Antwerp Central Station', 'Antwerp', 'BE'),
  hotel(6, 'HZANR02', 'Horizon Select', 'Antwerp Meir', 'Antwerp', 'BE'),
  hotel(7, 'HZANR03', 'Nordlys', 'Antwerp Harbour', 'Antwerp', 'BE'),
  hotel(8, 'HZGNE01', 'Horizon', 'Ghent Korenmarkt', 'Ghent', 'BE'),
  hotel(9, 'HZGNE02', 'Casa Horizon', 'Ghent Patershol', 'Ghent', 'BE'),
  hotel(10, 'HZBGS01', 'Horizon', 'Bruges Markt', 'Bruges', 'BE'),
  hotel(11, 'HZBGS02', 'Horizon Select', 'Bruges Minnewater', 'Bruges', 'BE'),
  hotel(12, 'HZLGG01', 'Horizon', 'Liège Guillemins', 'Liège', 'BE'),
  hotel(13, 'HZLGG02', 'Nordlys', 'Liège Meuse', 'Liège', 'BE'),
  hotel(14, 'HZNAM01', 'Horizon', 'Namur Citadelle', 'Namur', 'BE'),
  hotel(15, 'HZLEU01', 'Horizon', 'Leuven Ladeuze', 'Leuven', 'BE'),
  hotel(16, 'HZPAR01', 'Horizon', 'Paris Opéra', 'Paris', 'FR'),
  hotel(17, 'HZPAR02', 'Horizon Select', 'Paris Saint-Germain', 'Paris', 'FR'),
  hotel(18, 'HZPAR03', 'Nordlys', 'Paris Gare du Nord', 'Paris', 'FR'),
  hotel(19, 'HZPAR04', 'Casa Horizon', 'Paris Montmartre', 'Paris', 'FR'),
  hotel(20, 'HZPAR05', 'Horizon Suites', 'Paris La Défense', 'Paris', 'FR'),
  hotel(21, 'HZLYS01', 'Horizon', 'Lyon Part-Dieu', 'Lyon', 'FR'),
  hotel(22, 'HZLYS02', 'Casa Horizon', 'Lyon Vieux-Lyon', 'Lyon', 'FR'),
  hotel(23, 'HZLIL01', 'Horizon', 'Lille Grand Place', 'Lille', 'FR'),
  hotel(24, 'HZLIL02', 'Nordlys', 'Lille Europe', 'Lille', 'FR'),
  hotel(25, 'HZNCE01', 'Horizon Select', 'Nice Promenade', 'Nice', 'FR'),
  hotel(26, 'HZNCE02', 'Casa Horizon', 'Nice Vieux-Nice', 'Nice', 'FR'),
  hotel(27, 'HZMRS01', 'Horizon', 'Marseille Vieux-Port', 'Marseille', 'FR'),
  hotel(28, 'HZBOD01', 'Horizon', 'Bordeaux Quinconces', 'Bordeaux', 'FR'),
  hotel(29, 'HZSXB01', 'Horizon', 'Strasbourg Petite France', 'Strasbourg', 'FR'),
  hotel(30, 'HZAMS01', 'Horizon', 'Amsterdam Canal Belt', 'Amsterdam', 'NL'),
  hotel(31, 'HZAMS02', 'Nordlys', 'Amsterdam Zuid', 'Amsterdam', 'NL'),
  hotel(32, 'HZAMS03', 'Horizon Select', 'Amsterdam Museumplein', 'Amsterdam', 'NL'),
  hotel(33, 'HZRTM01', 'Horizon', 'Rotterdam Erasmus', 'Rotterdam', 'NL'),
  hotel(34, 'HZRTM02', 'Nordlys', 'Rotterdam Markthal', 'Rotterdam', 'NL'),
  hotel(35, 'HZUTC01', 'Horizon', 'Utrecht Dom', 'Utrecht', 'NL'),
  hotel(36, 'HZHAG01', 'Horizon', 'The Hague Scheveningen', 'The Hague', 'NL'),
  hotel(37, 'HZLON01', 'Horizon', 'London Covent Garden', 'London', 'GB'),
  hotel(38, 'HZLON02', 'Horizon Select', 'London Kensington', 'London', 'GB'),
  hotel(39, 'HZLON03', 'Nordlys', "London King's Cross", 'London', 'GB'),
  hotel(40, 'HZLON04', 'Horizon Suites', 'London Canary Wharf', 'London', 'GB'),
  hotel(41, 'HZMAN01', 'Horizon', 'Manchester Piccadilly', 'Manchester', 'GB'),
  hotel(42, 'HZEDI01', 'Horizon', 'Edinburgh Royal Mile', 'Edinburgh', 'GB'),
  hotel(43, 'HZLUX01', 'Horizon', 'Luxembourg Kirchberg', 'Luxembourg', 'LU'),
];

export const boosters = [
  { name: 'Autumn booster 2026', stay_from: '2026-11-01', stay_to: '2026-12-15', declare_before: '2027-01-31', multiplier: 2 },
  { name: 'Spring booster 2026', stay_from: '2026-03-01', stay_to: '2026-04-15', declare_before: '2026-06-30', multiplier: 2 },
];

export type SeedMember = 'demo' | 'other';

export interface SeedBooking {
  booking_number: string;
  cf_number: string;
  hotel: number;
  guest_firstname: string;
  guest_lastname: string;
  /** Days before the first start (negative: in the future). */
  checkInDaysAgo: number;
  nights: number;
  rate_code: string;
  min_nights?: number;
  /** Already claimed by this member: the claim and its movement are in that member's history. */
  claimedBy?: SeedMember;
}

const booking = (
  booking_number: string,
  cf_number: string,
  hotelId: number,
  guest: string,
  checkInDaysAgo: number,
  nights: number,
  rate_code = 'BAR',
  extra: Partial<SeedBooking> = {},
): SeedBooking => {
  const [guest_firstname = '', ...last] = guest.split(' ');
  return {
    booking_number,
    cf_number,
    hotel: hotelId,
    guest_firstname,
    guest_lastname: last.join(' '),
    checkInDaysAgo,
    nights,
    rate_code,
    ...extra,
  };
};

/** The hotels' bookings (table in server/README.md). */
export const bookings: SeedBooking[] = [
  // For manual testing: claimable by anyone, once.
  booking('DEMO0001', 'CF4471', 1, 'Claire Dubois', 12, 3),
  booking('DEMO0002', 'CF4472', 30, 'Jan de Vries', 20, 2),
  booking('DEMO0003', 'CF4473', 37, 'Emily Clarke', 8, 4),
  booking('DEMO0004', 'CF4474', 17, 'Léa Martin', 35, 5, 'ADV2', { min_nights: 2 }),
  // Each refused with its message.
  booking('OLDSTAY1', 'CF5501', 23, 'Paul Leroy', 130, 3),
  booking('FUTSTAY1', 'CF5502', 25, 'Sofia Rossi', -10, 4),
  booking('MINSTAY1', 'CF5503', 5, 'Tom Peeters', 15, 1, 'ADV2', { min_nights: 2 }),
  booking('CLAIMED1', 'CF5504', 8, 'Anna Smet', 8, 5, 'BAR', { claimedBy: 'other' }),
  // The demo member's own recent claims (in Dana's history).
  booking('DANA0001', 'CF6601', 33, 'Mark Jansen', 11, 8, 'BAR', { claimedBy: 'demo' }),
  booking('DANA0002', 'CF6602', 21, 'Julie Moreau', 7, 6, 'BAR', { claimedBy: 'demo' }),
  booking('DANA0003', 'CF6603', 10, 'Ben Walsh', 30, 3, 'BAR', { claimedBy: 'demo' }),
  // Edges of the rules: check-out exactly 90 days ago (accepted), 91 days ago (refused), an ongoing stay, a stay starting today.
  booking('EDGE0090', 'CF7090', 12, 'Marie Lambert', 93, 3),
  booking('EDGE0091', 'CF7091', 13, 'Louis Lambert', 94, 3),
  booking('ONGOING1', 'CF7101', 40, 'Oliver Hughes', 2, 4),
  booking('TODAY001', 'CF7102', 42, 'Isla Murray', 0, 3),
  // Further claimable stays.
  booking('HZ482133', 'CF831045', 2, 'Sarah Janssens', 4, 2),
  booking('HZ482157', 'CF831102', 6, 'Pieter Claes', 6, 3),
  booking('HZ482219', 'CF831377', 9, 'Elise Wouters', 10, 2, 'ADV2', { min_nights: 2 }),
  booking('HZ483004', 'CF832210', 16, 'Camille Bernard', 14, 4),
  booking('HZ483071', 'CF832288', 19, 'Hugo Petit', 17, 2),
  booking('HZ483350', 'CF832901', 22, 'Chloé Durand', 21, 3),
  booking('HZ484012', 'CF833456', 26, 'Lucas Girard', 25, 6),
  booking('HZ484118', 'CF833501', 31, 'Daan Bakker', 29, 2),
  booking('HZ484276', 'CF833777', 34, 'Sanne Visser', 33, 3),
  booking('HZ485001', 'CF834120', 38, 'James Wilson', 38, 5),
  booking('HZ485093', 'CF834166', 39, "Aoife O'Neill", 42, 2),
  booking('HZ485240', 'CF834390', 41, 'George Taylor', 47, 1),
  booking('HZ486011', 'CF835012', 43, 'Nora Weber', 53, 4),
  booking('HZ486107', 'CF835099', 14, 'Julien Renard', 60, 2),
  booking('HZ486355', 'CF835444', 28, 'Inès Fournier', 68, 3),
  booking('HZ487020', 'CF836001', 35, 'Femke de Jong', 80, 2),
];

export interface SeedHistoryMovement {
  type: MovementType;
  status: MovementStatus;
  amount: number;
  label: MovementLabel;
  daysAgo: number;
  /** When it is (or was) valid, in days ago (negative: in the future); the creation day when absent. */
  validDaysAgo?: number;
  bookingNumber?: string;
  hotel?: number;
}

/** A small deterministic generator, so every fresh database gets the same history. */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const hotelById = new Map(hotels.map((h) => [h.id, h]));
const stay = (
  number: string,
  hotelId: number,
  nights: number,
  extra: { booster?: number; cancelled?: 'not_completed' | 'by_hotel' | 'duplicate' } = {},
): MovementLabel => {
  const h = hotelById.get(hotelId);
  return { key: 'stay', params: { number, hotel: h?.name ?? 'Horizon', city: h?.city ?? '', nights, ...extra } };
};
const order = (number: string, status: 'delivered' | 'in_delivery' | 'cancelled'): MovementLabel => ({
  key: 'order',
  params: { number, status },
});
const animation = (kind: 'quiz' | 'elearning' | 'event' | 'survey' | 'codes', topic: AnimationTopic): MovementLabel => ({
  key: 'animation',
  params: { kind, topic },
});

const animations: MovementLabel[] = [
  animation('quiz', 'city_breaks'),
  animation('quiz', 'belgian_coast'),
  animation('quiz', 'horizon_brands'),
  animation('elearning', 'business_stays'),
  animation('elearning', 'select_service'),
  animation('elearning', 'sustainable_travel'),
  animation('event', 'agency_days_2025'),
  animation('survey', 'booking_habits'),
  animation('quiz', 'paris'),
  animation('quiz', 'london'),
  animation('codes', 'utrecht_fair'),
  animation('elearning', 'nordlys'),
];

/**
 * Dana's history (demo@example.com), built so that, read on the day of the first start: pending 5 200,
 * cancelled 6 300, expired 1 500, earned 100 000, balance 87 500, spent 11 000 (users_stats), with miles
 * expiring within 60 days (debits use the oldest miles first: see server/miles/ledger.ts).
 */
export function demoHistory(): SeedHistoryMovement[] {
  const fixed: SeedHistoryMovement[] = [
    // More than 24 months ago: the last 1 500 of them expired 30 days ago.
    { type: 'inscription', status: 'valid', amount: 500, label: { key: 'welcome' }, daysAgo: 790 },
    {
      type: 'reservation',
      status: 'valid',
      amount: 800,
      label: stay('HZ318804', 16, 4, { booster: 2 }),
      daysAgo: 788,
      validDaysAgo: 780,
      bookingNumber: 'HZ318804',
      hotel: 16,
    },
    {
      type: 'reservation',
      status: 'valid',
      amount: 700,
      label: stay('HZ320117', 7, 7),
      daysAgo: 778,
      validDaysAgo: 770,
      bookingNumber: 'HZ320117',
      hotel: 7,
    },
    {
      type: 'exceptional',
      status: 'valid',
      amount: 1500,
      label: { key: 'award', params: { award: 'first_month_challenge' } },
      daysAgo: 762,
    },
    { type: 'order', status: 'valid', amount: -2000, label: order('10112', 'delivered'), daysAgo: 745 },
    { type: 'expired', status: 'valid', amount: -1500, label: { key: 'expired' }, daysAgo: 30 },
    // Valid 22 to 24 months ago: what is left of them expires within the next 60 days.
    {
      type: 'reservation',
      status: 'valid',
      amount: 500,
      label: stay('HZ402291', 8, 5),
      daysAgo: 730,
      validDaysAgo: 722,
      bookingNumber: 'HZ402291',
      hotel: 8,
    },
    {
      type: 'exceptional',
      status: 'valid',
      amount: 10_000,
      label: { key: 'award', params: { award: 'top_seller', year: 2024 } },
      daysAgo: 705,
    },
    {
      type: 'reservation',
      status: 'valid',
      amount: 600,
      label: stay('HZ418832', 26, 6),
      daysAgo: 697,
      validDaysAgo: 690,
      bookingNumber: 'HZ418832',
      hotel: 26,
    },
    { type: 'animation', status: 'valid', amount: 400, label: animation('quiz', 'belgian_coast'), daysAgo: 680 },
    { type: 'sponsorship', status: 'valid', amount: 1000, label: { key: 'sponsorship', params: { name: 'Sam C.' } }, daysAgo: 410 },
    {
      type: 'transfer',
      status: 'valid',
      amount: 1500,
      label: { key: 'transfer_from', params: { name: 'Marta K.', code: 'FA204417' } },
      daysAgo: 320,
    },
    { type: 'sponsorship', status: 'valid', amount: 1000, label: { key: 'sponsorship', params: { name: 'Priya N.' } }, daysAgo: 233 },
    { type: 'sponsorship', status: 'valid', amount: 1000, label: { key: 'sponsorship', params: { name: 'Tom B.' } }, daysAgo: 88 },
    // Spent recently (after the expiry above).
    { type: 'order', status: 'valid', amount: -4000, label: order('10452', 'delivered'), daysAgo: 26 },
    {
      type: 'transfer',
      status: 'valid',
      amount: -2000,
      label: { key: 'transfer_to', params: { name: 'Olivier P.', code: 'FA654321' } },
      daysAgo: 20,
    },
    { type: 'order', status: 'valid', amount: -3000, label: order('10598', 'in_delivery'), daysAgo: 9 },
    // Cancelled.
    { type: 'order', status: 'cancelled', amount: -3500, label: order('10671', 'cancelled'), daysAgo: 12 },
    {
      type: 'reservation',
      status: 'cancelled',
      amount: 1200,
      label: stay('HZ455120', 37, 6, { booster: 2, cancelled: 'not_completed' }),
      daysAgo: 140,
      bookingNumber: 'HZ455120',
      hotel: 37,
    },
    {
      type: 'reservation',
      status: 'cancelled',
      amount: 900,
      label: stay('HZ441877', 20, 9, { cancelled: 'by_hotel' }),
      daysAgo: 260,
      bookingNumber: 'HZ441877',
      hotel: 20,
    },
    {
      type: 'reservation',
      status: 'cancelled',
      amount: 700,
      label: stay('HZ471003', 32, 7, { cancelled: 'duplicate' }),
      daysAgo: 55,
      bookingNumber: 'HZ471003',
      hotel: 32,
    },
    // Pending: valid 7 days after check-out.
    {
      type: 'reservation',
      status: 'pending',
      amount: 800,
      label: stay('DANA0001', 33, 8),
      daysAgo: 3,
      validDaysAgo: -4,
      bookingNumber: 'DANA0001',
      hotel: 33,
    },
    {
      type: 'reservation',
      status: 'pending',
      amount: 600,
      label: stay('DANA0002', 21, 6),
      daysAgo: 1,
      validDaysAgo: -6,
      bookingNumber: 'DANA0002',
      hotel: 21,
    },
    {
      type: 'reservation',
      status: 'pending',
      amount: 1200,
      label: stay('HZ490417', 20, 12),
      daysAgo: 4,
      validDaysAgo: -3,
      bookingNumber: 'HZ490417',
      hotel: 20,
    },
    {
      type: 'reservation',
      status: 'pending',
      amount: 700,
      label: stay('HZ490562', 4, 7),
      daysAgo: 1,
      validDaysAgo: -7,
      bookingNumber: 'HZ490562',
      hotel: 4,
    },
    {
      type: 'reservation',
      status: 'pending',
      amount: 900,
      label: stay('HZ490388', 29, 9),
      daysAgo: 5,
      validDaysAgo: -2,
      bookingNumber: 'HZ490388',
      hotel: 29,
    },
    { type: 'animation', status: 'pending', amount: 1000, label: animation('elearning', 'spa_wellness'), daysAgo: 2, validDaysAgo: -5 },
    {
      type: 'reservation',
      status: 'valid',
      amount: 300,
      label: stay('DANA0003', 10, 3),
      daysAgo: 25,
      validDaysAgo: 20,
      bookingNumber: 'DANA0003',
      hotel: 10,
    },
  ];
  const earnedTarget = 100_000;
  const fixedEarned = fixed.filter((m) => m.status === 'valid' && m.amount > 0).reduce((sum, m) => sum + m.amount, 0);
  // Day-to-day earning between 35 and 650 days ago (valid 5 days after the claim, expiring long after the next 60 days).
  const random = generator(20_261_121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const filler: SeedHistoryMovement[] = [];
  let sum = 0;
  for (let i = 0; i < 276; i += 1) {
    const daysAgo = 35 + Math.floor(random() * 615);
    if (random() < 0.15) {
      const amount = 100 * (1 + Math.floor(random() * 5));
      filler.push({ type: 'animation', status: 'valid', amount, label: pick(animations), daysAgo });
      sum += amount;
      continue;
    }
    const h = pick(hotels);
    const nights = 1 + Math.floor(random() * 4);
    const booster = random() < 0.06;
    const number = `HZ${String(100_000 + Math.floor(random() * 899_999))}`;
    const amount = nights * 100 * (booster ? 2 : 1);
    filler.push({
      type: 'reservation',
      status: 'valid',
      amount,
      label: stay(number, h.id, nights, booster ? { booster: 2 } : {}),
      daysAgo,
      validDaysAgo: daysAgo - 5,
      bookingNumber: number,
      hotel: h.id,
    });
    sum += amount;
  }
  // The rest of the 100 000 earned: the yearly award (a few thousand miles).
  const award: SeedHistoryMovement = {
    type: 'exceptional',
    status: 'valid',
    amount: earnedTarget - fixedEarned - sum,
    label: { key: 'award', params: { award: 'top_seller', year: 2025 } },
    daysAgo: 300,
  };
  return [...fixed, ...filler, award];
}

/** Olivier's small history (other@example.com): balance 1 700. */
export const otherHistory: SeedHistoryMovement[] = [
  { type: 'inscription', status: 'valid', amount: 500, label: { key: 'welcome' }, daysAgo: 100 },
  {
    type: 'reservation',
    status: 'valid',
    amount: 600,
    label: stay('HZ466120', 8, 6),
    daysAgo: 72,
    validDaysAgo: 66,
    bookingNumber: 'HZ466120',
    hotel: 8,
  },
  { type: 'animation', status: 'valid', amount: 200, label: animation('quiz', 'horizon_brands'), daysAgo: 50 },
  {
    type: 'reservation',
    status: 'valid',
    amount: 400,
    label: stay('HZ468003', 3, 4),
    daysAgo: 40,
    validDaysAgo: 35,
    bookingNumber: 'HZ468003',
    hotel: 3,
  },
  {
    type: 'reservation',
    status: 'cancelled',
    amount: 300,
    label: stay('HZ469511', 12, 3, { cancelled: 'by_hotel' }),
    daysAgo: 30,
    bookingNumber: 'HZ469511',
    hotel: 12,
  },
  {
    type: 'transfer',
    status: 'valid',
    amount: 2000,
    label: { key: 'transfer_from', params: { name: 'Dana M.', code: 'FA123456' } },
    daysAgo: 20,
  },
  { type: 'order', status: 'valid', amount: -2000, label: order('10601', 'delivered'), daysAgo: 10 },
  {
    type: 'reservation',
    status: 'pending',
    amount: 500,
    label: stay('CLAIMED1', 8, 5),
    daysAgo: 3,
    validDaysAgo: -4,
    bookingNumber: 'CLAIMED1',
    hotel: 8,
  },
];

export const sponsorships = [
  {
    email: 'sam.carter@example.net',
    status: 'qualified',
    invitee_name: 'Sam C.',
    miles: 1000,
    daysAgo: 450,
    registeredDaysAgo: 440,
    qualifiedDaysAgo: 410,
  },
  {
    email: 'priya.nair@example.net',
    status: 'qualified',
    invitee_name: 'Priya N.',
    miles: 1000,
    daysAgo: 260,
    registeredDaysAgo: 255,
    qualifiedDaysAgo: 233,
  },
  {
    email: 'tom.baker@example.net',
    status: 'qualified',
    invitee_name: 'Tom B.',
    miles: 1000,
    daysAgo: 120,
    registeredDaysAgo: 110,
    qualifiedDaysAgo: 88,
  },
  { email: 'lucas.vermeulen@example.net', status: 'registered', invitee_name: 'Lucas V.', miles: 0, daysAgo: 40, registeredDaysAgo: 33 },
  { email: 'nina.schulz@example.net', status: 'invited', invitee_name: null, miles: 0, daysAgo: 9, token: 'demo-sponsorship-token' },
  { email: 'omar.haddad@example.net', status: 'invited', invitee_name: null, miles: 0, daysAgo: 2 },
] as const;

export const demoFavorites = [
  { type: 'hotel', id: 1, daysAgo: 200 },
  { type: 'hotel', id: 16, daysAgo: 150 },
  { type: 'hotel', id: 30, daysAgo: 60 },
  { type: 'partner', id: 3, daysAgo: 45 },
  { type: 'product', id: 12, daysAgo: 10 },
] as const;
