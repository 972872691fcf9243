import { useTranslation } from 'react-i18next';
import { countryName } from '@/lib/country-name';
import { formatDay } from '@/lib/format-date';
import { favoriteKey } from '@/model/favorites/favorites-model';
import type { Favorite, FavoriteType } from '@/model/favorites/favorites-model';
import { useFavoriteName } from './favorite-name';
import { Button } from '@/ui/button';
import { RouteLink, useRoutePath } from '@/ui/route-links';

interface Props {
  type: FavoriteType;
  items: Favorite[];
  pending: Record<string, 'add' | 'remove'>;
  onRemove: (favorite: Favorite) => void;
}

/** Each favorite's page: the property, the gift shop item, the partner (their route ids and parameters). */
const itemRoute: Record<FavoriteType, { to: string; param: string }> = {
  hotel: { to: 'hotel', param: 'hotel' },
  product: { to: 'product-details', param: 'id' },
  partner: { to: 'partner-details', param: 'id' },
};

/** The favorite's name, linked to its page (plain text where the member's route set lacks that page). */
function FavoriteName({ favorite, name }: { favorite: Favorite; name: string }) {
  const { to, param } = itemRoute[favorite.type];
  const params = { [param]: String(favorite.id) };
  if (useRoutePath(to, params) === null) return <>{name}</>;
  return (
    <RouteLink to={to} params={params}>
      {name}
    </RouteLink>
  );
}

/** One type's favorites (hotels, products or partners), with a remove button each; nothing when empty. */
export function FavoriteGroup({ type, items, pending, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const nameOf = useFavoriteName();
  if (items.length === 0) return null;
  const headingId = `favorites-${type}`;
  return (
    <section className="favorites-group" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(`favorites.groups.${type}`)} <span className="favorites-group__count">({items.length})</span>
      </h2>
      <ul className="favorites-list">
        {items.map((f) => {
          const key = favoriteKey(f);
          const name = nameOf(f);
          const busy = Boolean(pending[key]);
          return (
            <li key={key} className="favorite">
              <div className="favorite__text">
                <p className="favorite__name">
                  <FavoriteName favorite={f} name={name} />
                </p>
                {f.hotel ? (
                  <p className="favorite__place">
                    {t('favorites.hotelPlace', {
                      brand: f.hotel.brand,
                      city: f.hotel.city,
                      country: countryName(f.hotel.country_code, i18n.language),
                    })}
                  </p>
                ) : null}
                <p className="favorite__date">{t('favorites.addedOn', { date: formatDay(f.created_at, i18n.language, 'medium') })}</p>
              </div>
              <Button
                variant="secondary"
                className="favorite__remove"
                data-favorite={key}
                aria-label={t('favorites.removeLabel', { name })}
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) onRemove(f);
                }}
              >
                {t('favorites.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
