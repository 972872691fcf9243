/** @vitest-environment node */
// Words the server writes into its answers follow Accept-Language: the sign-up country list (a guest page)
// and the cities of the hotel pages, which a member also types and picks in their own language.
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, json } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();
const day = (offset: number) => new Date(server.clock.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stay = () => `arrival=${day(20)}&departure=${day(22)}`;

async function get<T>(path: string, language: string, schema: string): Promise<T> {
  const response = await call(server.app, 'GET', path, { headers: { 'accept-language': language } });
  expect(response.statusCode, response.body).toBe(200);
  const answer = json<T>(response);
  expectContract(schema, Array.isArray(answer) ? answer[0] : answer);
  return answer;
}

const countryNames = async (language: string) =>
  Object.fromEntries((await get<Schemas['Country'][]>('miles/countries_light', language, 'Country')).map((c) => [c.code, c.name]));

describe('the country list', () => {
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
