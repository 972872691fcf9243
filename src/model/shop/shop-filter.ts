// The gift shop's view lives in its address (requirements §2.2: /gift-shop/:id/:minPrice?/:maxPrice?/:sort?), so a view
// can be shared, reloaded and reached with back/forward. Parsing is forgiving: a segment that cannot be read
// (letters in a price, an unknown category, a sort we do not offer) is dropped, and the page replaces the
// address with the canonical one of what it shows — the nearest valid view, never an error page.
export const shopSorts = ['price_asc', 'price_desc', 'newest', 'popularity'] as const;
export type ShopSort = (typeof shopSorts)[number];

export interface ShopFilter {
  /** Category ids, ascending; empty: every category. */
  categories: number[];
  minPrice: number | null;
  maxPrice: number | null;
  sort: ShopSort | null;
}

export type ShopParams = { id: string; minPrice?: string; maxPrice?: string; sort?: string };

/** The placeholder of "no maximum" when a sort follows it in the path. */
export const ANY_PRICE = 'any';
const isSort = (value: string | undefined): value is ShopSort => shopSorts.some((s) => s === value);
const miles = (value: string | undefined): number | null => (value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * The filter the address means. `known` is the categories' ids once loaded (before that every number is kept,
 * and unknown ones are dropped as soon as the list is there).
 */
export function parseShopParams(params: Partial<ShopParams>, known: readonly number[] | null): ShopFilter {
  const ids = (params.id ?? 'all')
    .split(',')
    .filter((p) => /^\d{1,9}$/.test(p))
    .map(Number);
  const categories = [...new Set(ids)].filter((id) => id > 0 && (known === null || known.includes(id))).sort((a, b) => a - b);
  const segments = [params.minPrice, params.maxPrice, params.sort];
  // Why any position: /gift-shop/all/newest (a sort without prices) is what a member would type.
  const sort = segments.find(isSort) ?? null;
  let minPrice = miles(params.minPrice) || null;
  let maxPrice = miles(params.maxPrice);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return { categories, minPrice, maxPrice, sort };
}

/** The canonical path parameters of a filter (what every filter change navigates to). */
export function shopParams(filter: ShopFilter): ShopParams {
  const params: ShopParams = { id: filter.categories.length ? filter.categories.join(',') : 'all' };
  const needMin = filter.minPrice !== null || filter.maxPrice !== null || filter.sort !== null;
  const needMax = filter.maxPrice !== null || filter.sort !== null;
  if (needMin) params.minPrice = String(filter.minPrice ?? 0);
  if (needMax) params.maxPrice = filter.maxPrice === null ? ANY_PRICE : String(filter.maxPrice);
  if (filter.sort) params.sort = filter.sort;
  return params;
}

/** True when the address already says exactly `params` (nothing to correct). */
export function sameParams(a: Partial<ShopParams>, b: ShopParams): boolean {
  return (a.id ?? '') === b.id && a.minPrice === b.minPrice && a.maxPrice === b.maxPrice && a.sort === b.sort;
}

/** The products_light query of a filter. */
export function productsQuery(filter: ShopFilter) {
  return {
    ...(filter.categories.length ? { 'category[]': filter.categories.map(String) } : {}),
    ...(filter.minPrice !== null ? { 'price[gte]': String(filter.minPrice) } : {}),
    ...(filter.maxPrice !== null ? { 'price[lte]': String(filter.maxPrice) } : {}),
    ...(filter.sort ? { sort: filter.sort } : {}),
  };
}

/** A key per distinct filter (the latest view's answer is the only one shown). */
export const filterKey = (filter: ShopFilter): string => JSON.stringify(filter);

/**
 * The key of one grid answer: the filter and the language it was asked in (names and descriptions are
 * translated, so a grid of another language is not this one).
 */
export const catalogueKey = (filter: ShopFilter, language: string | null): string => `${language ?? ''}|${filterKey(filter)}`;
