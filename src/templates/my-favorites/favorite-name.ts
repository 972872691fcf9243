import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Favorite, FavoriteType } from '@/model/favorites/favorites-model';

/** The list's groups, in the page's order. */
export const favoriteTypes: readonly FavoriteType[] = ['hotel', 'product', 'partner'];

/**
 * A favorite's name. The API's favorites answer names hotels only (its `hotel`); products and partners
 * carry their id alone until the shop and partner catalogues exist, so they read "Product no. 12".
 */
export function useFavoriteName(): (favorite: Favorite) => string {
  const { t } = useTranslation();
  return useCallback((f: Favorite) => f.hotel?.name ?? t(`favorites.unnamed.${f.type}`, { id: f.id }), [t]);
}
