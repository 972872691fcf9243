// The hotels as the search and the property page see them: the hotels table (id, code, name, brand, city)
// plus what follows from the brand, the city and the id (the hotels file, hotel-data.ts). Loaded once per server
// start, after the file's hotels are synced: ~50 rows, searched in memory (faster than a query per search on PGlite).
// A hotel's country is named from the countries file (server/reference/countries.ts), as its city is from the hotels
// file: the answers give both in the request's language beside the country's code.
import type { Db } from '../db/db';
import type { CountryEntry } from '../generated/catalogues';
import { hotelSearchKey } from '../miles/hotels';
import type { HotelRow } from '../miles/hotels';
import { searchKey } from '../miles/rules';
import { countryNames } from '../reference/countries';
import { allCityNames } from './city-names';
import type { Brand, City, HotelData, Words } from './hotel-data';

export interface Hotel {
  id: number;
  code: string;
  name: string;
  brand: Brand;
  /** The stored (English) name: the key of the city's data; pages show `cityNames`. */
  city: string;
  cityNames: Words;
  country_code: string;
  /** The country's names in every language (the countries file); its code in each when the file lacks it. */
  countryNames: Words;
  stars: number;
  minNights: number;
  distanceKm: number;
  lat: number;
  lon: number;
  street: string;
  postcode: string;
  /** name and the city's names without accents, lower case (searchKey). */
  key: string;
  /** The city's names in every language, as searchKey writes them: a search may name it in any. */
  cityKeys: ReadonlySet<string>;
}

export interface HotelCatalogue {
  hotels: readonly Hotel[];
  byId: ReadonlyMap<number, Hotel>;
  brands: HotelData['brands'];
  collections: HotelData['collections'];
  amenities: HotelData['amenities'];
  roomTypes: HotelData['room_types'];
  words: HotelData['words'];
}

/** A hotel as the hotels table keeps it: the file's entry, named "<brand> <place>", in its city's country. */
export function hotelRows({ hotels, cities }: HotelData): HotelRow[] {
  return hotels.map((h) => ({
    id: h.id,
    code: h.code,
    name: `${h.brand} ${h.place}`,
    brand: h.brand,
    city: h.city,
    // The file checks that the city is one of its cities.
    country_code: cities.find((c) => c.names.en === h.city)?.country ?? '',
  }));
}

/**
 * The file's hotels missing from the hotels table (claims, favorites and redemptions refer to them by id); the search
 * key of those already there follows the file's city names (a name added in a language is found from the next start).
 */
export async function syncHotels(db: Db, data: HotelData): Promise<void> {
  const names = (city: string) => allCityNames(data.cities.find((c) => c.names.en === city)?.names ?? unknownCity(city).names);
  const rows = hotelRows(data).map((h) => ({ ...h, search_key: hotelSearchKey(h.name, names(h.city)) }));
  await db.query(
    `INSERT INTO hotels (id, code, name, brand, city, country_code, search_key)
     SELECT h.id, h.code, h.name, h.brand, h.city, h.country_code, h.search_key
       FROM jsonb_to_recordset($1::jsonb) AS h (id integer, code text, name text, brand text, city text, country_code text, search_key text)
     ON CONFLICT (id) DO UPDATE SET search_key = EXCLUDED.search_key WHERE hotels.search_key <> EXCLUDED.search_key`,
    [JSON.stringify(rows)],
  );
}

/** A city the file lacks (a row added by other means): its stored name in every language, placed in Brussels. */
const unknownCity = (stored: string): City => ({
  names: { en: stored, 'fr-be': stored, 'nl-be': stored },
  country: 'BE',
  postcode: '1000',
  lat: 50.85,
  lon: 4.35,
});

/** The street of a hotel: its place name without the city ("Paris Opéra" → "Opéra"), numbered by id. */
function streetOf(id: number, name: string, brand: string, city: string, country: string): string {
  const place = name.slice(brand.length).trim();
  const street = place.startsWith(city) ? place.slice(city.length).trim() || place : place;
  const number = ((id * 13) % 120) + 1;
  return country === 'GB' ? `${number} ${street}` : `${street} ${number}`;
}

/** A row of the hotels table: the contract's HotelLight without its country's name (the answers add it, lightHotel). */
export type { HotelRow };

export function describeHotel(row: HotelRow, { brands, cities }: HotelData, countries: readonly CountryEntry[]): Hotel {
  // A row added by other means, whose brand the file lacks, gets the first brand.
  const brand = brands.find((b) => b.name === row.brand) ?? (brands[0] as Brand);
  const city = cities.find((c) => c.names.en === row.city) ?? unknownCity(row.city);
  const cityNames = city.names;
  const cityKeys = allCityNames(cityNames).map(searchKey);
  // A position around the city centre, spread by the golden angle so neighbours never overlap.
  const distanceKm = Math.round((0.3 + ((row.id * 37) % 40) / 10) * 10) / 10;
  const angle = (row.id * 137.5 * Math.PI) / 180;
  const lat = city.lat + (distanceKm * Math.cos(angle)) / 111;
  const lon = city.lon + (distanceKm * Math.sin(angle)) / (111 * Math.cos((city.lat * Math.PI) / 180));
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    brand,
    city: row.city,
    cityNames,
    country_code: row.country_code,
    // The start refuses a city in a country the countries file lacks (hotel-data.ts): only a row added by other means
    // keeps its code as its name.
    countryNames: countryNames(countries, row.country_code),
    stars: brand.code === 'horizon' && row.id % 5 === 0 ? 3 : brand.stars,
    // Some rates require a minimum stay of 2 nights (requirements §5): the resorts, and every ninth hotel.
    minNights: brand.code === 'horizon-resorts' || row.id % 9 === 0 ? 2 : 1,
    distanceKm,
    lat: Math.round(lat * 1e5) / 1e5,
    lon: Math.round(lon * 1e5) / 1e5,
    street: streetOf(row.id, row.name, row.brand, row.city, row.country_code),
    postcode: city.postcode,
    key: [searchKey(row.name), ...cityKeys].join(' | '),
    cityKeys: new Set(cityKeys),
  };
}

/** `countries`: the countries file's (readCountries), which names each hotel's country. */
export async function loadCatalogue(db: Db, data: HotelData, countries: readonly CountryEntry[]): Promise<HotelCatalogue> {
  const rows = await db.query<HotelRow>('SELECT id, code, name, brand, city, country_code FROM hotels ORDER BY id');
  const hotels = rows.map((row) => describeHotel(row, data, countries));
  return {
    hotels,
    byId: new Map(hotels.map((h) => [h.id, h])),
    brands: data.brands,
    collections: data.collections,
    amenities: data.amenities,
    roomTypes: data.room_types,
    words: data.words,
  };
}

/** The collection's hotels, in its order (ids missing from the table are skipped). */
export function collectionHotels(catalogue: HotelCatalogue, code: string): Hotel[] | null {
  const collection = catalogue.collections.find((c) => c.code === code);
  if (!collection) return null;
  return collection.hotels.map((id) => catalogue.byId.get(id)).filter((h): h is Hotel => h !== undefined);
}
