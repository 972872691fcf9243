// A hotel stay the redemption journeys can ask for: a Nordlys hotel (monthly quota 1) and an arrival with rooms.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

export const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export interface Card {
  id: number;
  name: string;
  city: string;
}

/**
 * A Nordlys hotel and an arrival with rooms for 3 nights. Why a month 3 to 10 months out, chosen by the run: the
 * other specs redeem within the next two months, and a reused dev server keeps earlier runs' approvals.
 */
export async function nordlysStay(request: APIRequestContext): Promise<{ hotel: Card; arrival: string; offset: number }> {
  const brand = await request.get('/api/brands/nordlys');
  expect(brand.status(), await brand.text()).toBe(200);
  const hotels = ((await brand.json()) as { hotels: Card[] }).hotels;
  const run = Math.floor(Date.now() / 1000);
  const hotel = hotels[run % hotels.length];
  if (!hotel) throw new Error('Nordlys has hotels');
  const first = 90 + (Math.floor(run / hotels.length) % 8) * 31;
  for (let offset = first; offset < first + 20; offset++) {
    const answer = await request.get(`/api/hotels/${hotel.id}/availability?arrival=${isoDay(offset)}&departure=${isoDay(offset + 3)}`);
    expect(answer.status(), await answer.text()).toBe(200);
    // Why the same month for the 3 nights searched: the quota counts the month of the arrival.
    if (((await answer.json()) as { available: boolean }).available) return { hotel, arrival: isoDay(offset), offset };
  }
  throw new Error(`no 3-night stay at ${hotel.name}`);
}
