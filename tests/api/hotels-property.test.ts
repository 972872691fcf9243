/** @vitest-environment node */
// The property page, a hotel's availability night by night, the brands and the content pages' hotel lists,
// and the pictures they name (served from /media with their stated size).
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo', 'other'] });
const get = (path: string, token = tokens.demo, language?: string) =>
  call(server.app, 'GET', path, { token, headers: language ? { 'accept-language': language } : {} });
const day = (offset: number) => new Date(server.clock.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The picture is served, is an SVG, and says the size the answer announced. */
async function expectPicture(picture: { url: string; width: number; height: number }): Promise<void> {
  const response = await server.app.inject({ method: 'GET', url: picture.url });
  expect(response.statusCode, picture.url).toBe(200);
  expect(response.headers['content-type']).toContain('image/svg+xml');
  expect(response.body).toContain(`width="${picture.width}" height="${picture.height}"`);
}

describe('GET hotels/{id}', () => {
  it('answers the property page with pictures, address, location, map, rooms, policies, minimum stay, brand and favorite flag', async () => {
    const response = await get('hotels/16');
    expect(response.statusCode, response.body).toBe(200);
    const hotel = json<Schemas['HotelDetail']>(response);
    expectContract('HotelDetail', hotel);
    expect(hotel).toMatchObject({
      id: 16,
      name: 'Horizon Paris Opéra',
      brand: { code: 'horizon', name: 'Horizon' },
      city: 'Paris',
      country_code: 'FR',
      country: 'France',
      address: { city: 'Paris', postal_code: '75009', country_code: 'FR', country: 'France' },
      favorite: true, // demo's seeded favorite
      min_nights: 1,
      redemption: { monthly_quota: 3, business_days_to_decide: 1 },
    });
    expect(hotel.address.street).toMatch(/^Opéra [0-9]+$/);
    expect(Math.abs(hotel.location.lat - 48.8566)).toBeLessThan(0.1);
    expect(hotel.pictures).toHaveLength(3);
    for (const p of [...hotel.pictures, hotel.map]) await expectPicture(p);
    expect(hotel.rooms.map((r) => r.code)).toEqual(['CLASSIC', 'TWIN', 'FAMILY']);
    expect(hotel.policies.check_in_from).toBe('15:00');
    expect(json<Schemas['HotelDetail']>(await get('hotels/16', tokens.other)).favorite).toBe(false);
  });

  it('speaks the member’s language', async () => {
    const fr = json<Schemas['HotelDetail']>(await get('hotels/44', tokens.demo, 'fr-be'));
    expect(fr.description).toContain('Cet hôtel se trouve à');
    // The figure in the portal's number locale, as the page writes it beside the sentence (requirements §9).
    const km = fr.distance_km.toFixed(1);
    expect(fr.description).toContain(` à ${km} km du centre`);
    expect(json<Schemas['HotelDetail']>(await get('hotels/44', tokens.demo, 'nl-be')).description).toContain(` op ${km} km van`);
    expect(fr.rooms.map((r) => r.name)).toContain('Suite');
    expect(fr.min_nights).toBe(2);
    const nl = json<Schemas['HotelDetail']>(await get('hotels/44', tokens.demo, 'nl-be'));
    expect(nl.policies.cancellation).toContain('Gratis annuleren');
  });

  it('names the hotel’s country in the request’s language (the countries file), beside its code', async () => {
    for (const [language, country] of [
      ['en', 'Belgium'],
      ['fr-be', 'Belgique'],
      ['nl-be', 'België'],
    ] as const) {
      const hotel = json<Schemas['HotelDetail']>(await get('hotels/1', tokens.demo, language));
      expectContract('HotelDetail', hotel);
      expect([hotel.country_code, hotel.country], language).toEqual(['BE', country]);
      expect([hotel.address.country_code, hotel.address.country], language).toEqual(['BE', country]);
    }
  });

  it('answers 404 hotel_not_found for an unknown hotel, 422 for a malformed id, 401 for a bad token', async () => {
    const missing = await get('hotels/999');
    expect(missing.statusCode).toBe(404);
    expect(json<ErrorBody>(missing).key).toBe('hotel_not_found');
    expect((await get('hotels/abc')).statusCode).toBe(422);
    expect((await call(server.app, 'GET', 'hotels/16', { token: 'not-a-token' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/media/hotels/999-1.svg' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/media/hotels/16-9.svg' })).statusCode).toBe(404);
  });
});

describe('GET hotels/{id}/availability', () => {
  it('lists each night with its rooms, miles and rate, summing to the stay', async () => {
    const response = await get(`hotels/16/availability?arrival=${day(10)}&departure=${day(13)}&rooms=2`);
    expect(response.statusCode, response.body).toBe(200);
    const a = json<Schemas['HotelAvailability']>(response);
    expectContract('HotelAvailability', a);
    expect(a.dates.map((d) => d.date)).toEqual([day(10), day(11), day(12)]);
    expect(a.miles_total).toBe(a.dates.reduce((s, d) => s + d.miles, 0) * 2);
    expect(a.rate.total_cents).toBe(a.dates.reduce((s, d) => s + d.rate_cents, 0) * 2);
    expect(a.available).toBe(a.dates.every((d) => d.available_rooms >= 2));
    expect((await get(`hotels/16/availability?arrival=${day(10)}&departure=${day(40)}`)).statusCode).toBe(422);
  });
});

describe('brands and collections', () => {
  it('lists 6 brands with logos, and a brand with its hotels', async () => {
    const brands = json<Schemas['Brand'][]>(await get('brands'));
    for (const b of brands) expectContract('Brand', b);
    expect(brands.map((b) => b.code)).toEqual([
      'horizon',
      'horizon-select',
      'nordlys',
      'casa-horizon',
      'horizon-suites',
      'horizon-resorts',
    ]);
    expect(brands.reduce((s, b) => s + b.hotel_count, 0)).toBe(50);
    await expectPicture(brands[0]!.logo);
    const resorts = json<Schemas['BrandDetail']>(await get('brands/horizon-resorts'));
    expectContract('BrandDetail', resorts);
    expect(resorts.hotels.map((h) => h.city)).toEqual(['Cannes', 'Florence', 'Knokke', 'Ostend', 'Rome', 'Saint-Tropez', 'Venice']);
    const missing = await get('brands/ritz');
    expect([missing.statusCode, json<ErrorBody>(missing).key]).toEqual([404, 'brand_not_found']);
  });

  it('answers the content pages’ hotel lists', async () => {
    for (const code of ['offers', 'discover', 'la-dolce-vita', 'sailing']) {
      const response = await get(`hotel_collections/${code}`, tokens.demo, 'nl-be');
      expect(response.statusCode, code).toBe(200);
      expectContract('HotelCollection', json(response));
      expect(json<Schemas['HotelCollection']>(response).hotels.length).toBeGreaterThanOrEqual(3);
    }
    expect(json<Schemas['HotelCollection']>(await get('hotel_collections/la-dolce-vita')).hotels.map((h) => h.city)).toEqual([
      'Rome',
      'Florence',
      'Venice',
    ]);
    expect((await get('hotel_collections/nowhere')).statusCode).toBe(404);
  });
});
