// The member's favorites: hotels (checked against the programme's list), products and partners (their
// catalogues arrive with the shop and partner issues; until then any positive id is kept as given).
import type { Db } from '../db/db';
import { ApiError, notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { findHotel } from './hotels';

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
}

function toFavorite(r: Row): Favorite {
  const hotel = r.hotel_id === null ? null : { id: r.hotel_id, code: r.code ?? '', name: r.name ?? '', brand: r.brand ?? '', city: r.city ?? '', country_code: r.country_code ?? '' };
  return { type: r.type, id: r.item_id, created_at: new Date(r.created_at).toISOString(), hotel };
}

const select = `SELECT f.type, f.item_id, f.created_at, h.id AS hotel_id, h.code, h.name, h.brand, h.city, h.country_code
                  FROM favorites f LEFT JOIN hotels h ON f.type = 'hotel' AND h.id = f.item_id`;

export async function listFavorites(db: Db, userId: number): Promise<Favorite[]> {
  return (await db.query<Row>(`${select} WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.type, f.item_id`, [userId])).map(toFavorite);
}

/** Adds the favorite (or finds it there already); `created` says which. */
export async function addFavorite(db: Db, userId: number, type: FavoriteType, id: number, now: Date): Promise<{ favorite: Favorite; created: boolean }> {
  if (type === 'hotel' && !(await findHotel(db, id))) {
    throw new ApiError(422, 'This item could not be added to your favorites.', 'favorite_add_failed', [{ propertyPath: 'id', message: 'This hotel is not in the programme.', key: 'favorite_add_failed' }]);
  }
  const inserted = await db.query('INSERT INTO favorites (user_id, type, item_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING item_id', [userId, type, id, now]);
  const [row] = await db.query<Row>(`${select} WHERE f.user_id = $1 AND f.type = $2 AND f.item_id = $3`, [userId, type, id]);
  if (!row) throw new Error('the favorite cannot be read back');
  return { favorite: toFavorite(row), created: inserted.length > 0 };
}

export async function removeFavorite(db: Db, userId: number, type: FavoriteType, id: number): Promise<void> {
  const removed = await db.query('DELETE FROM favorites WHERE user_id = $1 AND type = $2 AND item_id = $3 RETURNING item_id', [userId, type, id]);
  if (removed.length === 0) throw notFound('This item is not in your favorites.', 'favorite_remove_failed');
}
