// The programme's participating hotels (hotels_light, claims, favorites).
import type { Db } from '../db/db';
import type { Schemas } from '../http/api-types';
import { searchKey } from './rules';

export type HotelLight = Schemas['HotelLight'];

const columns = 'id, code, name, brand, city, country_code';

export async function findHotel(db: Db, id: number): Promise<HotelLight | null> {
  const [row] = await db.query<HotelLight>(`SELECT ${columns} FROM hotels WHERE id = $1`, [id]);
  return row ?? null;
}

/** At most 10 hotels whose name or city contains the text (accents and case ignored), prefix matches first. */
export async function searchHotels(db: Db, search: string | undefined): Promise<HotelLight[]> {
  const text = searchKey(search ?? '');
  if (text === '') return db.query<HotelLight>(`SELECT ${columns} FROM hotels ORDER BY country_code, city, name`);
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db.query<HotelLight>(
    `SELECT ${columns} FROM hotels
      WHERE search_key LIKE '%' || $1 || '%'
      ORDER BY (search_key LIKE $1 || '%' OR search_key LIKE '% ' || $1 || '%') DESC, name
      LIMIT 10`,
    [escaped],
  );
}

/** The key hotels.search_key holds: name and city, searchable without accents. */
export function hotelSearchKey(name: string, city: string): string {
  return `${searchKey(name)} | ${searchKey(city)}`;
}
