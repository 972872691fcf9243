import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Favorite, FavoriteType } from '@/model/favorites/favorites-model';

/** The list's groups, in the page's order. */
export const favoriteTypes: readonly FavoriteType[] = ['hotel', 'product', 'partner'];

/**
 * A favorite's name: a hotel's from its `hotel`, a gift shop item's or a partner's from `name` (in the member's
 * language). An item that has lost its name says what it is and its reference ("Partner, ref. 3").
 */
export function useFavoriteName(): (favorite: Favorite) => string {
  const { t } = useTranslation();
  return useCallback((f: Favorite) => f.hotel?.name ?? f.name ?? t(`favorites.unnamed.${f.type}`, { id: f.id }), [t]);
}
