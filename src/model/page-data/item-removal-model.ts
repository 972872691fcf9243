// An item a data list deletes through the API (page config `remove`: a favorite): one at a time, the item's button
// busy until the API answers; the item then leaves the answer held (page-data-model.ts), or the refusal is said next
// to it until dismissed or asked again. "Not found" means it is already gone: the list reads the server again.
import { attach, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import { memberDataStores } from '@/model/session/member-changed';
import { deleteFx, pageDataRequested } from './page-data-model';
import type { PageDataRequest } from './page-data-model';
import type { ListItem } from './list-item';

export interface ItemRemoval {
  /** Which item asked (its list and its place in it): where its state is shown. */
  itemKey: string;
  endpoint: string;
  item: ListItem;
  /** The list's source, read again when the item was already gone. */
  source: PageDataRequest;
  /** What the item is called (its heading), for what is said once it is deleted. */
  name: string;
}

export const itemRemoveRequested = createEvent<ItemRemoval>();
export const removeErrorDismissed = createEvent();

export const removeItemFx = attach({
  effect: deleteFx,
  mapParams: ({ endpoint, item }: ItemRemoval) => ({ endpoint, item }),
});

/** The item being deleted now. */
export const $removing = createStore<string | null>(null);
/** The last item deleted, until the next deletion: what is announced. */
export const $removed = createStore<Pick<ItemRemoval, 'itemKey' | 'name'> | null>(null);
/** The last deletion the API refused: its item and the error. */
export const $removeError = createStore<{ itemKey: string; error: ApiError } | null>(null);

sample({
  clock: itemRemoveRequested,
  source: $removing,
  filter: (busy) => busy === null,
  fn: (_, removal) => removal,
  target: removeItemFx,
});
$removing.on(removeItemFx, (_, { itemKey }) => itemKey).reset(removeItemFx.finally);
$removed.on(removeItemFx.done, (_, { params: { itemKey, name } }) => ({ itemKey, name })).reset(removeItemFx);
$removeError
  .on(removeItemFx.fail, (_, { params, error }) => (error.status === 404 ? null : { itemKey: params.itemKey, error }))
  .reset(removeItemFx, removeErrorDismissed);
sample({
  clock: removeItemFx.fail,
  filter: ({ error }) => error.status === 404,
  fn: ({ params }) => ({ ...params.source, force: true }),
  target: pageDataRequested,
});

// Why: the next member must never see this one's messages.
memberDataStores($removing, $removed, $removeError);
