// The property page's calls (getHotel, getHotelAvailability, createRedemption). The reads answer a guest too
// (the page is in both route lists), so a 401 there is a lost session like anywhere; the redemption is a member's write.
import { createEffect } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import { call } from '@/model/session/api';

type Schemas = components['schemas'];
export type HotelDetail = Schemas['HotelDetail'];
export type HotelAvailability = Schemas['HotelAvailability'];
export type Redemption = Schemas['Redemption'];

/** What the member asks to redeem: a stay at one hotel, guests per room. */
export interface StayRequest {
  hotelId: number;
  arrival: string;
  departure: string;
  adults: number[];
  children: number[];
}

export const loadHotelFx = createEffect<number, HotelDetail, ApiError>((id) => call('getHotel', { path: { id: String(id) } }));

export const quoteStayFx = createEffect<StayRequest, HotelAvailability, ApiError>((stay) =>
  call('getHotelAvailability', {
    path: { id: String(stay.hotelId) },
    query: {
      arrival: stay.arrival,
      departure: stay.departure,
      rooms: String(stay.adults.length),
      adults: stay.adults.join(','),
      children: stay.children.join(','),
    },
  }),
);

/**
 * The request the member confirmed, with the Idempotency-Key of that request (the same on a retry) and the form's
 * values (a field an editor added goes with the request: the API keeps it).
 */
export type RedemptionCall = StayRequest & { nights: number; idempotencyKey: string; values: Record<string, unknown> };

export const createRedemptionFx = createEffect<RedemptionCall, Redemption, ApiError>((stay) =>
  call('createRedemption', {
    header: { 'Idempotency-Key': stay.idempotencyKey },
    body: {
      ...stay.values,
      hotel_id: stay.hotelId,
      arrival: stay.arrival,
      nights: stay.nights,
      rooms: stay.adults.length,
      adults: stay.adults,
      children: stay.children,
    },
  }),
);
