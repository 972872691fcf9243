/** @vitest-environment node */
// The guide "Add a hotel" (docs/editors/add-a-hotel.md), replayed: its steps are done to a copy of the hotels file
// with the city and the hotel the guide shows; `npm run check:catalogues` accepts it; a server started on the copy
// finds the hotel by its city's name in each language, shows its page and its nights, and lists it where step 3 put
// it; and the problems the guide quotes are refused with their `file#/pointer`, by the check and by the server's start.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import type { City, HotelsFile, NewHotel } from '../../server/generated/catalogues';
import type { Schemas } from '../../server/http/api-types';
import { hotelsFile, readHotelData } from '../../server/hotels/hotel-data';
import { readCountries } from '../../server/reference/countries';
import { fileFolder, testFolder } from '../support/temp-dir';
import { call, expectContract, json } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const guide = readFileSync('docs/editors/add-a-hotel.md', 'utf8');
const [city, hotel] = [...guide.matchAll(/```json\n([\s\S]*?)```/g)].map((block) => JSON.parse(block[1] ?? 'null')) as [City, NewHotel];
const shipped = JSON.parse(readFileSync(hotelsFile, 'utf8')) as HotelsFile;

/** The guide's steps on a copy of the shipped file: 1. the city, 2. the hotel, 3. the hotel in the `discover` list; then `change`. */
function copyWithGuideSteps(dir: string, change: (file: HotelsFile) => HotelsFile = (file) => file): string {
  const file = structuredClone(shipped);
  file.cities.push(city);
  file.hotels.push(hotel);
  file.collections.find((list) => list.code === 'discover')?.hotels.unshift(hotel.id);
  const path = join(dir, 'hotels.json');
  writeFileSync(path, JSON.stringify(change(file), null, 2));
  return path;
}

const hotelsCopy = copyWithGuideSteps(fileFolder('miles-hotels-guide-'));
const { server, tokens } = useTestServer({ logins: ['demo'], hotelsFile: hotelsCopy });
const get = (path: string, language = 'en') =>
  call(server.app, 'GET', path, { token: tokens.demo, headers: { 'accept-language': language } });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the guide "Add a hotel"', () => {
  it('shows a city whose names differ by language and a hotel in it', () => {
    expect(new Set(Object.values(city.names)).size).toBe(3);
    expect(hotel.city).toBe(city.names.en);
  });

  it('4. the check accepts the copy and counts the new city and hotel', () => {
    const result = spawnSync('npm', ['run', '--silent', 'check:catalogues', '--', '--hotels', hotelsCopy], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    const { brands, cities, hotels, collections } = readHotelData();
    expect(result.stdout.split('\n')).toContain(
      `Hotels are valid: ${brands.length} brands, ${cities.length + 1} cities, ${hotels.length + 1} hotels, ${collections.length} lists.`,
    );
  });

  it('5. members find it by its city’s name in each language, and its page says where it is', async () => {
    const countries = readCountries();
    for (const language of ['en', 'fr-be', 'nl-be'] as const) {
      const name = city.names[language];
      const country = countries.find((entry) => entry.code === city.country)?.names[language];
      const search = await get(`hotels_search?destination=${encodeURIComponent(name)}&arrival=${day(20)}&departure=${day(22)}`, language);
      expect(search.statusCode, search.body).toBe(200);
      const answer = json<Schemas['HotelSearch']>(search);
      expect(answer.results.map((h) => [h.id, h.city])).toEqual([[hotel.id, name]]);

      const page = await get(`hotels/${hotel.id}`, language);
      expect(page.statusCode, page.body).toBe(200);
      const detail = json<Schemas['HotelDetail']>(page);
      expectContract('HotelDetail', detail);
      expect(detail).toMatchObject({
        name: `${hotel.brand} ${hotel.place}`,
        code: hotel.code,
        city: name,
        country_code: city.country,
        country,
      });
      expect(detail.address).toMatchObject({ postal_code: city.postcode, city: name, country_code: city.country, country });
    }
    const destinations = json<Schemas['HotelDestinations']>(
      await get(`hotels_destinations?search=${encodeURIComponent(city.names['nl-be'])}`, 'nl-be'),
    );
    expect(destinations.cities.map((c) => [c.name, c.hotel_count])).toEqual([[city.names['nl-be'], 1]]);
  });

  it('5. its nights can be priced, and step 3 put it first in its list', async () => {
    const nights = await get(`hotels/${hotel.id}/availability?arrival=${day(20)}&departure=${day(22)}`);
    expect(nights.statusCode, nights.body).toBe(200);
    expect(json<Schemas['HotelAvailability']>(nights).dates).toHaveLength(2);
    const list = json<Schemas['HotelCollection']>(await get('hotel_collections/discover'));
    expect(list.hotels[0]?.id).toBe(hotel.id);
  });
});

describe('the problems the guide quotes', () => {
  const problems = (change: (file: HotelsFile) => HotelsFile) => () =>
    readHotelData(copyWithGuideSteps(testFolder('miles-hotels-broken-'), change));
  const last = shipped.hotels.length;

  it('a brand or a city the file does not have', () => {
    const broken = problems((file) => ({
      ...file,
      cities: file.cities.slice(0, -1) as HotelsFile['cities'],
      hotels: file.hotels.map((h) => (h.id === hotel.id ? { ...h, brand: 'Horizon Grande' } : h)),
    }));
    expect(broken).toThrow(`hotels.json#/hotels/${last}/brand: Horizon Grande is not the name of a brand of #/brands`);
    expect(broken).toThrow(`hotels.json#/hotels/${last}/city: Dunkirk is not the English name of a city of #/cities`);
  });

  it('a city in a country the countries file does not have', () => {
    const copy = copyWithGuideSteps(testFolder('miles-hotels-country-'), (file) => ({
      ...file,
      cities: file.cities.map((c) => (c.names.en === city.names.en ? { ...c, country: 'DE' } : c)) as HotelsFile['cities'],
    }));
    const countries = new Set(readCountries().map((country) => country.code));
    expect(() => readHotelData(copy, countries)).toThrow(
      `hotels.json#/cities/${shipped.cities.length}/country: DE is not a country of the countries file (docs/editors/add-a-country.md)`,
    );
  });

  it('an id another hotel has, and a list naming no hotel', () => {
    const broken = problems((file) => ({
      ...file,
      hotels: file.hotels.map((h) => (h.id === hotel.id ? { ...h, id: 16 } : h)),
      collections: file.collections.map((list) => (list.code === 'discover' ? { ...list, hotels: [999, ...list.hotels] } : list)),
    }));
    expect(broken).toThrow(`hotels.json#/hotels/${last}/id: 16 is already the id of hotels/15`);
    expect(broken).toThrow(/hotels\.json#\/collections\/1\/hotels\/0: no hotel has the id 999/);
  });

  it('a brand naming an amenity the file lacks', () => {
    const broken = problems((file) => ({
      ...file,
      brands: file.brands.map((b, i) => (i === 0 ? { ...b, amenities: [...b.amenities, 'sauna'] } : b)) as HotelsFile['brands'],
    }));
    expect(broken).toThrow(
      `hotels.json#/brands/0/amenities/${shipped.brands[0]!.amenities.length}: sauna is not the code of one of #/amenities`,
    );
    expect(shipped.brands[0]!.amenities).toHaveLength(5);
  });

  it('a description sentence without one of its placeholders', () => {
    const broken = problems((file) => ({
      ...file,
      words: { ...file.words, location: { ...file.words.location, 'nl-be': 'Dit hotel ligt in het centrum van {{city}}.' } },
    }));
    const problem = 'hotels.json#/words/location/nl-be: must use {{distance}}';
    expect(guide).toContain(problem);
    expect(broken).toThrow(problem);
  });

  it('the server does not start on a broken file', async () => {
    const file = copyWithGuideSteps(testFolder('miles-hotels-broken-'), (data) => ({
      ...data,
      hotels: [...data.hotels, { ...hotel, code: 'HZ-AAH' }],
    }));
    await expect(buildServer({ hotelsFile: file })).rejects.toThrow(`hotels.json#/hotels/${last + 1}/code: must match pattern`);
  });
});
