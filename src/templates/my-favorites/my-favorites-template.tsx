// My favorites (requirements §2.2 /my-favorites): the member's hotels, products and partners, grouped by type,
// each with a remove button. Removal is optimistic (favorites model): the item leaves at once and comes
// back, with a message, if the API refuses. Focus then moves to the next item's button (or the previous
// one, or the page title when the list is empty), and back to the item's own button if it comes back.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import {
  $favoriteError,
  $favorites,
  $favoritesStatus,
  $pendingFavorites,
  favoriteErrorDismissed,
  favoriteKey,
  favoriteRemoved,
  favoritesRequested,
} from '@/model/favorites/favorites-model';
import type { Favorite } from '@/model/favorites/favorites-model';
import type { TemplateProps } from '@/templates/template-props';
import { LoadStates } from '@/ui/load-states';
import { listLoadable } from '@/lib/loadable';
import { FavoriteGroup } from './favorite-group';
import { favoriteTypes, useFavoriteName } from './favorite-name';
import '@/templates/templates.css';
import './my-favorites.css';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { useOpened } from '@/blocks/use-opened';

/** Which button takes focus after a removal: the next item's, else the previous one's, else the title. */
function focusAfterRemoval(list: Favorite[], removed: Favorite): string | null {
  const ordered = favoriteTypes.flatMap((type) => list.filter((f) => f.type === type));
  const index = ordered.findIndex((f) => favoriteKey(f) === favoriteKey(removed));
  const next = ordered[index + 1] ?? ordered[index - 1];
  return next ? favoriteKey(next) : null;
}

export default function MyFavoritesTemplate({ title, blocks }: TemplateProps) {
  const { t } = useTranslation();
  const nameOf = useFavoriteName();
  const units = useUnit({
    list: $favorites,
    status: $favoritesStatus,
    pending: $pendingFavorites,
    error: $favoriteError,
    request: favoritesRequested,
    remove: favoriteRemoved,
    dismiss: favoriteErrorDismissed,
  });
  const { list, status, pending, error, request, remove, dismiss } = units;
  const heading = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLElement>(null);
  // Set on a removal, used once the list without the item has rendered.
  const focusTarget = useRef<{ key: string | null } | null>(null);
  const [removed, setRemoved] = useState<Favorite | null>(null);

  // Favorites change on other pages and devices: a fresh read on every visit.
  useOpened(() => {
    request({ force: true });
  }, [request]);

  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    const button = target.key ? root.current?.querySelector<HTMLButtonElement>(`[data-favorite="${target.key}"]`) : null;
    (button ?? heading.current)?.focus();
  }, [list]);

  // A removal the API refused brings the item back: focus returns to its button, next to the message.
  useEffect(() => {
    if (error?.action !== 'remove') return;
    root.current?.querySelector<HTMLButtonElement>(`[data-favorite="${favoriteKey(error.item)}"]`)?.focus();
  }, [error]);

  const onRemove = (favorite: Favorite) => {
    focusTarget.current = { key: focusAfterRemoval(list, favorite) };
    setRemoved(favorite);
    remove({ type: favorite.type, id: favorite.id });
  };

  const removedKey = removed ? favoriteKey(removed) : null;
  const removalConfirmed =
    removed &&
    removedKey &&
    !pending[removedKey] &&
    !list.some((f) => favoriteKey(f) === removedKey) &&
    !(error && favoriteKey(error.item) === removedKey);
  const failed = error ? (list.find((f) => favoriteKey(f) === favoriteKey(error.item)) ?? null) : null;

  return (
    <section ref={root} className="page" data-template="my-favorites" aria-busy={status === 'loading'}>
      <h1 ref={heading} tabIndex={-1} className="favorites__title">
        {title}
      </h1>
      <p className="page__lead">{t('favorites.lead')}</p>
      {blocks}
      <p className="visually-hidden" role="status">
        {removalConfirmed && removed ? t('favorites.removed', { name: nameOf(removed) }) : ''}
      </p>
      {error ? (
        <Notice tone="warning" className="favorites__error">
          <p>
            {t(`favorite.errors.${error.key}`, {
              name: failed ? nameOf(failed) : t(`favorites.unnamed.${error.item.type}`, { id: error.item.id }),
            })}
          </p>
          <p>
            <Button variant="link" onClick={() => dismiss()}>
              {t('favorites.dismiss')}
            </Button>
          </p>
        </Notice>
      ) : null}
      <LoadStates
        state={listLoadable(status, list)}
        loading={t('favorites.loading')}
        failed={t('favorites.loadFailed')}
        retryLabel={t('favorites.retry')}
        onRetry={() => request({ force: true })}
        empty={
          <Notice as="p" live={false} className="favorites__empty">
            {t('favorites.empty')}
          </Notice>
        }
      >
        {(favorites) => (
          <div className="favorites__groups">
            {favoriteTypes.map((type) => (
              <FavoriteGroup
                key={type}
                type={type}
                items={favorites.filter((f) => f.type === type)}
                pending={pending}
                onRemove={onRemove}
              />
            ))}
          </div>
        )}
      </LoadStates>
    </section>
  );
}
