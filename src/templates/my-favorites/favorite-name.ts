import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Favorite, FavoriteType } from '@/model/favorites/favorites-model';

/** The list's groups, in the page's order. */
export const favoriteTypes: readonly FavoriteType[] = ['hotel', 'product', 'partner'];

/**
 * A favorite's name. The API's favorites answer names hotels only (its `hotel`); gift shop items and partners
 * carry their id alone, so they say what they are and their reference ("Partner, ref. 3"); a partner's name links
 * to its page (/discover/partners/:id), a gift shop item says why no more is shown (`favorites.notOpenYet`).
 */
export function useFavoriteName(): (favorite: Favorite) => string {
  const { t } = useTranslation();
  return useCallback((f: Favorite) => f.hotel?.name ?? t(`favorites.unnamed.${f.type}`, { id: f.id }), [t]);
}
