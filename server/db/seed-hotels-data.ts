// The programme's hotels (Horizon Hotel Group), its booster periods and the hotels' bookings that claims are matched
// against, seeded on every database (server/README.md, "Miles"). Dates are days relative to the first start
// (negative daysAgo = in the future), so the demo always looks recent.

import type { Schemas } from '../http/api-types';

/** A seeded hotel: the contract's HotelLight. */
export type SeedHotel = Schemas['HotelLight'];

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
