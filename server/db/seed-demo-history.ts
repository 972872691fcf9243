// Dana's miles history (demo@example.com, server/README.md, "Miles"), built to the figures the demo shows; Olivier's
// small one: seed-other-history.ts. Dates are days relative to the first start (negative daysAgo = in the future).
import type { MovementLabel } from '../miles/movement-labels';
import type { HotelRow } from '../hotels/hotel-catalogue';
import { animation, order, stayLabels } from './seed-history-labels';
import type { SeedHistoryMovement } from './seed-history-labels';

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
export function demoHistory(hotels: readonly HotelRow[]): SeedHistoryMovement[] {
  const stay = stayLabels(hotels);
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
  // At the group's city hotels (ids 1–43): a hotel added to the file leaves every fresh demo history the same.
  const everyDayHotels = hotels.filter((h) => h.id <= 43);
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
    const h = pick(everyDayHotels);
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
