// Movements and histories for the miles-history tests, shaped as the API answers them.
import type { Movement, PointsHistory } from '@/model/points/history-types';

let nextId = 1;

/** A movement created on `day` (YYYY-MM-DD, noon UTC); valid that day unless `valid_on` says otherwise. */
export function movement(day: string, over: Partial<Movement> = {}): Movement {
  const at = `${day}T12:00:00.000Z`;
  nextId += 1;
  return {
    id: nextId,
    type: 'reservation',
    status: 'valid',
    amount: 300,
    label: `Booking on ${day}`,
    created_at: at,
    valid_on: at,
    expires_on: null,
    booking_number: null,
    hotel: null,
    ...over,
  };
}

export function history(items: Movement[], over: Partial<PointsHistory> = {}): PointsHistory {
  return { items, count: items.length, totals: [], balance: 0, pending: 0, expiring: [], ...over };
}
