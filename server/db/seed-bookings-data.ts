// The programme's booster periods and the hotels' bookings that claims are matched against, seeded on every database
// (server/README.md, "Miles"); the hotels they name are the hotels file's (server/hotels/data/hotels.json). Dates are
// days relative to the first start (negative daysAgo = in the future), so the demo always looks recent.

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
