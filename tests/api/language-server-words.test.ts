/** @vitest-environment node */
// Words the server writes into its answers follow Accept-Language: the country names (the sign-up's list, a guest page;
// the member's profile; every country an answer shows beside its code, such as a delivery address's or the agency's)
// and the cities of the hotel pages, which a member also types and picks in their own language.
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { readHotelData } from '../../server/hotels/hotel-data';
import { call, expectContract, json } from './support/api-calls';
import { newMember } from './support/miles';
import { basketIdOf } from './support/shop';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo'] });
const day = (offset: number) => new Date(server.clock.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stay = () => `arrival=${day(20)}&departure=${day(22)}`;

async function get<T>(path: string, language: string, schema: string, token?: string): Promise<T> {
  const response = await call(server.app, 'GET', path, { token, headers: { 'accept-language': language } });
  expect(response.statusCode, response.body).toBe(200);
  const answer = json<T>(response);
  expectContract(schema, Array.isArray(answer) ? answer[0] : answer);
  return answer;
}

const countryNames = async (language: string) =>
  Object.fromEntries((await get<Schemas['Country'][]>('miles/countries_light', language, 'Country')).map((c) => [c.code, c.name]));

describe('the country list', () => {
  it('names the member’s country on the profile in the request’s language', async () => {
    const country = async (language: string) =>
      (await get<Schemas['UserProfile']>('user_light/profile', language, 'UserProfile', tokens.demo)).country;
    expect(await country('en')).toEqual({ id: 1, code: 'GB', name: 'United Kingdom' });
    expect(await country('fr-be')).toEqual({ id: 1, code: 'GB', name: 'Royaume-Uni' });
    expect(await country('nl-be')).toEqual({ id: 1, code: 'GB', name: 'Verenigd Koninkrijk' });
  });

  it('names the country an answer shows beside its code, one members do not live in too: a delivery address, the agency', async () => {
    const member = await newMember(server, 'words');
    const basketId = await basketIdOf(server, member.token);
    const address = { name: 'Ana Rossi', line: 'Via Roma 1', postcode: '00100', city: 'Roma', country_code: 'IT' };
    const set = await call(server.app, 'PATCH', `baskets/${basketId}`, { token: member.token, body: { delivery_address: address } });
    expect(set.statusCode, set.body).toBe(200);
    const delivered = async (language: string) =>
      (await get<Schemas['Basket']>(`baskets/${basketId}`, language, 'Basket', member.token)).delivery_address?.country;
    expect(await delivered('fr-be')).toBe('Italie');
    expect(await delivered('nl-be')).toBe('Italië');
    const agency = async (language: string) =>
      (await get<Schemas['BusinessInfo'][]>('user_info_businesses_light', language, 'BusinessInfo', tokens.demo))[0]?.address;
    expect(await agency('fr-be')).toMatchObject({ country: 'GB', country_name: 'Royaume-Uni' });
    expect(await agency('nl-be')).toMatchObject({ country: 'GB', country_name: 'Verenigd Koninkrijk' });
  });

  it('names the countries in the request’s language', async () => {
    expect(await countryNames('en')).toMatchObject({ GB: 'United Kingdom', NL: 'Netherlands', BE: 'Belgium' });
    expect(await countryNames('fr-be')).toMatchObject({ GB: 'Royaume-Uni', NL: 'Pays-Bas', BE: 'Belgique', FR: 'France' });
    expect(await countryNames('nl-BE,nl;q=0.9')).toMatchObject({
      GB: 'Verenigd Koninkrijk',
      NL: 'Nederland',
      BE: 'België',
      FR: 'Frankrijk',
    });
  });
});

describe('city names of the hotel pages', () => {
  it('suggests a destination under its name in the request’s language, typed in that language', async () => {
    const fr = await get<Schemas['HotelDestinations']>('hotels_destinations?search=anv', 'fr-be', 'HotelDestinations');
    expect(fr.cities.map((c) => c.name)).toEqual(['Anvers']);
    const nl = await get<Schemas['HotelDestinations']>('hotels_destinations?search=den%20h', 'nl-be', 'HotelDestinations');
    expect(nl.cities.map((c) => c.name)).toEqual(['Den Haag']);
    expect(nl.hotels.map((h) => h.city)).toEqual(['Den Haag']);
  });

  it('finds a city by any of its names and shows it in the request’s language', async () => {
    const search = (destination: string, language: string) =>
      get<Schemas['HotelSearch']>(`hotels_search?destination=${encodeURIComponent(destination)}&${stay()}`, language, 'HotelSearch');
    const anvers = await search('Anvers', 'fr-be');
    expect(anvers.total).toBe(3);
    expect(new Set(anvers.results.map((h) => h.city))).toEqual(new Set(['Anvers']));
    expect(anvers.facets.cities.map((c) => c.name)).toEqual(['Anvers']);
    // A link shared from another language still finds the same hotels.
    expect((await search('Anvers', 'nl-be')).results.map((h) => h.city)).toEqual(['Antwerpen', 'Antwerpen', 'Antwerpen']);
    expect((await search('Antwerp', 'en')).total).toBe(3);
    const filtered = await get<Schemas['HotelSearch']>(`hotels_search?city=Bruxelles&${stay()}&limit=50`, 'fr-be', 'HotelSearch');
    expect(new Set(filtered.results.map((h) => h.city))).toEqual(new Set(['Bruxelles']));
  });

  it('writes the property page’s address and description with the city in the request’s language', async () => {
    const hague = await get<Schemas['HotelDetail']>('hotels/36', 'fr-be', 'HotelDetail');
    expect(hague.city).toBe('La Haye');
    expect(hague.address.city).toBe('La Haye');
    expect(hague.description).toContain('du centre de La Haye');
    expect((await get<Schemas['HotelDetail']>('hotels/1', 'nl-be', 'HotelDetail')).address.city).toBe('Brussel');
    expect((await get<Schemas['HotelDetail']>('hotels/1', 'en', 'HotelDetail')).address.city).toBe('Brussels');
  });

  it('lists a brand’s cities in the request’s language', async () => {
    const brand = await get<Schemas['BrandDetail']>('brands/horizon', 'nl-be', 'BrandDetail');
    expect(brand.cities).toContain('Antwerpen');
    expect(brand.cities).not.toContain('Antwerp');
  });
});

describe('city names of the member’s own pages', () => {
  const names = new Map(readHotelData().cities.map((c) => [c.names.en, c.names]));
  /** The cities of an answer's hotels, and each as `language` names it, read from the hotels file. */
  const expected = (cities: string[], language: 'fr-be' | 'nl-be') => cities.map((city) => names.get(city)?.[language] ?? city);

  it('names a hotel’s city in the request’s language: favorites, the history’s lines and their text, my bookings', async () => {
    const favoriteCities = async (language: string) =>
      (await get<Schemas['Favorite'][]>('favorites', language, 'Favorite', tokens.demo)).flatMap((f) => (f.hotel ? [f.hotel.city] : []));
    const inEnglish = await favoriteCities('en');
    expect(inEnglish.length).toBeGreaterThan(0);
    expect(await favoriteCities('nl-be')).toEqual(expected(inEnglish, 'nl-be'));

    const lines = async (language: string) =>
      (await get<Schemas['PointsHistory']>('points_history?limit=100', language, 'PointsHistory', tokens.demo)).items.filter(
        (i) => i.hotel,
      );
    const english = await lines('en');
    const french = await lines('fr-be');
    expect(english.some((line) => names.get(line.hotel?.city ?? '')?.['fr-be'] !== line.hotel?.city)).toBe(true);
    expect(french.map((line) => line.hotel?.city)).toEqual(
      expected(
        english.map((line) => line.hotel?.city ?? ''),
        'fr-be',
      ),
    );
    for (const line of french) expect(line.label).toContain(line.hotel?.city);

    const bookings = await get<Schemas['MyBookings']>('my_bookings', 'nl-be', 'MyBookings', tokens.demo);
    const englishBookings = await get<Schemas['MyBookings']>('my_bookings', 'en', 'MyBookings', tokens.demo);
    expect(bookings.claims.map((c) => c.hotel.city)).toEqual(
      expected(
        englishBookings.claims.map((c) => c.hotel.city),
        'nl-be',
      ),
    );
  });
});
