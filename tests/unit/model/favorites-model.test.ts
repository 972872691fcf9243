import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork, scopeBind } from 'effector';
import type { ApiError } from '@/api/api-error';
import { addFavoriteFx, loadFavoritesFx, removeFavoriteFx } from '@/model/favorites/favorites-calls';
import {
  $favoriteError,
  $favoriteKeys,
  $favorites,
  $favoritesStatus,
  $pendingFavorites,
  favoriteAdded,
  favoriteErrorDismissed,
  favoriteRemoved,
  favoritesRequested,
} from '@/model/favorites/favorites-model';
import type { Favorite, FavoriteRef } from '@/model/favorites/favorites-model';
import { dataChanged } from '@/model/remote-data/data-changed';
import { deferred } from '../../support/deferred';

const hotel = (id: number, name: string): Favorite => ({
  type: 'hotel',
  id,
  created_at: `2026-11-${String(10 + id).padStart(2, '0')}T10:00:00.000Z`,
  hotel: { id, code: `H${id}`, name, brand: 'Horizon', city: 'Brussels', country_code: 'BE', country: 'Belgium' },
  name: null,
});
const product = (id: number): Favorite => ({
  type: 'product',
  id,
  created_at: '2026-11-01T10:00:00.000Z',
  hotel: null,
  name: `Gift ${id}`,
});
const initial = [hotel(2, 'Horizon Grand Place'), hotel(1, 'Horizon Antwerp'), product(40)];
const networkFailure: ApiError = { code: 'network', status: 0, errors: 'Failed to fetch', key: 'network' };

function setup(over: { add?: (item: FavoriteRef) => Promise<Favorite>; remove?: (item: FavoriteRef) => Promise<void> } = {}) {
  const calls = {
    load: vi.fn(async () => initial),
    add: vi.fn(
      over.add ??
        (async (item: FavoriteRef) =>
          item.type === 'hotel' ? hotel(item.id, `Hotel ${item.id}`) : { ...product(item.id), type: item.type }),
    ),
    remove: vi.fn(over.remove ?? (async () => undefined)),
  };
  const scope = fork({
    handlers: [
      [loadFavoritesFx, calls.load],
      [addFavoriteFx, calls.add],
      [removeFavoriteFx, calls.remove],
    ],
  });
  const names = () => scope.getState($favorites).map((f) => `${f.type}:${f.id}`);
  return { scope, calls, names };
}

describe('favorites model', () => {
  it('loads once for the toggles, and again after a failed read', async () => {
    const { scope, calls, names } = setup();
    calls.load.mockImplementationOnce(async () => Promise.reject(networkFailure));
    await allSettled(favoritesRequested, { scope });
    expect(scope.getState($favoritesStatus)).toBe('failure');
    await allSettled(favoritesRequested, { scope });
    await allSettled(favoritesRequested, { scope });
    expect(calls.load).toHaveBeenCalledTimes(2);
    expect(scope.getState($favoritesStatus)).toBe('ready');
    expect(names()).toEqual(['hotel:2', 'hotel:1', 'product:40']);
  });

  it('hears a favorite removed by a page’s generic call (the list page): no longer one, with no call of its own', async () => {
    const { scope, calls, names } = setup();
    await allSettled(favoritesRequested, { scope });
    await allSettled(dataChanged, { scope, params: { method: 'DELETE', endpoint: 'favorites/product/40' } });
    expect(names()).toEqual(['hotel:2', 'hotel:1']);
    expect(scope.getState($favoriteKeys).has('product:40')).toBe(false);
    // Another call on another endpoint, or not a deletion, changes nothing.
    await allSettled(dataChanged, { scope, params: { method: 'DELETE', endpoint: 'sponsorships/3' } });
    await allSettled(dataChanged, { scope, params: { method: 'POST', endpoint: 'favorites/hotel/2' } });
    expect(names()).toEqual(['hotel:2', 'hotel:1']);
    expect(calls.load).toHaveBeenCalledTimes(1);
    expect(calls.remove).not.toHaveBeenCalled();
  });

  it('adds: the item is a favorite at once, then the answer joins the list at the top', async () => {
    const call = deferred<Favorite>();
    const { scope, names } = setup({ add: () => call.promise });
    await allSettled(favoritesRequested, { scope });
    const done = allSettled(favoriteAdded, { scope, params: { type: 'hotel', id: 5 } });
    await Promise.resolve();
    expect(scope.getState($favoriteKeys).has('hotel:5')).toBe(true);
    expect(scope.getState($pendingFavorites)).toEqual({ 'hotel:5': 'add' });
    call.resolve(hotel(5, 'Horizon Ghent'));
    await done;
    expect(names()).toEqual(['hotel:5', 'hotel:2', 'hotel:1', 'product:40']);
    expect(scope.getState($pendingFavorites)).toEqual({});
  });

  it('removes: the item leaves the list at once and stays gone once the API agrees', async () => {
    const call = deferred<void>();
    const { scope, names } = setup({ remove: () => call.promise });
    await allSettled(favoritesRequested, { scope });
    const done = allSettled(favoriteRemoved, { scope, params: { type: 'hotel', id: 1 } });
    await Promise.resolve();
    expect(names()).toEqual(['hotel:2', 'product:40']);
    call.resolve();
    await done;
    expect(names()).toEqual(['hotel:2', 'product:40']);
    expect(scope.getState($favoriteError)).toBeNull();
  });

  it('a failed removal puts the item back where it was, with the remove error message', async () => {
    const { scope, names } = setup({ remove: async () => Promise.reject(networkFailure) });
    await allSettled(favoritesRequested, { scope });
    await allSettled(favoriteRemoved, { scope, params: { type: 'hotel', id: 1 } });
    expect(names()).toEqual(['hotel:2', 'hotel:1', 'product:40']);
    expect(scope.getState($favoriteError)).toEqual({ action: 'remove', item: { type: 'hotel', id: 1 }, key: 'favorite_remove_failed' });
    expect(scope.getState($pendingFavorites)).toEqual({});
    await allSettled(favoriteErrorDismissed, { scope });
    expect(scope.getState($favoriteError)).toBeNull();
  });

  it('a failed addition is rolled back, with the add error message', async () => {
    const refused: ApiError = {
      code: 422,
      status: 422,
      errors: [{ propertyPath: 'id', message: 'This hotel is not in the programme.', key: 'favorite_add_failed' }],
      key: 'favorite_add_failed',
    };
    const { scope, names } = setup({ add: async () => Promise.reject(refused) });
    await allSettled(favoritesRequested, { scope });
    await allSettled(favoriteAdded, { scope, params: { type: 'hotel', id: 999 } });
    expect(scope.getState($favoriteKeys).has('hotel:999')).toBe(false);
    expect(names()).toEqual(['hotel:2', 'hotel:1', 'product:40']);
    expect(scope.getState($favoriteError)).toEqual({ action: 'add', item: { type: 'hotel', id: 999 }, key: 'favorite_add_failed' });
  });

  it('an addition refused because the list is full says so (removing one helps, retrying does not)', async () => {
    const full: ApiError = {
      code: 422,
      status: 422,
      errors: 'You can keep at most 200 favorites. Please remove one first.',
      key: 'favorites_limit_reached',
    };
    const { scope, names } = setup({ add: async () => Promise.reject(full) });
    await allSettled(favoritesRequested, { scope });
    await allSettled(favoriteAdded, { scope, params: { type: 'product', id: 12 } });
    expect(names()).toEqual(['hotel:2', 'hotel:1', 'product:40']);
    expect(scope.getState($favoriteError)).toEqual({ action: 'add', item: { type: 'product', id: 12 }, key: 'favorites_limit_reached' });
  });

  it('a removal the API answers "not a favorite" (404) leaves it removed, with no error', async () => {
    const gone: ApiError = { code: 404, status: 404, errors: 'This item is not in your favorites.', key: 'favorite_remove_failed' };
    const { scope, names } = setup({ remove: async () => Promise.reject(gone) });
    await allSettled(favoritesRequested, { scope });
    await allSettled(favoriteRemoved, { scope, params: { type: 'product', id: 40 } });
    expect(names()).toEqual(['hotel:2', 'hotel:1']);
    expect(scope.getState($favoriteError)).toBeNull();
  });

  it('never sends a call that changes nothing, nor two calls for one item at a time', async () => {
    const call = deferred<void>();
    const { scope, calls } = setup({ remove: () => call.promise });
    await allSettled(favoritesRequested, { scope });
    await allSettled(favoriteAdded, { scope, params: { type: 'hotel', id: 2 } }); // already a favorite
    await allSettled(favoriteRemoved, { scope, params: { type: 'partner', id: 3 } }); // not one
    expect(calls.add).not.toHaveBeenCalled();
    const done = allSettled(favoriteRemoved, { scope, params: { type: 'hotel', id: 2 } });
    // While the removal runs (allSettled would wait for it): a second removal, and an addition.
    scopeBind(favoriteRemoved, { scope })({ type: 'hotel', id: 2 });
    scopeBind(favoriteAdded, { scope })({ type: 'hotel', id: 2 });
    expect(calls.remove).toHaveBeenCalledTimes(1);
    expect(calls.add).not.toHaveBeenCalled();
    call.resolve();
    await done;
  });
});
