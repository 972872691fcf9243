// Pure helpers of the favorites model.
import type { ApiError } from '@/api/api-error';
import type { Favorite, FavoriteRef } from './favorites-calls';

/** "hotel:12": one key per item, whatever its type. */
export function favoriteKey(item: FavoriteRef | Favorite): string {
  return `${item.type}:${item.id}`;
}

/** The list with this favorite first (newest first, as the API lists them), once. */
export function withFavorite(list: Favorite[], favorite: Favorite): Favorite[] {
  return [favorite, ...withoutFavorite(list, favorite)];
}

export function withoutFavorite(list: Favorite[], item: FavoriteRef): Favorite[] {
  const key = favoriteKey(item);
  return list.filter((f) => favoriteKey(f) !== key);
}

/** The API's 404 favorite_remove_failed: the item is not (any more) a favorite. */
export function isAlreadyRemoved(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as Partial<ApiError>).status === 404;
}

/** The message key of a failed addition: the full list has its own (removing one helps, retrying does not). */
export function addFailureKey(error: unknown): 'favorite_add_failed' | 'favorites_limit_reached' {
  const key = typeof error === 'object' && error !== null ? (error as Partial<ApiError>).key : undefined;
  return key === 'favorites_limit_reached' ? key : 'favorite_add_failed';
}

/** The favorite a generic call on `favorites/{type}/{id}` names (a data list's removal), or null. */
export function favoriteOfEndpoint(endpoint: string): FavoriteRef | null {
  const match = /^\/?favorites\/(hotel|product|partner)\/(\d+)$/.exec(endpoint);
  return match ? { type: match[1] as FavoriteRef['type'], id: Number(match[2]) } : null;
}
