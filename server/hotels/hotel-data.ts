// The hotel group's catalogue beyond the hotels table: its brands (with their amenities and check-in times), the
// cities of its hotels (centre, postcode and their names in each language), its hotels,
// the content pages' hotel lists, the amenities' and room types' words, and what a property page says around them
// (policies, where the hotel is, its pictures' descriptions). The
// editors' file server/hotels/data/hotels.json (schemas/catalogues/hotels.schema.json, docs/editors/add-a-hotel.md),
// checked at every start and by `npm run check:catalogues`. A hotel's stars, minimum stay, quota, address and
// position follow from its brand, city and id (hotel-catalogue.ts), so a hotel is one line of that file.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJsonFile, repeatedInList } from '../data-files/json-folder';
import { placeholderProblems } from '../data-files/placeholders';
import { rememberCities } from './city-names';
import type { Brand, City, HotelsFile, LocalText } from '../generated/catalogues';

export type Words = LocalText;
export type { Brand, City };
export type HotelData = Omit<HotelsFile, '$schema'>;

const here = dirname(fileURLToPath(import.meta.url));
export const hotelsFile = join(here, 'data/hotels.json');
const schemaFile = join(here, '../../schemas/catalogues/hotels.schema.json');

/**
 * `#/<list>/<index>/<field>: <value> is already …` for each value a list repeats, and each name of another part of the
 * file (or of the countries file: `countryCodes`, when given) that names nothing.
 */
function fileRules(data: HotelsFile, countryCodes?: ReadonlySet<string>): string[] {
  const brandNames = new Set(data.brands.map((b) => b.name));
  const cityNames = new Set(data.cities.map((c) => c.names.en));
  const hotelIds = new Set(data.hotels.map((h) => h.id));
  const problems = [
    ...repeatedInList(data.brands, 'brands', 'code', (b) => b.code),
    ...repeatedInList(data.brands, 'brands', 'name', (b) => b.name),
    ...repeatedInList(data.cities, 'cities', 'names/en', (c) => c.names.en),
    ...repeatedInList(data.hotels, 'hotels', 'id', (h) => h.id),
    ...repeatedInList(data.hotels, 'hotels', 'code', (h) => h.code),
    ...repeatedInList(data.collections, 'collections', 'code', (c) => c.code),
    ...repeatedInList(data.amenities, 'amenities', 'code', (a) => a.code),
    ...repeatedInList(data.room_types, 'room_types', 'code', (r) => r.code),
  ];
  const amenityCodes = new Set(data.amenities.map((a) => a.code));
  data.brands.forEach((brand, index) =>
    brand.amenities.forEach((code, position) => {
      if (!amenityCodes.has(code)) problems.push(`#/brands/${index}/amenities/${position}: ${code} is not the code of one of #/amenities`);
    }),
  );
  // A city's country is named from the countries file: one it does not have would show as its code.
  data.cities.forEach((city, index) => {
    if (countryCodes && !countryCodes.has(city.country))
      problems.push(`#/cities/${index}/country: ${city.country} is not a country of the countries file (docs/editors/add-a-country.md)`);
  });
  data.hotels.forEach((hotel, index) => {
    if (!brandNames.has(hotel.brand)) problems.push(`#/hotels/${index}/brand: ${hotel.brand} is not the name of a brand of #/brands`);
    if (!cityNames.has(hotel.city)) problems.push(`#/hotels/${index}/city: ${hotel.city} is not the English name of a city of #/cities`);
  });
  // The description's sentence is given the distance and the city; the confirmation's guests, their count.
  problems.push(...placeholderProblems(data.words.location, '#/words/location', ['distance', 'city'], ['distance', 'city']));
  for (const [key, text] of Object.entries(data.words.confirmation)) {
    const counted = /^(adults|children)_/.test(key) ? ['count'] : [];
    problems.push(...placeholderProblems(text, `#/words/confirmation/${key}`, counted, counted));
  }
  data.collections.forEach((collection, index) =>
    collection.hotels.forEach((id, position) => {
      if (!hotelIds.has(id)) problems.push(`#/collections/${index}/hotels/${position}: no hotel has the id ${id}`);
    }),
  );
  return problems;
}

/** The hotels file; its cities' countries are checked against `countryCodes` when given (the server's start, the check). */
export function readHotelData(file: string = hotelsFile, countryCodes?: ReadonlySet<string>): HotelData {
  const { $schema: _schema, ...data } = readJsonFile<HotelsFile>({
    file,
    schemaFile,
    what: 'The hotels file',
    fileRules: (read) => fileRules(read, countryCodes),
  });
  rememberCities(data.cities);
  return data;
}
