// The favorites calls of the API contract (listFavorites, addFavorite, removeFavorite).
import { createEffect } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import { call } from '@/model/session/api';

export type Favorite = components['schemas']['Favorite'];
export type FavoriteType = components['schemas']['FavoriteType'];
/** What names a favorite: its type and the item's id. */
export type FavoriteRef = components['schemas']['FavoriteRequest'];

export const loadFavoritesFx = createEffect<void, Favorite[], ApiError>(() => call('listFavorites'));
export const addFavoriteFx = createEffect<FavoriteRef, Favorite, ApiError>((item) =>
  call('addFavorite', { body: { type: item.type, id: item.id } }),
);
export const removeFavoriteFx = createEffect<FavoriteRef, void, ApiError>(async (item) => {
  await call('removeFavorite', { path: { type: item.type, id: String(item.id) } });
});
