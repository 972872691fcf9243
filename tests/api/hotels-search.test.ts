/** @vitest-environment node */
// Hotel search: destination by city or hotel id, filters by brand, city and stars, the sorts, the
// pages, and the stay rules of requirements §5 at their edges (29 vs 30 nights, 7 vs 8 rooms, guests per room).
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo'] });
const day = (offset: number) => new Date(server.clock.now() + offset * 86_400_000).toISOString().slice(0, 10);
const search = (query: string, token = tokens.demo) => call(server.app, 'GET', `hotels_search?${query}`, { token });
const stay = (nights = 3, from = 20) => `arrival=${day(from)}&departure=${day(from + nights)}`;

async function found(query: string): Promise<Schemas['HotelSearch']> {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  const answer = json<Schemas['HotelSearch']>(response);
  expectContract('HotelSearch', answer);
  return answer;
}

describe('GET hotels_search', () => {
  it('finds the hotels of a city (accents and case ignored) with the stay’s miles and paid rate', async () => {
    const paris = await found(`destination=PARIS&${stay(3)}&limit=50`);
    expect(paris.total).toBe(5);
    expect(paris.results.every((h) => h.city === 'Paris')).toBe(true);
    expect(paris.criteria).toMatchObject({ destination: 'PARIS', nights: 3, rooms: 1, adults: [2], children: [0] });
    for (const h of paris.results) {
      expect(h.miles_total).toBeGreaterThanOrEqual(h.miles_per_night * 3 - 300);
      expect(h.miles_per_night % 100).toBe(0);
      expect(h.rate.total_cents).toBeGreaterThan(0);
    }
    expect((await found(`destination=liege&${stay()}`)).results.map((h) => h.city)).toEqual(['Liège', 'Liège']);
    expect((await found(`destination=Atlantis&${stay()}`)).total).toBe(0);
    // The same stay always gives the same figures (generated per hotel and date, not at random).
    expect((await found(`destination=PARIS&${stay(3)}&limit=50`)).results).toEqual(paris.results);
  });

  it('takes a hotel id as destination, and every hotel without one', async () => {
    const one = await found(`destination=16&${stay()}`);
    expect(one.results.map((h) => h.name)).toEqual(['Horizon Paris Opéra']);
    const all = await found(`${stay()}&limit=50`);
    expect(all.total).toBe(50);
    expect(new Set(all.results.map((h) => h.brand.code)).size).toBe(6);
    expect(new Set(all.results.map((h) => h.city)).size).toBeGreaterThanOrEqual(10);
  });

  it('filters by brand, city and stars, each once or repeated, with facets counted before the filters', async () => {
    const nordlys = await found(`brand=nordlys&${stay()}&limit=50`);
    expect(nordlys.total).toBe(8);
    expect(nordlys.results.every((h) => h.brand.code === 'nordlys' && h.stars === 3)).toBe(true);
    expect(nordlys.facets.brands.find((b) => b.code === 'horizon')?.count).toBe(21);
    const two = await found(`brand=nordlys&brand=horizon-select&city=Paris&city=London&${stay()}`);
    expect(two.results.map((h) => h.name).sort()).toEqual(
      [
        "Nordlys London King's Cross",
        'Horizon Select London Kensington',
        'Nordlys Paris Gare du Nord',
        'Horizon Select Paris Saint-Germain',
      ].sort(),
    );
    const five = await found(`stars=5&destination=Paris&${stay()}`);
    expect(five.results.map((h) => [h.name, h.stars])).toEqual([['Horizon Select Paris Saint-Germain', 5]]);
    expect(five.facets.stars.map((s) => s.stars)).toEqual([5, 4, 3]);
    expect((await search(`stars=6&${stay()}`)).statusCode).toBe(422);
  });

  it('sorts by price (default), price down, name, stars and distance', async () => {
    const base = `destination=London&${stay()}`;
    const price = (await found(base)).results;
    expect(price.map((h) => h.miles_per_night)).toEqual([...price.map((h) => h.miles_per_night)].sort((a, b) => a - b));
    const down = (await found(`${base}&sort=price_desc`)).results;
    expect(down.map((h) => h.miles_per_night)).toEqual([...down.map((h) => h.miles_per_night)].sort((a, b) => b - a));
    const names = (await found(`${base}&sort=name`)).results.map((h) => h.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const stars = (await found(`${base}&sort=stars`)).results.map((h) => h.stars);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    const km = (await found(`${base}&sort=distance`)).results.map((h) => h.distance_km);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect((await search(`${base}&sort=cheapest`)).statusCode).toBe(422);
  });

  it('pages: limit and page, every hotel once over the pages', async () => {
    const first = await found(`${stay()}&sort=name&limit=20`);
    expect([first.total, first.pages, first.page, first.results.length]).toEqual([50, 3, 1, 20]);
    const rest = [await found(`${stay()}&sort=name&limit=20&page=2`), await found(`${stay()}&sort=name&limit=20&page=3`)];
    expect(rest.map((p) => p.results.length)).toEqual([20, 10]);
    const ids = [first, ...rest].flatMap((p) => p.results.map((h) => h.id));
    expect(new Set(ids).size).toBe(50);
    expect((await found(`${stay()}&page=9`)).results).toEqual([]);
    expect((await search(`${stay()}&limit=51`)).statusCode).toBe(422);
  });

  it('takes 29 nights and refuses 30 with "Please select less than 30 days"', async () => {
    expect((await found(`destination=Paris&${stay(29)}`)).criteria.nights).toBe(29);
    const refused = await search(`destination=Paris&${stay(30)}`);
    expect(refused.statusCode).toBe(422);
    expect(json<ErrorBody>(refused)).toMatchObject({ key: 'date_range_too_long', message: 'Please select less than 30 days' });
  });

  it('takes 7 rooms and sends 8 to the group site', async () => {
    const seven = await found(`destination=Paris&${stay()}&rooms=7&adults=1,1,1,1,1,1,1`);
    expect(seven.criteria.rooms).toBe(7);
    const eight = await search(`destination=Paris&${stay()}&rooms=8`);
    expect(eight.statusCode).toBe(422);
    expect(json<ErrorBody>(eight).key).toBe('group_booking_required');
  });

  it('checks guests per room, dates and their order', async () => {
    const two = await found(`destination=Paris&${stay()}&rooms=2&adults=2,1&children=0,2`);
    expect(two.criteria).toMatchObject({ adults: [2, 1], children: [0, 2] });
    const cases: [string, string][] = [
      [`${stay()}&rooms=2&adults=2`, 'occupancy_invalid'],
      [`${stay()}&adults=5`, 'occupancy_invalid'],
      [`${stay()}&rooms=0`, 'occupancy_invalid'],
      [`arrival=${day(5)}&departure=${day(5)}`, 'departure_before_arrival'],
      [`arrival=${day(-2)}&departure=${day(1)}`, 'arrival_in_past'],
      ['arrival=2026-02-30&departure=2026-03-02', 'invalid_date'],
      [`arrival=tomorrow&departure=${day(3)}`, 'invalid_date'],
    ];
    for (const [query, key] of cases) {
      const response = await search(query);
      expect([query, response.statusCode, json<ErrorBody>(response).violations?.[0]?.key]).toEqual([query, 422, key]);
    }
  });

  it('marks a hotel below its minimum stay, and hides unavailable hotels on request', async () => {
    const resorts = await found(`brand=horizon-resorts&${stay(1)}`);
    expect(resorts.results.every((h) => !h.available && h.unavailable_reason === 'minimum_stay' && h.min_nights === 2)).toBe(true);
    expect((await found(`brand=horizon-resorts&${stay(1)}&available_only=true`)).total).toBe(0);
    expect((await found(`brand=horizon-resorts&${stay(2)}&available_only=true`)).results.every((h) => h.available)).toBe(true);
  });

  it('names each hotel’s country in the request’s language, in the results and the city facets, beside its code', async () => {
    for (const [language, country] of [
      ['en', 'Belgium'],
      ['fr-be', 'Belgique'],
      ['nl-be', 'België'],
    ] as const) {
      const response = await call(server.app, 'GET', `hotels_search?destination=Brussels&${stay()}`, {
        token: tokens.demo,
        headers: { 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = json<Schemas['HotelSearch']>(response);
      expectContract('HotelSearch', answer);
      expect(answer.results).toHaveLength(4);
      for (const h of answer.results) expect([h.country_code, h.country], language).toEqual(['BE', country]);
      expect(answer.facets.cities.map((c) => [c.country_code, c.country])).toEqual([['BE', country]]);
    }
  });

  it('answers a guest too (the page is public; hotels-guest.test.ts has the details)', async () => {
    expect((await call(server.app, 'GET', `hotels_search?${stay()}`)).statusCode).toBe(200);
  });
});

describe('GET hotels_destinations', () => {
  it('suggests cities and hotels, prefix matches first', async () => {
    const response = await call(server.app, 'GET', 'hotels_destinations?search=bru', { token: tokens.demo });
    expect(response.statusCode).toBe(200);
    const answer = json<Schemas['HotelDestinations']>(response);
    expectContract('HotelDestinations', answer);
    expect(answer.cities.map((c) => [c.name, c.hotel_count])).toEqual([
      ['Bruges', 2],
      ['Brussels', 4],
    ]);
    expect(answer.hotels.every((h) => /bru/i.test(h.name))).toBe(true);
    expect((await call(server.app, 'GET', 'hotels_destinations?search=', { token: tokens.demo })).statusCode).toBe(422);
  });

  it('names the country of each city and hotel in the request’s language, beside its code', async () => {
    for (const [language, country] of [
      ['en', 'Belgium'],
      ['fr-be', 'Belgique'],
      ['nl-be', 'België'],
    ] as const) {
      const response = await call(server.app, 'GET', 'hotels_destinations?search=bru', {
        token: tokens.demo,
        headers: { 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = json<Schemas['HotelDestinations']>(response);
      expectContract('HotelDestinations', answer);
      expect(answer.hotels.length).toBeGreaterThan(0);
      for (const place of [...answer.cities, ...answer.hotels])
        expect([place.country_code, place.country], language).toEqual(['BE', country]);
    }
  });
});
