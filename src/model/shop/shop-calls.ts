// The catalogue and ideal-gift calls of the API contract (listProducts, getProduct, listProductCategories,
// checkIdealGiftAccess).
import { createEffect } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import { call } from '@/model/session/api';
import { productsQuery } from './shop-filter';
import type { ShopFilter } from './shop-filter';

type Schemas = components['schemas'];
export type Product = Schemas['Product'];
export type ProductCategory = Schemas['ProductCategory'];
export type IdealGiftAccess = Schemas['IdealGiftAccess'];

/** The language rides along for the list's key (read once per language); the API client sends the applied language itself. */
export const loadCategoriesFx = createEffect<{ language: string | null }, ProductCategory[], ApiError>(() => call('listProductCategories'));
/** The language rides along for the grid's key; the API client sends the applied language itself. */
export const loadProductsFx = createEffect<{ filter: ShopFilter; language: string | null }, Product[], ApiError>(({ filter }) =>
  call('listProducts', { query: productsQuery(filter) }),
);
export const loadProductFx = createEffect<number, Product, ApiError>((id) => call('getProduct', { path: { id: String(id) } }));
export const loadIdealGiftAccessFx = createEffect<void, IdealGiftAccess, ApiError>(() => call('checkIdealGiftAccess'));
export const loadIdealGiftFx = createEffect<void, { access: IdealGiftAccess; products: Product[] }, ApiError>(async () => {
  const access = await call('checkIdealGiftAccess');
  // Why only with access: the selection is the reward, and the server keeps it to those who qualify.
  const products = access.access ? await call('listProducts', { query: { ideal_gift: 'true' } }) : [];
  return { access, products };
});
