// The basket calls of the API contract (getBasket, addBasketProduct, updateBasketItem, removeBasketItem,
// updateBasket, submitBasket). Each failure is the client's ApiError, kept by the model as a message.
import { createEffect } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import { call } from '@/model/session/api';

type Schemas = components['schemas'];
export type Basket = Schemas['Basket'];
export type BasketItem = Schemas['BasketItem'];
export type Order = Schemas['Order'];
export type DeliveryAddress = Schemas['DeliveryAddress'];

/** What "Add to basket" sends, with a key the page's pending line is known by until the answer. */
export interface AddRequest {
  /** Names the pending line (the page makes one per press). */
  key: string;
  product: number;
  /** For the pending line only: what the member chose, shown while the call runs. */
  name: string;
  variant?: number | null;
  quantity: number;
  extras?: Record<string, string>;
  /** A rewards-points line counts as one item whatever its quantity (the basket's item_count says the same). */
  countsOne?: boolean;
}

export const loadBasketFx = createEffect<number, Basket, ApiError>((id) => call('getBasket', { path: { id: String(id) } }));

export const addProductFx = createEffect<{ basketId: number; add: AddRequest }, Basket, ApiError>(({ basketId, add }) =>
  call('addBasketProduct', {
    path: { id: String(basketId) },
    body: { product: add.product, variant: add.variant ?? null, quantity: add.quantity, ...(add.extras ? { extras: add.extras } : {}) },
  }),
);

export const changeItemFx = createEffect<{ itemId: number; quantity: number }, BasketItem, ApiError>(({ itemId, quantity }) =>
  call('updateBasketItem', { path: { id: String(itemId) }, body: { quantity } }),
);

export const removeItemFx = createEffect<number, void, ApiError>(async (itemId) => {
  await call('removeBasketItem', { path: { id: String(itemId) } });
});

export const updateAddressFx = createEffect<{ basketId: number; address: DeliveryAddress | null }, Basket, ApiError>(
  ({ basketId, address }) => call('updateBasket', { path: { id: String(basketId) }, body: { delivery_address: address } }),
);

export const submitBasketFx = createEffect<{ basketId: number; idempotencyKey: string }, Order, ApiError>(({ basketId, idempotencyKey }) =>
  call('submitBasket', { path: { id: String(basketId) }, header: { 'Idempotency-Key': idempotencyKey } }),
);
