// The shop's filters. Every change navigates (the view lives in the address): a category box or the sort at
// once, the price range when applied (typing a figure must not reload the grid at each key).
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCategory } from '@/model/shop/categories-model';
import { shopSorts } from '@/model/shop/shop-filter';
import type { ShopFilter } from '@/model/shop/shop-filter';
import { readWholeFigure } from '@/contract/figures';
import { Button } from '@/ui/button';

interface Props {
  filter: ShopFilter;
  categories: ProductCategory[];
  onChange: (filter: ShopFilter) => void;
}

const wide = () => typeof window === 'undefined' || !window.matchMedia || window.matchMedia('(min-width: 601px)').matches;
/** Miles as typed: "3000", or grouped as the portal writes them, "3 000". */
const miles = (text: string): number | null => readWholeFigure(text);

/** How many filters are on: each chosen category, and the price range as one. */
const activeCount = (filter: ShopFilter): number =>
  filter.categories.length + (filter.minPrice !== null || filter.maxPrice !== null ? 1 : 0);

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
  const id = useId();
  // Why a disclosure: on a phone the filters would push the grid below the fold; open from the start on wider screens.
  const [open, setOpen] = useState(wide);
  const [min, setMin] = useState(filter.minPrice === null ? '' : String(filter.minPrice));
  const [max, setMax] = useState(filter.maxPrice === null ? '' : String(filter.maxPrice));
  const [priceError, setPriceError] = useState(false);
  // Why during render: back/forward changes the filter under the form; the fields must show the address's figures.
  const [shownRange, setShownRange] = useState(`${filter.minPrice}-${filter.maxPrice}`);
  if (shownRange !== `${filter.minPrice}-${filter.maxPrice}`) {
    setShownRange(`${filter.minPrice}-${filter.maxPrice}`);
    setMin(filter.minPrice === null ? '' : String(filter.minPrice));
    setMax(filter.maxPrice === null ? '' : String(filter.maxPrice));
    setPriceError(false);
  }
  // Why a local copy: a box must show its new state at once, while the navigation it starts commits.
  const [chosen, setChosen] = useState(filter.categories);
  const [shownCategories, setShownCategories] = useState(filter.categories.join(','));
  if (shownCategories !== filter.categories.join(',')) {
    setShownCategories(filter.categories.join(','));
    setChosen(filter.categories);
  }
  const toggleCategory = (categoryId: number, checked: boolean) => {
    const next = checked ? [...chosen, categoryId] : chosen.filter((c) => c !== categoryId);
    const categories = [...new Set(next)].sort((a, b) => a - b);
    setChosen(categories);
    onChange({ ...filter, categories });
  };
  const applyPrices = (event: FormEvent) => {
    event.preventDefault();
    const minPrice = miles(min);
    const maxPrice = miles(max);
    const bad = (min.trim() !== '' && minPrice === null) || (max.trim() !== '' && maxPrice === null);
    setPriceError(bad);
    if (!bad) onChange({ ...filter, minPrice: minPrice || null, maxPrice });
  };
  const count = activeCount(filter);
  return (
    <details className="shop-filters" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="shop-filters__summary">{t('shop.filters.title', { count })}</summary>
      <form className="shop-filters__form" onSubmit={applyPrices} aria-label={t('shop.filters.label')}>
        <fieldset className="shop-filters__group">
          <legend>{t('shop.filters.categories')}</legend>
          {categories.map((c) => (
            <label key={c.id} className="shop-filters__check">
              <input type="checkbox" checked={chosen.includes(c.id)} onChange={(e) => toggleCategory(c.id, e.target.checked)} />
              {c.name} <span className="shop-filters__count">({c.product_count})</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="shop-filters__group">
          <legend>{t('shop.filters.price')}</legend>
          <label htmlFor={`${id}-min`}>{t('shop.filters.min')}</label>
          <input
            id={`${id}-min`}
            inputMode="numeric"
            value={min}
            onChange={(e) => setMin(e.target.value)}
            aria-invalid={priceError || undefined}
            aria-describedby={priceError ? `${id}-price-error` : undefined}
          />
          <label htmlFor={`${id}-max`}>{t('shop.filters.max')}</label>
          <input
            id={`${id}-max`}
            inputMode="numeric"
            value={max}
            onChange={(e) => setMax(e.target.value)}
            aria-invalid={priceError || undefined}
            aria-describedby={priceError ? `${id}-price-error` : undefined}
          />
          {priceError ? (
            <p id={`${id}-price-error`} className="shop-filters__error">
              {t('validation.server.invalid_price')}
            </p>
          ) : null}
          <Button type="submit" variant="secondary" size="small">
            {t('shop.filters.apply')}
          </Button>
        </fieldset>
        <div className="shop-filters__group">
          <label htmlFor={`${id}-sort`}>{t('shop.filters.sort')}</label>
          <select
            id={`${id}-sort`}
            value={filter.sort ?? ''}
            onChange={(e) => onChange({ ...filter, sort: shopSorts.find((s) => s === e.target.value) ?? null })}
          >
            <option value="">{t('shop.sort.default')}</option>
            {shopSorts.map((s) => (
              <option key={s} value={s}>
                {t(`shop.sort.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
    </details>
  );
}
