// The programme's participating hotels (hotels_light, claims, favorites). The hotels table stores a hotel's city by its
// English name and its country by its code; the answers name both in the request's language: the city as the hotels
// file does (cityIn), the country as the countries file does (server/reference/countries.ts), as the hotel catalogue's.
import type { Db } from '../db/db';
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';
import type { CountryEntry } from '../generated/catalogues';
import { cityIn } from '../hotels/city-names';
import { countryNamer } from '../reference/countries';
import { searchKey } from './rules';

export type HotelLight = Schemas['HotelLight'];

/** A row of the hotels table: a HotelLight without its country's name, its city by the stored (English) name. */
export type HotelRow = Omit<HotelLight, 'country'>;

const columns = 'id, code, name, brand, city, country_code';

/** The hotel as the answers give it: its city and its country named in `language` (its code when the file lacks it). */
export function lightHotel(row: HotelRow, language: LanguageCode, countries: readonly CountryEntry[]): HotelLight {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    brand: row.brand,
    city: cityIn(row.city, language),
    country_code: row.country_code,
    country: countryNamer(countries, language)(row.country_code),
  };
}

export async function findHotel(db: Db, id: number): Promise<HotelRow | null> {
  const [row] = await db.query<HotelRow>(`SELECT ${columns} FROM hotels WHERE id = $1`, [id]);
  return row ?? null;
}

/** At most 10 hotels whose name or city contains the text (accents and case ignored), prefix matches first. */
export async function searchHotels(db: Db, search: string | undefined): Promise<HotelRow[]> {
  const text = searchKey(search ?? '');
  if (text === '') return db.query<HotelRow>(`SELECT ${columns} FROM hotels ORDER BY country_code, city, name`);
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db.query<HotelRow>(
    `SELECT ${columns} FROM hotels
      WHERE search_key LIKE '%' || $1 || '%'
      ORDER BY (search_key LIKE $1 || '%' OR search_key LIKE '% ' || $1 || '%') DESC, name
      LIMIT 10`,
    [escaped],
  );
}

/**
 * The key hotels.search_key holds: the name and the city's name in every language, searchable without accents, so a
 * member finds a hotel by the city's name the picker shows them (Bruxelles, Brussel, Brussels).
 */
export function hotelSearchKey(name: string, cityNames: readonly string[]): string {
  return [name, ...cityNames].map(searchKey).join(' | ');
}
