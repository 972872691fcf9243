// The favorites calls of the API contract (listFavorites, addFavorite, removeFavorite).
import { createEffect } from 'effector';
import type { components } from '@/generated/api';
import { api } from '@/model/session/api';

export type Favorite = components['schemas']['Favorite'];
export type FavoriteType = components['schemas']['FavoriteType'];
/** What names a favorite: its type and the item's id. */
export type FavoriteRef = components['schemas']['FavoriteRequest'];

export const loadFavoritesFx = createEffect(() => api.get<Favorite[]>('favorites'));
export const addFavoriteFx = createEffect((item: FavoriteRef) => api.post<Favorite>('favorites', { type: item.type, id: item.id }));
export const removeFavoriteFx = createEffect(async (item: FavoriteRef): Promise<void> => {
  await api.delete(`favorites/${item.type}/${item.id}`);
});
