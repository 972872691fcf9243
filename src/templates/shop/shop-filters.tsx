// The shop's filters: the schema form shop-filters (categories: ticking none shows all; the sort; a price range).
// Every change navigates (the view lives in the address): a category box or the sort at once, the price range when
// applied (typing a figure must not reload the grid at each key). Back and forward change the filter under the form;
// the fields still showing the previous view follow (SchemaForm's starting values).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import type { FormValues } from '@/forms/form-types';
import type { ProductCategory } from '@/model/shop/categories-model';
import { shopSorts } from '@/model/shop/shop-filter';
import type { ShopFilter } from '@/model/shop/shop-filter';

interface Props {
  filter: ShopFilter;
  categories: ProductCategory[];
  onChange: (filter: ShopFilter) => void;
}

const wide = () => typeof window === 'undefined' || !window.matchMedia || window.matchMedia('(min-width: 601px)').matches;

/** How many filters are on: each chosen category, and the price range as one. */
const activeCount = (filter: ShopFilter): number =>
  filter.categories.length + (filter.minPrice !== null || filter.maxPrice !== null ? 1 : 0);

/** The form's values, named as the filter's parts. */
const valuesOf = (filter: ShopFilter): FormValues => ({
  categories: filter.categories,
  ...(filter.sort ? { sort: filter.sort } : {}),
  ...(filter.minPrice !== null ? { minPrice: filter.minPrice } : {}),
  ...(filter.maxPrice !== null ? { maxPrice: filter.maxPrice } : {}),
});

const categoriesOf = (value: unknown): number[] =>
  Array.isArray(value) ? [...new Set(value.filter((v): v is number => Number.isInteger(v)))].sort((a, b) => a - b) : [];
const sortOf = (value: unknown): ShopFilter['sort'] => shopSorts.find((s) => s === value) ?? null;
const priceOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/**
 * The filters' place while the categories load: the same box, so the grid does not move when they arrive (no
 * layout shift). On a phone that is the closed disclosure, exactly; beside the grid (over 1024 px) a column the grid
 * never shares; above it (601–1024 px) the open filters' height is reserved by shop.css. Inert: nothing to use yet.
 */
export function ShopFiltersLoading({ filter }: { filter: ShopFilter }) {
  const { t } = useTranslation();
  return (
    <details className="shop-filters shop-filters--loading" inert>
      <summary className="shop-filters__summary">{t('shop.filters.title', { count: activeCount(filter) })}</summary>
    </details>
  );
}

export function ShopFilters({ filter, categories, onChange }: Props) {
  const { t } = useTranslation();
  // Why a disclosure: on a phone the filters would push the grid below the fold; open from the start on wider screens.
  const [open, setOpen] = useState(wide);
  const formContext = useMemo(
    () => ({ options: { categories: categories.map((c) => ({ value: c.id, label: `${c.name} (${c.product_count})` })) } }),
    [categories],
  );
  const initialData = useMemo(() => valuesOf(filter), [filter]);
  // A box or the sort applies at once, with the address's prices (a figure typed but not applied waits).
  const changed = (data: FormValues) => {
    const next = { ...filter, categories: categoriesOf(data.categories), sort: sortOf(data.sort) };
    if (next.sort !== filter.sort || next.categories.join() !== filter.categories.join()) onChange(next);
  };
  const applyPrices = async (data: FormValues) => {
    const minPrice = priceOf(data.minPrice);
    onChange({ ...filter, minPrice: minPrice || null, maxPrice: priceOf(data.maxPrice) });
  };
  return (
    <details className="shop-filters" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="shop-filters__summary">{t('shop.filters.title', { count: activeCount(filter) })}</summary>
      <div className="shop-filters__form" role="search" aria-label={t('shop.filters.label')}>
        <LazySchemaForm
          formId="shop-filters"
          submitLabel="shop.filters.apply"
          initialData={initialData}
          formContext={formContext}
          onChange={changed}
          onSubmit={applyPrices}
        />
      </div>
    </details>
  );
}
