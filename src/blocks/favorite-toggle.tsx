// "Add to my favorites" / "Remove from my favorites" for a hotel, product or partner page (those pages
// import it; it is not a page-config block). Optimistic through the favorites model: it flips at once, and
// flips back with a message if the API refuses. The item's name completes the accessible name, so several
// toggles on one page (a results list) stay distinct. `compact` shows the heart alone (a grid's narrow cards,
// where "Aan mijn favorieten toevoegen" cannot fit): the accessible name still says what it does, and to what.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import {
  $favoriteError,
  $favoriteKeys,
  $favoritesStatus,
  $pendingFavorites,
  favoriteAdded,
  favoriteKey,
  favoriteRemoved,
  favoritesRequested,
} from '@/model/favorites/favorites-model';
import type { FavoriteRef } from '@/model/favorites/favorites-model';
import './favorite-toggle.css';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';

export interface FavoriteToggleProps extends FavoriteRef {
  /** The item's name, as the page shows it. */
  name: string;
  /** An icon button (the heart only), for narrow cards; the accessible name is the same. */
  compact?: boolean;
}

export function FavoriteToggle({ type, id, name, compact = false }: FavoriteToggleProps) {
  const { t } = useTranslation();
  const units = useUnit({
    keys: $favoriteKeys,
    pending: $pendingFavorites,
    status: $favoritesStatus,
    error: $favoriteError,
    request: favoritesRequested,
    add: favoriteAdded,
    remove: favoriteRemoved,
  });
  const { keys, pending, status, error, request, add, remove } = units;
  const key = favoriteKey({ type, id });
  const on = keys.has(key);
  // Until the list is known, the toggle cannot tell which way to go.
  const unavailable = status !== 'ready' || Boolean(pending[key]);

  useEffect(() => {
    request();
  }, [request]);

  return (
    <div className={`favorite-toggle${compact ? ' favorite-toggle--compact' : ''}`}>
      <Button
        variant="secondary"
        className={`favorite-toggle__button${on ? ' favorite-toggle__button--on' : ''}`}
        aria-label={t(on ? 'favorite.inFavoritesLabel' : 'favorite.addLabel', { name })}
        aria-disabled={unavailable || undefined}
        busy={Boolean(pending[key])}
        onClick={() => {
          if (on) remove({ type, id });
          else add({ type, id });
        }}
      >
        <span className="favorite-toggle__mark" aria-hidden="true">
          {on ? '♥' : '♡'}
        </span>
        {compact ? null : <span>{t(on ? 'favorite.inFavorites' : 'favorite.add')}</span>}
      </Button>
      {error && favoriteKey(error.item) === key ? (
        <Notice as="p" tone="warning" className="favorite-toggle__error">
          {t(`favorite.errors.${error.key}`, { name })}
        </Notice>
      ) : null}
    </div>
  );
}

export default FavoriteToggle;
