// The gift shop (requirements §2.2 /exchange-my-miles/gift-shop/:id/:minPrice?/:maxPrice?/:sort?): the address is the
// view. Every filter change navigates to its canonical path; reload and back/forward read it again; a path that
// cannot be read is replaced (not pushed) by the nearest valid view, so Back never returns to the broken one.
// The grid shows a page at a time; "Show more" keeps the count in the address (?shown=) and moves the focus to
// the first new card, so a keyboard or screen-reader user continues where the list grew.
import { useContext, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $products, gridFor, shopOpened } from '@/model/shop/catalogue-model';
import { $categories, categoriesOpened } from '@/model/shop/categories-model';
import { shownFor } from '@/model/remote-data/loadable-query';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { filterKey, parseShopParams, sameParams, shopParams } from '@/model/shop/shop-filter';
import { SHOWN_PARAM, nextShown, shownCount, shownParam } from '@/model/shop/shop-paging';
import type { ShopFilter } from '@/model/shop/shop-filter';
import { $mainBalance } from '@/model/user/user-model';
import type { TemplateProps } from '@/templates/template-props';
import { Button } from '@/ui/button';
import { LoadStates } from '@/ui/load-states';
import { Notice } from '@/ui/notice';
import { ActiveRoutesContext, resolveRoutePath } from '@/ui/route-links';
import { ProductCard } from './product-card';
import { ShopFilters, ShopFiltersLoading } from './shop-filters';
import '@/templates/templates.css';
import './shop.css';

export default function ShopTemplate({ title, params }: TemplateProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = useContext(ActiveRoutesContext);
  const [search] = useSearchParams();
  const units = useUnit({
    categories: $categories,
    products: $products,
    balance: $mainBalance,
    language: $appliedLanguage,
    open: shopOpened,
    retryCategories: categoriesOpened,
  });
  const { categories, language, open, retryCategories } = units;
  // Deferred (total blocking time): the gifts and the balance come by store updates, which React would
  // render at once, 24 cards in one long task; as deferred values the grid renders at
  // transition priority, in slices, while the spinner (or the previous filter's grid) stays on screen.
  const products = useDeferredValue(units.products);
  const balance = useDeferredValue(units.balance);
  const known = categories.status === 'ready' ? categories.data.map((c) => c.id) : null;
  const { id, minPrice, maxPrice, sort } = params;
  const filter = useMemo(() => parseShopParams({ id, minPrice, maxPrice, sort }, known), [id, minPrice, maxPrice, sort, known]);
  const key = filterKey(filter);

  const go = (next: ShopFilter, replace = false) => {
    // Why the comma put back: generatePath encodes it, and requirements §2.2's list of ids is written with plain commas.
    const path = resolveRoutePath(routes, 'shop', shopParams(next))?.replace(/%2C/gi, ',');
    if (path) void navigate(path, { replace });
  };
  // Why after the categories: an unknown category can only be told from a known one once the list is there.
  const needsCorrection = categories.status !== 'loading' && !sameParams({ id, minPrice, maxPrice, sort }, shopParams(filter));
  useEffect(() => {
    if (needsCorrection) go(filter, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter's key names it; go is rebuilt per render
  }, [needsCorrection, key]);
  useEffect(() => {
    open(filter);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one load per distinct filter and language
  }, [key, language, open]);

  const state = shownFor(products, gridFor(filter, language));
  const total = state.status === 'ready' ? state.data.length : 0;
  const shown = shownCount(search.get(SHOWN_PARAM), total);
  const grid = useRef<HTMLUListElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  // Why: after "Show more" the button moves down; focus goes to the first new card's link instead.
  useEffect(() => {
    if (focusFrom === null) return;
    const link = grid.current?.children[focusFrom]?.querySelector('a');
    if (link) {
      link.focus();
      setFocusFrom(null);
    }
  }, [focusFrom, shown]);
  const showMore = () => {
    const next = nextShown(shown, total);
    if (next === null) return;
    const value = shownParam(next);
    const path = resolveRoutePath(routes, 'shop', shopParams(filter))?.replace(/%2C/gi, ',');
    setFocusFrom(shown);
    // Why replace: more cards of the same view are not a step Back should undo; the address still says the count.
    if (path) void navigate(value ? `${path}?${SHOWN_PARAM}=${value}` : path, { replace: true });
  };
  const widened = filter.minPrice !== null || filter.maxPrice !== null;
  return (
    <div className="page shop" data-template="shop">
      <h1>{title}</h1>
      <div className="shop__layout">
        <LoadStates
          state={categories}
          loading={t('data.loading')}
          placeholder={<ShopFiltersLoading filter={filter} />}
          failed={t('shop.categoriesFailed')}
          retryLabel={t('data.retry')}
          onRetry={retryCategories}
        >
          {(list) => <ShopFilters filter={filter} categories={list} onChange={(next) => go(next)} />}
        </LoadStates>
        <section className="shop__results" aria-labelledby="shop-results" aria-busy={state.status === 'loading'}>
          <h2 id="shop-results" className="visually-hidden">
            {t('shop.results')}
          </h2>
          <LoadStates
            state={state}
            loading={t('shop.loading')}
            failed={t('shop.failed')}
            retryLabel={t('data.retry')}
            onRetry={() => open(filter)}
            empty={
              <Notice tone="info" data-testid="shop-empty">
                <p>{t('shop.empty')}</p>
                <p className="shop__widen">
                  {widened ? (
                    <Button variant="secondary" onClick={() => go({ ...filter, minPrice: null, maxPrice: null })}>
                      {t('shop.widenPrice')}
                    </Button>
                  ) : null}
                  {filter.categories.length ? (
                    <Button variant="secondary" onClick={() => go({ ...filter, categories: [] })}>
                      {t('shop.widenCategories')}
                    </Button>
                  ) : null}
                </p>
              </Notice>
            }
          >
            {(products) => (
              <>
                <p className="shop__count" role="status">
                  {t('shop.count', { count: products.length })}
                </p>
                <ul className="shop__grid" ref={grid}>
                  {products.slice(0, shown).map((p) => (
                    <ProductCard key={p.id} product={p} balance={balance} />
                  ))}
                </ul>
                {shown < total ? (
                  <p className="shop__more">
                    <span className="shop__count">{t('shop.shownOf', { shown, count: total })}</span>{' '}
                    <Button variant="secondary" onClick={showMore} data-testid="shop-more">
                      {t('shop.showMore')}
                    </Button>
                  </p>
                ) : null}
              </>
            )}
          </LoadStates>
        </section>
      </div>
    </div>
  );
}
