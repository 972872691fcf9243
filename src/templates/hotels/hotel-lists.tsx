// The hotel lists of the content pages: the brands (cards linking to each brand), and a list of hotel cards
// (a brand's, a collection's). Loading, failure (with retry), a guest's "log in to see them" and empty are
// each shown; the list reserves no more than its own rows.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand, HotelCard as Hotel } from '@/model/hotel-search/hotel-calls';
import type { Loadable } from '@/lib/loadable';
import { LoadStates } from '@/ui/load-states';
import { RouteLink } from '@/ui/route-links';
import { HotelCard } from './hotel-card';

/** The states every hotel list shares, in the lists' words; `children` renders the loaded data. */
export function ListStates<T>({ state, onRetry, children }: { state: Loadable<T>; onRetry(): void; children(data: T): ReactNode }) {
  const { t } = useTranslation();
  return (
    <LoadStates
      state={state}
      loading={t('hotels.lists.loading')}
      failed={t('hotels.lists.failed')}
      retryLabel={t('data.retry')}
      onRetry={onRetry}
      notFound={<p>{t('hotels.lists.notFound')}</p>}
    >
      {children}
    </LoadStates>
  );
}

export function HotelCardList({ hotels, heading }: { hotels: Hotel[]; heading: string }) {
  const { t } = useTranslation();
  return (
    <section className="hotel-lists" aria-labelledby="hotel-list-heading">
      <h2 id="hotel-list-heading">{heading}</h2>
      {hotels.length === 0 ? (
        <p>{t('hotels.lists.empty')}</p>
      ) : (
        <ul className="hotel-list" data-testid="hotel-list">
          {hotels.map((h) => (
            <HotelCard key={h.id} hotel={h} headingLevel="h3" />
          ))}
        </ul>
      )}
    </section>
  );
}

export function BrandList({ brands }: { brands: Brand[] }) {
  const { t } = useTranslation();
  return (
    <section className="hotel-lists" aria-labelledby="brand-list-heading">
      <h2 id="brand-list-heading">{t('hotels.lists.brands')}</h2>
      <ul className="brand-list" data-testid="brand-list">
        {brands.map((b) => (
          <li key={b.code} className="brand-card">
            <img src={b.logo.url} alt="" width={b.logo.width} height={b.logo.height} loading="lazy" />
            <h3>
              <RouteLink to="brand" params={{ brand: b.code }}>
                {b.name}
              </RouteLink>
            </h3>
            <p>{b.description}</p>
            <p className="brand-card__count">{t('hotels.lists.brandHotels', { count: b.hotel_count, cities: b.cities.join(', ') })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
