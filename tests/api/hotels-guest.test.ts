/** @vitest-environment node */
// The hotel pages are in both route lists (a visitor looks before joining), so the hotel READ calls answer a
// guest — with the anonymous platform token the portal sends, or with no token — with `favorite` false; a bad
// token is still a 401, a member still sees their favorites, and everything about redemptions stays member-only.
// Also the filters as the portal's client sends several values: `brand[]=a&brand[]=b` (like partners' `type[]`).
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo'] });
const day = (offset: number) => new Date(server.clock.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stay = () => `arrival=${day(20)}&departure=${day(23)}`;

async function guestToken(): Promise<string> {
  const response = await call(server.app, 'POST', 'front/anonymous_token', { body: { platform: 'miles' } });
  expect(response.statusCode, response.body).toBe(200);
  return json<Schemas['AnonymousToken']>(response).token;
}

/** Every hotel read, with the schema of its answer and the cards in it (to check the favorite flags). */
const reads: Array<{
  name: string;
  path: () => string;
  schema: string;
  cards: (answer: never) => Array<{ id: number; favorite: boolean }>;
}> = [
  {
    name: 'hotels_search',
    path: () => `hotels_search?destination=Paris&${stay()}&limit=50`,
    schema: 'HotelSearch',
    cards: (a: Schemas['HotelSearch']) => a.results,
  },
  { name: 'hotels_destinations', path: () => 'hotels_destinations?search=par', schema: 'HotelDestinations', cards: () => [] },
  { name: 'hotels/16', path: () => 'hotels/16', schema: 'HotelDetail', cards: (a: Schemas['HotelDetail']) => [a] },
  { name: 'hotels/16/availability', path: () => `hotels/16/availability?${stay()}`, schema: 'HotelAvailability', cards: () => [] },
  { name: 'brands', path: () => 'brands', schema: 'Brand', cards: () => [] },
  { name: 'brands/horizon', path: () => 'brands/horizon', schema: 'BrandDetail', cards: (a: Schemas['BrandDetail']) => a.hotels },
  {
    name: 'hotel_collections/offers',
    path: () => 'hotel_collections/offers',
    schema: 'HotelCollection',
    cards: (a: Schemas['HotelCollection']) => a.hotels,
  },
];

describe('hotel reads for a guest', () => {
  it.each(reads.map((r) => [r.name, r] as const))('%s answers the anonymous token and no token, favorite false', async (_, read) => {
    const anonymous = await guestToken();
    for (const token of [anonymous, undefined]) {
      const response = await call(server.app, 'GET', read.path(), { token });
      expect(response.statusCode, response.body).toBe(200);
      const answer = json<never>(response);
      if (read.schema === 'Brand') (answer as Schemas['Brand'][]).forEach((b) => expectContract('Brand', b));
      else expectContract(read.schema, answer);
      expect(read.cards(answer).every((c) => c.favorite === false)).toBe(true);
    }
  });

  it('still refuses a bad token, and still shows a member their favorites', async () => {
    const bad = await call(server.app, 'GET', `hotels_search?${stay()}`, { token: 'not-a-token' });
    expect(bad.statusCode).toBe(401);
    expect((await call(server.app, 'GET', 'hotels/16', { token: 'not-a-token' })).statusCode).toBe(401);
    const added = await call(server.app, 'POST', 'favorites', { token: tokens.demo, body: { type: 'hotel', id: 16 } });
    expect([200, 201, 409]).toContain(added.statusCode);
    expect(json<Schemas['HotelDetail']>(await call(server.app, 'GET', 'hotels/16', { token: tokens.demo })).favorite).toBe(true);
    const asGuest = json<Schemas['HotelDetail']>(await call(server.app, 'GET', 'hotels/16', { token: await guestToken() }));
    expect(asGuest.favorite).toBe(false);
  });

  it('keeps redemptions and my bookings member-only (401 for the anonymous token)', async () => {
    const anonymous = await guestToken();
    const body = { hotel_id: 16, arrival: day(20), nights: 2, rooms: 1 };
    for (const [method, path] of [
      ['POST', 'redemptions'],
      ['GET', 'redemptions/1'],
      ['GET', 'redemptions/1/confirmation.pdf'],
      ['GET', 'my_bookings'],
    ] as const) {
      const response = await call(server.app, method, path, { token: anonymous, ...(method === 'POST' ? { body } : {}) });
      expect([path, response.statusCode]).toEqual([path, 401]);
      expect(json<ErrorBody>(response).key).toBe('member_required');
    }
  });
});

describe('hotels_search filters sent as key[] (several values)', () => {
  const search = async (query: string) => {
    const response = await call(server.app, 'GET', `hotels_search?${query}&${stay()}&limit=50`, { token: await guestToken() });
    expect(response.statusCode, response.body).toBe(200);
    return json<Schemas['HotelSearch']>(response);
  };

  it('takes two brands, two cities and two star counts as brand[] / city[] / stars[]', async () => {
    const brands = await search('brand[]=nordlys&brand[]=horizon-select');
    expect(new Set(brands.results.map((h) => h.brand.code))).toEqual(new Set(['nordlys', 'horizon-select']));
    const plain = await search('brand=nordlys&brand=horizon-select');
    expect(brands.results.map((h) => h.id)).toEqual(plain.results.map((h) => h.id));
    expect(brands.total).toBe(plain.total);
    const cities = await search('city[]=Paris&city[]=London');
    expect(new Set(cities.results.map((h) => h.city))).toEqual(new Set(['Paris', 'London']));
    const stars = await search('destination=Paris&stars[]=5&stars[]=3');
    expect(new Set(stars.results.map((h) => h.stars))).toEqual(new Set([5, 3]));
    const one = await search('brand[]=nordlys');
    expect(one.results.every((h) => h.brand.code === 'nordlys')).toBe(true);
    expect(one.total).toBe(8);
  });

  it('refuses a value outside the lists as a 422, not a 500', async () => {
    const response = await call(server.app, 'GET', `hotels_search?stars[]=9&${stay()}`, { token: await guestToken() });
    expect(response.statusCode).toBe(422);
    const brand = await call(server.app, 'GET', `hotels_search?brand[]=NOPE!&${stay()}`, { token: await guestToken() });
    expect(brand.statusCode).toBe(422);
  });
});
