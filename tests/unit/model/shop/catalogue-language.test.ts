// The catalogue's grid is cached per filter AND language: names and descriptions are translated, so after a
// language switch the same filter is asked again (before, the cached grid of the first language stayed).
import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { $products, shopOpened } from '@/model/shop/catalogue-model';
import { $categories, categoriesOpened } from '@/model/shop/categories-model';
import { loadCategoriesFx, loadProductsFx } from '@/model/shop/shop-calls';
import type { Product, ProductCategory } from '@/model/shop/shop-calls';
import type { ShopFilter } from '@/model/shop/shop-filter';

const filter: ShopFilter = { categories: [1], minPrice: null, maxPrice: null, sort: null };
const named = (name: string) => [{ id: 1, name }] as unknown as Product[];

describe('catalogue cache', () => {
  it('asks again for the same filter in another language, and not twice in one language', async () => {
    const asked: string[] = [];
    const scope = fork({
      values: [[$appliedLanguage, 'en']],
      handlers: [
        [
          loadProductsFx,
          ({ language }: { language: string | null }) => {
            asked.push(language ?? '');
            return named(language === 'fr-be' ? 'Set de tasses' : 'Cup set');
          },
        ],
      ],
    });
    await allSettled(shopOpened, { scope, params: filter });
    await allSettled(shopOpened, { scope, params: filter });
    expect(asked).toEqual(['en']);
    await allSettled($appliedLanguage, { scope, params: 'fr-be' });
    await allSettled(shopOpened, { scope, params: filter });
    expect(asked).toEqual(['en', 'fr-be']);
    const grid = scope.getState($products);
    expect(grid.state).toEqual({ status: 'ready', data: named('Set de tasses') });
    expect(grid.params?.language).toBe('fr-be');
  });

  it('reads the categories once per language: a page opened in another language asks again, the old list shown meanwhile', async () => {
    const shown = { language: 'en' };
    let calls = 0;
    const scope = fork({
      values: [[$appliedLanguage, 'en']],
      handlers: [
        [loadProductsFx, () => []],
        [
          loadCategoriesFx,
          () => {
            calls += 1;
            return [{ id: 1, name: shown.language === 'fr-be' ? 'Maison & cuisine' : 'Home & kitchen' }] as unknown as ProductCategory[];
          },
        ],
      ],
    });
    const names = () => {
      const categories = scope.getState($categories);
      return categories.status === 'ready' ? categories.data.map((c) => c.name) : categories.status;
    };
    // The shop's address opens the categories its filters offer; the exchange home's visit does not read them again.
    await allSettled(shopOpened, { scope, params: filter });
    expect(calls).toBe(1);
    await allSettled(categoriesOpened, { scope });
    expect(calls).toBe(1);
    expect(names()).toEqual(['Home & kitchen']);
    shown.language = 'fr-be';
    await allSettled($appliedLanguage, { scope, params: 'fr-be' });
    expect(names()).toEqual(['Home & kitchen']);
    await allSettled(categoriesOpened, { scope });
    expect(calls).toBe(2);
    expect(names()).toEqual(['Maison & cuisine']);
  });
});
