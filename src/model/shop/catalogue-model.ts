// The gift shop's catalogue (categories, the products of the address's filter, one product) and the ideal-gift
// access (the member's orders are page config: config/pages/my-orders.json). Each page opens its part; the latest filter's answer is the only one
// shown, so a quick series of filter changes never ends on an older grid.
import { createEvent, sample } from 'effector';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { loadableQuery, thingQuery } from '@/model/remote-data/loadable-query';
import { loadCategoriesFx, loadIdealGiftAccessFx, loadIdealGiftFx, loadProductFx, loadProductsFx } from './shop-calls';
import { catalogueKey } from './shop-filter';
import type { ShopFilter } from './shop-filter';

export type { IdealGiftAccess, Product, ProductCategory } from './shop-calls';

export const shopOpened = createEvent<ShopFilter>();
/** A grid asked for: the filter and the language of the answer. */
type GridQuery = { filter: ShopFilter; language: string | null };
export const productOpened = createEvent<number>();
export const idealGiftOpened = createEvent();
/** A page of an ideal gift's product: it says what is missing before Add to basket is pressed. */
export const idealGiftProductOpened = createEvent();
export const categoriesRetried = createEvent();

/** One product page, by id: "Product not found" is an answer about the id (requirements §8), not a failure. */
const product = thingQuery(loadProductFx, { name: 'product', memberData: true, sameThing: (a, b) => a === b });
export const $product = product.$asked;
// Read at every visit: the ideal gift's access moves with the balance and the partner sales.
const idealGift = loadableQuery(loadIdealGiftFx, { name: 'idealGift', memberData: true });
/** The member's access to the ideal gift, as a product page of the selection needs it (no product list). */
const idealGiftAccess = loadableQuery(loadIdealGiftAccessFx, { name: 'idealGiftAccess', memberData: true });
export const $idealGift = idealGift.$state;
export const $idealGiftAccess = idealGiftAccess.$state;

// Why once per language: the categories change with a release, not between two filter changes; their names
// are translated, so a page opened in another language than the list's reads them again (the list in hand stays
// while another language's is on its way).
const categories = loadableQuery(loadCategoriesFx, { name: 'categories', memberData: false });
export const $categories = categories.$state;
sample({
  clock: [shopOpened, categoriesRetried],
  source: $appliedLanguage,
  fn: (language) => ({ language }),
  target: categories.query.refresh,
});

// Why by filter and language: only the latest filter's answer may fill the grid (the query drops an older, slower
// one), and names are translated (after a switch the held grid is another language's). A grid already shown for
// them is not read again.
const products = thingQuery(loadProductsFx, {
  name: 'products',
  memberData: true,
  sameThing: (a, b) => catalogueKey(a.filter, a.language) === catalogueKey(b.filter, b.language),
});
/** The grid, with the filter and language it was asked for: a page shows it for its own only (`gridFor`). */
export const $products = products.$asked;
/** Whether a grid was asked for this filter and language. */
export const gridFor =
  (filter: ShopFilter, language: string | null) =>
  (asked: GridQuery): boolean =>
    catalogueKey(asked.filter, asked.language) === catalogueKey(filter, language);
sample({
  clock: shopOpened,
  source: $appliedLanguage,
  fn: (language, filter): GridQuery => ({ filter, language }),
  target: products.query.refresh,
});

sample({ clock: productOpened, target: product.query.start });
sample({ clock: idealGiftOpened, target: idealGift.query.start });
sample({ clock: idealGiftProductOpened, target: idealGiftAccess.query.start });
