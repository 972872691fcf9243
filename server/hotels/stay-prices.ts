// Availability and prices per hotel and date, generated (the reference server has no hotel inventory): a
// hash of (hotel id, date) decides the rooms left, and the stars, the weekday and the month set the miles of
// a redemption night and the paid rate. The same hotel and date always give the same figures.
import { addDays } from '../../src/contract/calendar-days';
import type { Hotel } from './hotel-catalogue';

export interface NightFigures {
  date: string;
  available_rooms: number;
  miles: number;
  rate_cents: number;
}

export interface Stay {
  arrival: string;
  nights: number;
  rooms: number;
}

export interface StayFigures {
  available: boolean;
  unavailable_reason: 'sold_out' | 'minimum_stay' | null;
  miles_per_night: number;
  miles_total: number;
  rate: { total_cents: number; per_night_cents: number; currency: 'EUR' };
  dates: NightFigures[];
}

const milesByStars: Record<number, number> = { 3: 6_000, 4: 9_000, 5: 14_000 };
const centsByStars: Record<number, number> = { 3: 9_500, 4: 14_500, 5: 24_000 };

/** FNV-1a over the text: a stable, well-spread 32-bit number. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Busy months cost more, quiet ones less; Friday and Saturday nights too. */
function factor(date: string): number {
  const day = new Date(`${date}T00:00:00Z`);
  const month = day.getUTCMonth() + 1;
  const season = month === 7 || month === 8 || month === 12 ? 1.25 : month === 1 || month === 2 ? 0.85 : 1;
  const weekday = day.getUTCDay();
  return season * (weekday === 5 || weekday === 6 ? 1.2 : 1);
}

export function night(hotel: Hotel, date: string): NightFigures {
  const h = hash(`${hotel.id}|${date}`);
  // One night in 40 is sold out; otherwise 2 to 9 rooms are left for the programme.
  const available = h % 40 === 0 ? 0 : 2 + (h % 8);
  const f = factor(date);
  const miles = Math.round(((milesByStars[hotel.stars] ?? 9_000) * f) / 100) * 100;
  const spread = 0.9 + ((h >>> 8) % 21) / 100;
  const cents = Math.round(((centsByStars[hotel.stars] ?? 14_500) * f * spread) / 100) * 100;
  return { date, available_rooms: available, miles, rate_cents: cents };
}

export function stayFigures(hotel: Hotel, stay: Stay): StayFigures {
  const dates = Array.from({ length: stay.nights }, (_, i) => night(hotel, addDays(stay.arrival, i)));
  const miles = dates.reduce((sum, d) => sum + d.miles, 0);
  const cents = dates.reduce((sum, d) => sum + d.rate_cents, 0);
  const reason = stay.nights < hotel.minNights ? 'minimum_stay' : dates.some((d) => d.available_rooms < stay.rooms) ? 'sold_out' : null;
  return {
    available: reason === null,
    unavailable_reason: reason,
    miles_per_night: Math.ceil(miles / stay.nights / 100) * 100,
    miles_total: miles * stay.rooms,
    rate: { total_cents: cents * stay.rooms, per_night_cents: Math.round(cents / stay.nights), currency: 'EUR' },
    dates,
  };
}

/** "From" prices of a hotel for lists: its base figures on a quiet weekday. */
export function fromPrices(hotel: Hotel): { miles: number; cents: number } {
  return {
    miles: Math.round(((milesByStars[hotel.stars] ?? 9_000) * 0.85) / 100) * 100,
    cents: Math.round(((centsByStars[hotel.stars] ?? 14_500) * 0.85 * 0.9) / 100) * 100,
  };
}
