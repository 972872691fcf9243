// The member's favorites: hotels, products and partners, each checked against its list, at most
// `maxFavorites` per member: an id that names nothing or a full list would otherwise grow without limit.
// Each comes with its name: a hotel's in `hotel`, a gift shop item's (in the request's language) or a
// partner's in `name`, so the list says what each one is.
import type { Db } from '../db/db';
import { ApiError, notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';
import type { CountryEntry } from '../generated/catalogues';
import { findHotel, lightHotel } from './hotels';

type Favorite = Schemas['Favorite'];
type FavoriteType = Schemas['FavoriteType'];

interface Row {
  type: FavoriteType;
  item_id: number;
  created_at: Date;
  hotel_id: number | null;
  code: string | null;
  name: string | null;
  brand: string | null;
  city: string | null;
  country_code: string | null;
  item_name: string | null;
}

/** The favorite, a hotel's city and country named in `language` (`countries`: the countries file's). */
function toFavorite(r: Row, language: LanguageCode, countries: readonly CountryEntry[]): Favorite {
  const hotel =
    r.hotel_id === null
      ? null
      : lightHotel(
          {
            id: r.hotel_id,
            code: r.code ?? '',
            name: r.name ?? '',
            brand: r.brand ?? '',
            city: r.city ?? '',
            country_code: r.country_code ?? '',
          },
          language,
          countries,
        );
  return {
    type: r.type,
    id: r.item_id,
    created_at: new Date(r.created_at).toISOString(),
    hotel,
    name: r.item_name,
  };
}

// $1 the member, $2 the language: a product's name in it, else in English (the catalogue has all three).
const select = `SELECT f.type, f.item_id, f.created_at, h.id AS hotel_id, h.code, h.name, h.brand, h.city, h.country_code,
                       CASE f.type WHEN 'product' THEN coalesce(p.names ->> $2::text, p.names ->> 'en') WHEN 'partner' THEN pa.name END AS item_name
                  FROM favorites f
                  LEFT JOIN hotels h ON f.type = 'hotel' AND h.id = f.item_id
                  LEFT JOIN products p ON f.type = 'product' AND p.id = f.item_id
                  LEFT JOIN partners pa ON f.type = 'partner' AND pa.id = f.item_id`;

export async function listFavorites(
  db: Db,
  userId: number,
  language: LanguageCode,
  countries: readonly CountryEntry[],
): Promise<Favorite[]> {
  return (await db.query<Row>(`${select} WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.type, f.item_id`, [userId, language])).map(
    (r) => toFavorite(r, language, countries),
  );
}

/** Adds the favorite (or finds it there already); `created` says which. */
export const maxFavorites = 200;

const unknownItem: Record<FavoriteType, string> = {
  hotel: 'This hotel is not in the programme.',
  product: 'This product does not exist.',
  partner: 'This partner does not exist.',
};

/** Whether the id names an item of that type. */
async function exists(db: Db, type: FavoriteType, id: number): Promise<boolean> {
  if (type === 'hotel') return (await findHotel(db, id)) !== null;
  // The table name comes from this closed list, never from the request.
  const table = type === 'product' ? 'products' : 'partners';
  return (await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0;
}

const readBack = async (db: Db, userId: number, type: FavoriteType, id: number, language: LanguageCode) =>
  (await db.query<Row>(`${select} WHERE f.user_id = $1 AND f.type = $3 AND f.item_id = $4`, [userId, language, type, id]))[0];

/** Adds the favorite (or finds it there already); `created` says which. */
export async function addFavorite(
  db: Db,
  userId: number,
  type: FavoriteType,
  id: number,
  now: Date,
  language: LanguageCode,
  countries: readonly CountryEntry[],
): Promise<{ favorite: Favorite; created: boolean }> {
  if (!(await exists(db, type, id))) {
    throw new ApiError(422, 'This item could not be added to your favorites.', 'favorite_add_failed', [
      { propertyPath: 'id', message: unknownItem[type], key: 'favorite_add_failed' },
    ]);
  }
  return db.transaction(async (tx) => {
    // The member's row lock queues concurrent adds, so they cannot all pass the count below.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
    const already = await readBack(tx, userId, type, id, language);
    // Adding one that is there stays idempotent, even with a full list.
    if (already) return { favorite: toFavorite(already, language, countries), created: false };
    const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM favorites WHERE user_id = $1', [userId]);
    if ((count?.n ?? 0) >= maxFavorites) {
      throw new ApiError(422, `You can keep at most ${maxFavorites} favorites. Please remove one first.`, 'favorites_limit_reached');
    }
    await tx.query('INSERT INTO favorites (user_id, type, item_id, created_at) VALUES ($1, $2, $3, $4)', [userId, type, id, now]);
    const row = await readBack(tx, userId, type, id, language);
    if (!row) throw new Error('the favorite cannot be read back');
    return { favorite: toFavorite(row, language, countries), created: true };
  });
}

export async function removeFavorite(db: Db, userId: number, type: FavoriteType, id: number): Promise<void> {
  const removed = await db.query('DELETE FROM favorites WHERE user_id = $1 AND type = $2 AND item_id = $3 RETURNING item_id', [
    userId,
    type,
    id,
  ]);
  if (removed.length === 0) throw notFound('This item is not in your favorites.', 'favorite_remove_failed');
}
