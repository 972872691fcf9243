// The gift shop (SPEC §2.2 /exchange-my-miles/gift-shop/:id/:minPrice?/:maxPrice?/:sort?): the address is the
// view. Every filter change navigates to its canonical path; reload and back/forward read it again; a path that
// cannot be read is replaced (not pushed) by the nearest valid view, so Back never returns to the broken one.
import { useContext, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $categories, $products, categoriesRetried, shopOpened } from '@/model/shop/catalogue-model';
import { filterKey, parseShopParams, sameParams, shopParams } from '@/model/shop/shop-filter';
import type { ShopFilter } from '@/model/shop/shop-filter';
import { $mainBalance } from '@/model/user/user-model';
import type { TemplateProps } from '@/templates/template-props';
import { Button } from '@/ui/button';
import { LoadFailure } from '@/ui/load-failure';
import { Notice } from '@/ui/notice';
import { ActiveRoutesContext, resolveRoutePath } from '@/ui/route-links';
import { Spinner } from '@/ui/spinner';
import { ProductCard } from './product-card';
import { ShopFilters } from './shop-filters';
import '@/templates/templates.css';
import './shop.css';

export default function ShopTemplate({ title, params }: TemplateProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = useContext(ActiveRoutesContext);
  const { categories, products, balance, open, retryCategories } = useUnit({
    categories: $categories,
    products: $products,
    balance: $mainBalance,
    open: shopOpened,
    retryCategories: categoriesRetried,
  });
  const known = categories.status === 'ready' ? categories.data.map((c) => c.id) : null;
  const { id, minPrice, maxPrice, sort } = params;
  const filter = useMemo(() => parseShopParams({ id, minPrice, maxPrice, sort }, known), [id, minPrice, maxPrice, sort, known]);
  const key = filterKey(filter);

  const go = (next: ShopFilter, replace = false) => {
    // Why the comma put back: generatePath encodes it, and SPEC §2.2's list of ids is written with plain commas.
    const path = resolveRoutePath(routes, 'shop', shopParams(next))?.replace(/%2C/gi, ',');
    if (path) void navigate(path, { replace, preventScrollReset: true });
  };
  // Why after the categories: an unknown category can only be told from a known one once the list is there.
  const needsCorrection = categories.status !== 'loading' && !sameParams({ id, minPrice, maxPrice, sort }, shopParams(filter));
  useEffect(() => {
    if (needsCorrection) go(filter, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter's key names it; go is rebuilt per render
  }, [needsCorrection, key]);
  useEffect(() => {
    open(filter);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one load per distinct filter
  }, [key, open]);

  const state = products.key === key ? products.state : { status: 'loading' as const };
  const widened = filter.minPrice !== null || filter.maxPrice !== null;
  return (
    <div className="page shop" data-template="shop">
      <h1>{title}</h1>
      <div className="shop__layout">
        {categories.status === 'ready' ? (
          <ShopFilters filter={filter} categories={categories.data} onChange={(next) => go(next)} />
        ) : categories.status === 'failure' ? (
          <LoadFailure message={t('shop.categoriesFailed')} retryLabel={t('data.retry')} onRetry={retryCategories} />
        ) : null}
        <section className="shop__results" aria-labelledby="shop-results" aria-busy={state.status === 'loading'}>
          <h2 id="shop-results" className="visually-hidden">
            {t('shop.results')}
          </h2>
          {state.status === 'loading' ? <Spinner label={t('shop.loading')} /> : null}
          {state.status === 'failure' ? (
            <LoadFailure message={t('shop.failed')} retryLabel={t('data.retry')} onRetry={() => open(filter)} />
          ) : null}
          {state.status === 'ready' && state.data.length === 0 ? (
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
          ) : null}
          {state.status === 'ready' && state.data.length > 0 ? (
            <>
              <p className="shop__count" role="status">
                {t('shop.count', { count: state.data.length })}
              </p>
              <ul className="shop__grid">
                {state.data.map((p) => (
                  <ProductCard key={p.id} product={p} balance={balance} />
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
