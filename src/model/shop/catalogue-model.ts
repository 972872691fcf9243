// The gift shop's grid: the products of the address's filter. The latest filter's answer is the only one shown, so a
// quick series of filter changes never ends on an older grid. Each page of the shop imports the model of what it
// shows (categories-model, product-model, ideal-gift-model): a query costs its units' creation when its module is
// evaluated, so a page creates only the queries it reads.
import { createEvent, sample } from 'effector';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { thingQuery } from '@/model/remote-data/loadable-query';
import { categoriesOpened } from './categories-model';
import { loadProductsFx } from './shop-calls';
import { catalogueKey } from './shop-filter';
import type { ShopFilter } from './shop-filter';

export type { Product } from './shop-calls';

export const shopOpened = createEvent<ShopFilter>();
/** A grid asked for: the filter and the language of the answer. */
type GridQuery = { filter: ShopFilter; language: string | null };

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
// The filters offer the categories: a shop's address is also a visit of them.
sample({ clock: shopOpened, target: categoriesOpened });
