// An item a data list deletes (src/model/page-data/item-removal-model.ts) with fork + allSettled and the calls'
// handlers replaced: one at a time; once the API agrees the item leaves the answer held (every block showing that
// list drops it) and the models keeping a copy hear of it; a refusal is kept for its item until dismissed or asked
// again; "not found" (already gone) reads the list again; the next member sees nothing of it.
import { describe, expect, it, vi } from 'vitest';
import { allSettled, createWatch, fork } from 'effector';
import type { ApiError } from '@/api/api-error';
import { $removeError, $removed, $removing, itemRemoveRequested, removeErrorDismissed } from '@/model/page-data/item-removal-model';
import type { ItemRemoval } from '@/model/page-data/item-removal-model';
import { $pageData, deleteFx, fetchPageDataFx } from '@/model/page-data/page-data-model';
import { withoutListItem } from '@/model/page-data/list-item';
import { dataChanged } from '@/model/remote-data/data-changed';
import { memberChanged } from '@/model/session/member-changed';

const hotel4 = { type: 'hotel', id: 4, name: 'Horizon' };
const gift4 = { type: 'product', id: 4, name: 'Cups' };
const partner3 = { type: 'partner', id: 3, name: 'Kade' };
const removal = (value: typeof hotel4): ItemRemoval => ({
  itemKey: `list:${value.type}:${value.id}`,
  endpoint: `favorites/${value.type}/${value.id}`,
  item: { key: 'favorites', value },
  source: { name: 'favorites', endpoint: 'favorites', query: {} },
  name: value.name,
});
const error = (status: number, key: string): ApiError => ({ code: key, status, errors: key, key });

function setup(remove: (p: unknown) => Promise<unknown> = async () => null) {
  const calls = { remove: vi.fn(remove), load: vi.fn(async () => [hotel4, gift4]) };
  const scope = fork({
    values: [[$pageData, { favorites: { status: 'ready', data: [hotel4, gift4, partner3] } }]],
    handlers: [
      [deleteFx, calls.remove],
      [fetchPageDataFx, calls.load],
    ],
  });
  const shown = () => {
    const held = scope.getState($pageData).favorites;
    return held?.status === 'ready' ? (held.data as { type: string }[]).map((f) => f.type) : held?.status;
  };
  return { scope, calls, shown };
}

describe('an item removed from a data list', () => {
  it('leaves the answer held once the API agrees (not the item of another kind with its id), and is said to the models', async () => {
    let release: (value: unknown) => void = () => undefined;
    const { scope, calls, shown } = setup(() => new Promise((resolve) => (release = resolve)));
    const changes: unknown[] = [];
    createWatch({ unit: dataChanged, scope, fn: (change) => changes.push(change) });
    const first = allSettled(itemRemoveRequested, { scope, params: removal(hotel4) });
    expect(scope.getState($removing)).toBe('list:hotel:4');
    // One at a time: a second press while the first runs asks nothing.
    const second = allSettled(itemRemoveRequested, { scope, params: removal(partner3) });
    expect(calls.remove).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual(['hotel', 'product', 'partner']);
    release(null);
    await Promise.all([first, second]);
    expect(calls.remove).toHaveBeenCalledTimes(1);
    expect(calls.remove).toHaveBeenCalledWith({ endpoint: 'favorites/hotel/4', item: removal(hotel4).item });
    expect(shown()).toEqual(['product', 'partner']);
    expect(scope.getState($removed)).toEqual({ itemKey: 'list:hotel:4', name: 'Horizon' });
    expect(scope.getState($removing)).toBeNull();
    expect(changes).toEqual([{ method: 'DELETE', endpoint: 'favorites/hotel/4' }]);
    expect(calls.load).not.toHaveBeenCalled();
  });

  it('refused: stays, with its error kept for its item until dismissed, asked again or another member', async () => {
    const { scope, calls, shown } = setup(async () => Promise.reject(error(422, 'favorite_remove_failed')));
    await allSettled(itemRemoveRequested, { scope, params: removal(gift4) });
    expect(shown()).toEqual(['hotel', 'product', 'partner']);
    expect(scope.getState($removeError)).toEqual({ itemKey: 'list:product:4', error: error(422, 'favorite_remove_failed') });
    expect(scope.getState($removed)).toBeNull();
    await allSettled(removeErrorDismissed, { scope });
    expect(scope.getState($removeError)).toBeNull();
    await allSettled(itemRemoveRequested, { scope, params: removal(gift4) });
    expect(scope.getState($removeError)?.itemKey).toBe('list:product:4');
    calls.remove.mockImplementation(async () => null);
    await allSettled(itemRemoveRequested, { scope, params: removal(partner3) });
    expect(scope.getState($removeError)).toBeNull();
    calls.remove.mockImplementation(async () => Promise.reject(error(0, 'network')));
    await allSettled(itemRemoveRequested, { scope, params: removal(gift4) });
    await allSettled(memberChanged, { scope });
    expect(scope.getState($removeError)).toBeNull();
    expect(calls.load).not.toHaveBeenCalled();
  });

  it('already gone (404): no message, the list is read again', async () => {
    const { scope, calls, shown } = setup(async () => Promise.reject(error(404, 'favorite_remove_failed')));
    await allSettled(itemRemoveRequested, { scope, params: removal(hotel4) });
    expect(scope.getState($removeError)).toBeNull();
    expect(calls.load).toHaveBeenCalledWith({ key: 'favorites', endpoint: 'favorites', query: {} });
    expect(shown()).toEqual(['hotel', 'product']);
  });
});

describe('withoutListItem', () => {
  it('drops the item from the list where the config says it is, and nothing else', () => {
    const answer = { redemptions: [hotel4, gift4], claims: [hotel4] };
    expect(withoutListItem(answer, 'redemptions', hotel4)).toEqual({ redemptions: [gift4], claims: [hotel4] });
    expect(withoutListItem([hotel4, gift4], undefined, { ...gift4 })).toEqual([hotel4]);
    expect(withoutListItem(answer, 'elsewhere', hotel4)).toBe(answer);
    expect(withoutListItem({ page: { items: [partner3] } }, 'page.items', partner3)).toEqual({ page: { items: [] } });
  });
});
