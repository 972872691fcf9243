// The gift shop's catalogue (categories, the products of the address's filter, one product), the member's
// orders and the ideal-gift access. Each page opens its part; the latest filter's answer is the only one
// shown, so a quick series of filter changes never ends on an older grid.
import { createEvent, createStore, sample } from 'effector';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { memberDataStores } from '@/model/session/member-changed';
import { loadableQuery, thingQuery } from '@/model/remote-data/loadable-query';
import { loadCategoriesFx, loadIdealGiftAccessFx, loadIdealGiftFx, loadOrdersFx, loadProductFx, loadProductsFx } from './shop-calls';
import type { Product, ProductCategory } from './shop-calls';
import { catalogueKey } from './shop-filter';
import type { ShopFilter } from './shop-filter';
import type { Loadable } from '@/lib/loadable';

export type { IdealGiftAccess, Product, ProductCategory } from './shop-calls';

export const shopOpened = createEvent<ShopFilter>();
/** A grid asked for: the filter and the language of the answer. */
type GridQuery = { filter: ShopFilter; language: string | null };
export const productOpened = createEvent<number>();
export const ordersOpened = createEvent();
export const idealGiftOpened = createEvent();
/** A page of an ideal gift's product: it says what is missing before Add to basket is pressed. */
export const idealGiftProductOpened = createEvent();
export const categoriesRetried = createEvent();

export const $categories = createStore<Loadable<ProductCategory[]>>({ status: 'loading' });
/** The grid: the products of `key`'s filter and language (catalogueKey). */
export const $products = createStore<{ key: string; state: Loadable<Product[]> }>({ key: '', state: { status: 'loading' } });
/** One product page, by id: "Product not found" is an answer about the id (requirements §8), not a failure. */
const product = thingQuery(loadProductFx, { name: 'product', memberData: true, sameThing: (a, b) => a === b });
export const $product = product.$asked;
// Read at every visit: an order's status moves with time (in the course of delivery → delivered), the ideal gift's
// access with the balance and the partner sales.
const orders = loadableQuery(loadOrdersFx, { name: 'orders', memberData: true });
const idealGift = loadableQuery(loadIdealGiftFx, { name: 'idealGift', memberData: true });
/** The member's access to the ideal gift, as a product page of the selection needs it (no product list). */
const idealGiftAccess = loadableQuery(loadIdealGiftAccessFx, { name: 'idealGiftAccess', memberData: true });
export const $orders = orders.$state;
export const $idealGift = idealGift.$state;
export const $idealGiftAccess = idealGiftAccess.$state;

// Why once per language: the categories change with a release, not between two filter changes; their names
// are translated, so a page opened in another language than the list's reads them again.
const $categoriesAskedIn = createStore<string | null>(null);
const $categoriesLanguage = createStore<string | null>(null);
sample({
  clock: [shopOpened, categoriesRetried],
  source: { categories: $categories, loading: loadCategoriesFx.pending, language: $appliedLanguage, shownIn: $categoriesLanguage },
  filter: ({ categories, loading, language, shownIn }) => (categories.status !== 'ready' || shownIn !== language) && !loading,
  target: loadCategoriesFx,
});
sample({ clock: loadCategoriesFx, source: $appliedLanguage, target: $categoriesAskedIn });
sample({ clock: loadCategoriesFx.done, source: $categoriesAskedIn, target: $categoriesLanguage });
$categories
  // A list in hand stays while another language's is on its way.
  .on(loadCategoriesFx.doneData, (_, data) => ({ status: 'ready', data }))
  .on(loadCategoriesFx.fail, (current) => (current.status === 'ready' ? current : { status: 'failure' }));

// Why the key: only the latest filter's answer may fill the grid (an older, slower one is dropped); the
// language is part of it because names are translated (after a switch the held grid is another language's).
const gridKey = ({ filter, language }: GridQuery) => catalogueKey(filter, language);
sample({
  clock: shopOpened,
  source: { current: $products, language: $appliedLanguage },
  filter: ({ current, language }, filter) => current.key !== catalogueKey(filter, language) || current.state.status === 'failure',
  fn: ({ language }, filter) => ({ filter, language }),
  target: loadProductsFx,
});
$products
  .on(loadProductsFx, (_, query) => ({ key: gridKey(query), state: { status: 'loading' } }))
  .on(loadProductsFx.done, (current, { params, result }) =>
    current.key === gridKey(params) ? { key: current.key, state: { status: 'ready', data: result } } : current,
  )
  .on(loadProductsFx.fail, (current, { params }) =>
    current.key === gridKey(params) ? { key: current.key, state: { status: 'failure' } } : current,
  );

sample({ clock: productOpened, target: product.query.start });
sample({ clock: ordersOpened, target: orders.query.start });
sample({ clock: idealGiftOpened, target: idealGift.query.start });
sample({ clock: idealGiftProductOpened, target: idealGiftAccess.query.start });

// Why: the next member starts from nothing shown, as on a first visit (the product, orders and access: the queries above).
memberDataStores($products);
