// The shop's view in its address: every filter has one canonical path, and a path that cannot be read is
// corrected to the nearest valid view (letters in a price, unknown categories, a sort we do not offer).
import { describe, expect, it } from 'vitest';
import { parseShopParams, productsQuery, sameParams, shopParams } from '@/model/shop/shop-filter';

const known = [1, 2, 3, 5];

describe('shop filter', () => {
  it('reads categories, a price range and a sort, and writes them back the same', () => {
    const filter = parseShopParams({ id: '5,2', minPrice: '1000', maxPrice: '20000', sort: 'price_desc' }, known);
    expect(filter).toEqual({ categories: [2, 5], minPrice: 1000, maxPrice: 20000, sort: 'price_desc' });
    expect(shopParams(filter)).toEqual({ id: '2,5', minPrice: '1000', maxPrice: '20000', sort: 'price_desc' });
    expect(productsQuery(filter)).toEqual({ 'category[]': ['2', '5'], 'price[gte]': '1000', 'price[lte]': '20000', sort: 'price_desc' });
  });

  it('fills the segments a later one needs: no minimum is 0, no maximum is "any"', () => {
    expect(shopParams({ categories: [], minPrice: null, maxPrice: null, sort: 'newest' })).toEqual({
      id: 'all',
      minPrice: '0',
      maxPrice: 'any',
      sort: 'newest',
    });
    expect(parseShopParams({ id: 'all', minPrice: '0', maxPrice: 'any', sort: 'newest' }, known)).toEqual({
      categories: [],
      minPrice: null,
      maxPrice: null,
      sort: 'newest',
    });
    expect(shopParams({ categories: [], minPrice: null, maxPrice: 500, sort: null })).toEqual({
      id: 'all',
      minPrice: '0',
      maxPrice: '500',
    });
  });

  it('corrects what cannot be read to the nearest valid view', () => {
    const wrong = { id: '2,99,x,2', minPrice: '12abc', maxPrice: '300', sort: 'cheapest' };
    const filter = parseShopParams(wrong, known);
    expect(filter).toEqual({ categories: [2], minPrice: null, maxPrice: 300, sort: null });
    expect(sameParams(wrong, shopParams(filter))).toBe(false);
    expect(shopParams(filter)).toEqual({ id: '2', minPrice: '0', maxPrice: '300' });
    expect(parseShopParams({ id: '99' }, known).categories).toEqual([]);
    expect(parseShopParams({ id: 'all', minPrice: 'newest' }, known)).toMatchObject({ minPrice: null, sort: 'newest' });
    expect(parseShopParams({ id: 'all', minPrice: '900', maxPrice: '100' }, known)).toMatchObject({ minPrice: 100, maxPrice: 900 });
  });

  it('keeps every number until the categories are known', () => {
    expect(parseShopParams({ id: '99,1' }, null).categories).toEqual([1, 99]);
  });

  it('sees a canonical path as needing no correction', () => {
    const params = { id: '1,3', minPrice: '0', maxPrice: 'any', sort: 'popularity' };
    expect(sameParams(params, shopParams(parseShopParams(params, known)))).toBe(true);
  });
});
