// The shop's categories: the exchange home lists them, the shop's filters offer them. Their names are translated, so
// they are read once per language; the list in hand stays while another language's is on its way.
import { createEvent, sample } from 'effector';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { loadableQuery } from '@/model/remote-data/loadable-query';
import { loadCategoriesFx } from './shop-calls';

export type { ProductCategory } from './shop-calls';

/** A page that shows the categories was opened, or its "Try again" pressed. */
export const categoriesOpened = createEvent();

const categories = loadableQuery(loadCategoriesFx, { name: 'categories', memberData: false });
export const $categories = categories.$state;
sample({
  clock: categoriesOpened,
  source: $appliedLanguage,
  fn: (language) => ({ language }),
  target: categories.query.refresh,
});
