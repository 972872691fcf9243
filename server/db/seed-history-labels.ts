// What the demo members' histories are made of (seed-demo-history.ts): a seeded movement, and the labels of its
// kinds (a stay at a seeded hotel, a gift order, an animation) as the history shows them.
import type { MovementStatus, MovementType } from '../members/movements';
import type { AnimationTopic, MovementLabel } from '../miles/movement-labels';
import type { HotelRow } from '../hotels/hotel-catalogue';

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

export type StayLabel = (
  number: string,
  hotelId: number,
  nights: number,
  extra?: { booster?: number; cancelled?: 'not_completed' | 'by_hotel' | 'duplicate' },
) => MovementLabel;

/** A stay's label at one of these hotels, naming the hotel and its city as the history line shows them. */
export function stayLabels(hotels: readonly HotelRow[]): StayLabel {
  const hotelById = new Map(hotels.map((h) => [h.id, h]));
  return (number, hotelId, nights, extra = {}) => {
    const h = hotelById.get(hotelId);
    if (!h) throw new Error(`The demo history names the hotel ${hotelId}, which the hotels file lacks`);
    return { key: 'stay', params: { number, hotel: h.name, city: h.city, nights, ...extra } };
  };
}
export const order = (number: string, status: 'delivered' | 'in_delivery' | 'cancelled'): MovementLabel => ({
  key: 'order',
  params: { number, status },
});
export const animation = (kind: 'quiz' | 'elearning' | 'event' | 'survey' | 'codes', topic: AnimationTopic): MovementLabel => ({
  key: 'animation',
  params: { kind, topic },
});
