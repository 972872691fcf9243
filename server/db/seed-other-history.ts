// Olivier's small miles history (other@example.com, server/README.md, "Miles"). Dates are days relative to the first
// start (negative daysAgo = in the future).
import type { HotelRow } from '../hotels/hotel-catalogue';
import { animation, order, stayLabels } from './seed-history-labels';
import type { SeedHistoryMovement } from './seed-history-labels';

/** Olivier's small history (other@example.com): balance 1 700. */
export function otherHistory(hotels: readonly HotelRow[]): SeedHistoryMovement[] {
  const stay = stayLabels(hotels);
  return [
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
}
