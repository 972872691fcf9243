// The member's favorites: hotels, products and partners, added and removed from their pages (a toggle) and listed
// on /my-favorites (page config: a data list, whose removals this model hears). The list is read through the shared
// query (src/model/remote-data/loadable-query.ts): once a visit, again after a failed read. Optimistic: the change shows at once,
// while its call runs. The server's list (`$confirmedFavorites`) only ever changes with an answer; what members see is
// derived from it and the calls under way, so a failed call leaves nothing to undo by hand: the item is back as it
// was (roll back), and the error message says what failed (favorite_add_failed, favorites_limit_reached,
// favorite_remove_failed).
import { combine, createEvent, createStore, sample } from 'effector';
import { dataChanged } from '@/model/remote-data/data-changed';
import { loadableQuery } from '@/model/remote-data/loadable-query';
import { memberDataStores } from '@/model/session/member-changed';
import { addFavoriteFx, loadFavoritesFx, removeFavoriteFx } from './favorites-calls';
import type { Favorite, FavoriteRef } from './favorites-calls';
import { addFailureKey, favoriteKey, favoriteOfEndpoint, isAlreadyRemoved, withFavorite, withoutFavorite } from './favorites-rules';

export type { Favorite, FavoriteRef, FavoriteType } from './favorites-calls';

export { favoriteKey } from './favorites-rules';

export interface FavoriteError {
  action: 'add' | 'remove';
  item: FavoriteRef;
  /** i18n key under validation.server (the API's key of this failure). */
  key: 'favorite_add_failed' | 'favorites_limit_reached' | 'favorite_remove_failed';
}

/** The favorites are needed (a toggle reads them once; a failed read is tried again). */
export const favoritesRequested = createEvent();
export const favoriteAdded = createEvent<FavoriteRef>();
export const favoriteRemoved = createEvent<FavoriteRef>();
export const favoriteErrorDismissed = createEvent();

/** What the API last said (only answers change it). */
export const $confirmedFavorites = createStore<Favorite[]>([]);
/** Calls under way, by favoriteKey: what each will change. */
export const $pendingFavorites = createStore<Record<string, 'add' | 'remove'>>({});
export const $favoriteError = createStore<FavoriteError | null>(null);

/** The favorites as the member sees them: newest first, without those being removed. */
export const $favorites = combine($confirmedFavorites, $pendingFavorites, (list, pending) =>
  list.filter((f) => pending[favoriteKey(f)] !== 'remove'),
);
/** Keys of what is a favorite now, counting the additions under way (for the toggles). */
export const $favoriteKeys = combine($favorites, $pendingFavorites, (list, pending) => {
  const keys = new Set(list.map(favoriteKey));
  for (const [key, action] of Object.entries(pending)) if (action === 'add') keys.add(key);
  return keys;
});

// Why: the toggles need the list once a visit (what this visit changes, it changes here too); a failed read is retried.
const favoritesQuery = loadableQuery(loadFavoritesFx, { name: 'favorites', memberData: true });
/** Whether the list is known (a toggle cannot tell which way to go before). */
export const $favoritesStatus = favoritesQuery.$state.map((state) => state.status);
sample({ clock: favoritesRequested, target: favoritesQuery.query.refresh });
$confirmedFavorites.on(favoritesQuery.query.finished.success, (_, { result }) => result);

// Why: one call per item at a time, and never a call that would change nothing.
sample({
  clock: favoriteAdded,
  source: { keys: $favoriteKeys, pending: $pendingFavorites },
  filter: ({ keys, pending }, item) => !pending[favoriteKey(item)] && !keys.has(favoriteKey(item)),
  fn: (_, item) => item,
  target: addFavoriteFx,
});
sample({
  clock: favoriteRemoved,
  source: { keys: $favoriteKeys, pending: $pendingFavorites },
  filter: ({ keys, pending }, item) => !pending[favoriteKey(item)] && keys.has(favoriteKey(item)),
  fn: (_, item) => item,
  target: removeFavoriteFx,
});

$pendingFavorites
  .on(addFavoriteFx, (pending, item) => ({ ...pending, [favoriteKey(item)]: 'add' }))
  .on(removeFavoriteFx, (pending, item) => ({ ...pending, [favoriteKey(item)]: 'remove' }))
  .on([addFavoriteFx.finally, removeFavoriteFx.finally], (pending, { params }) => {
    const { [favoriteKey(params)]: _done, ...rest } = pending;
    return rest;
  });

$confirmedFavorites
  .on(addFavoriteFx.doneData, (list, favorite) => withFavorite(list, favorite))
  .on(removeFavoriteFx.done, (list, { params }) => withoutFavorite(list, params))
  // Why: "not one of your favorites" (404) means the item is already gone: the list follows the server.
  .on(removeFavoriteFx.fail, (list, { params, error }) => (isAlreadyRemoved(error) ? withoutFavorite(list, params) : list))
  // Why: a favorite removed from the list page (a data list's generic call) is no longer one on its own page.
  .on(dataChanged, (list, { method, endpoint }) => {
    const removed = method === 'DELETE' ? favoriteOfEndpoint(endpoint) : null;
    return removed ? withoutFavorite(list, removed) : list;
  });

$favoriteError
  .on(addFavoriteFx.fail, (_, { params, error }) => ({ action: 'add', item: params, key: addFailureKey(error) }))
  .on(removeFavoriteFx.fail, (current, { params, error }) =>
    isAlreadyRemoved(error) ? current : { action: 'remove', item: params, key: 'favorite_remove_failed' },
  )
  .reset(addFavoriteFx, removeFavoriteFx, favoriteErrorDismissed);

// Why: another member (logout, login, impersonation) must never see this member's favorites.
memberDataStores($confirmedFavorites, $pendingFavorites, $favoriteError);
