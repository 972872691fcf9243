// /hotels/:hotel: the property page — what an agent needs to sell it (pictures, location with the address and a
// map drawn by the server, rooms, policies, minimum stay, brand) and, for a member, the favorite toggle and
// "Redeem nights". Opened from the results, the address carries the search, so the redemption starts from
// that stay and "Back to the results" returns to the same list.
import { useContext, useEffect, useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { FavoriteToggle } from '@/blocks/favorite-toggle';
import { buttonClass } from '@/ui/button-class';
import { safeRef } from '@/lib/safe-ref';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { criteriaQuery, parseCriteria } from '@/model/hotel-search/criteria';
import { nightsOf } from '@/model/hotel-search/search-rules';
import { $hotel, hotelOpened } from '@/model/hotel/hotel-model';
import { $loggedIn } from '@/model/session/session-model';
import type { TemplateProps } from '@/templates/template-props';
import { LoadStates } from '@/ui/load-states';
import { ActiveRoutesContext, RouteLink, resolveRoutePath } from '@/ui/route-links';
import { HotelFacts } from './hotel-facts';
import { RedeemNights } from './redeem-nights';
import { useHotelPageView } from './use-hotel-page-view';
import '@/templates/templates.css';
import './hotels.css';
import { usePageTitle } from '@/ui/page-title';
import { shownFor } from '@/model/remote-data/loadable-query';

export default function HotelDetailsTemplate({ title, params, routeId }: TemplateProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const location = useLocation();
  const routes = useContext(ActiveRoutesContext);
  const { hotel, language, loggedIn, open } = useUnit({
    hotel: $hotel,
    language: $appliedLanguage,
    loggedIn: $loggedIn,
    open: hotelOpened,
  });
  const id = /^\d{1,9}$/.test(params.hotel ?? '') ? Number(params.hotel) : null;
  const criteria = useMemo(() => parseCriteria(search), [search]);
  const hasStay = Boolean(criteria.arrival && criteria.departure);

  useEffect(() => {
    if (id !== null) open(id);
  }, [id, language, open]);

  const state = shownFor(hotel, id === null ? null : (asked) => asked === id);
  const data = state.status === 'ready' ? state.data : null;
  // The page view's hotel_country stays the code: one value per country, whatever language the member reads.
  useHotelPageView(routeId, state.status !== 'loading', {
    search: hasStay ? criteria : null,
    hotel: data ? { code: data.code, name: data.name, city: data.city, country: data.country_code, brand: data.brand } : null,
  });
  const resultsPath = resolveRoutePath(routes, 'properties-results');
  // Why the root with `ref` (as a guest outside the public list is sent): it opens the login, and after it this
  // very page with the same stay, so "Redeem nights" carries on where the guest was.
  const loginPath = `/?ref=${encodeURIComponent(safeRef(`${location.pathname}${location.search}`) ?? '/')}`;

  usePageTitle(data?.name);
  return (
    <article className="page hotel-page" data-template="hotel-details" aria-busy={state.status === 'loading'}>
      {hasStay && resultsPath ? (
        <p className="hotel-page__back">
          <Link to={`${resultsPath}?${criteriaQuery(criteria)}`}>{t('hotels.hotel.backToResults')}</Link>
        </p>
      ) : null}
      <h1>{data?.name ?? title}</h1>
      <LoadStates
        state={state}
        loading={t('hotels.hotel.loading')}
        failed={t('hotels.hotel.failed')}
        retryLabel={t('data.retry')}
        onRetry={() => id !== null && open(id)}
        notFound={
          <>
            <p>{t('hotels.hotel.notFound')}</p>
            <p>
              <RouteLink to="book-properties">{t('hotels.hotel.searchAgain')}</RouteLink>
            </p>
          </>
        }
      >
        {(property) => (
          <>
            <p className="hotel-page__brand">
              <RouteLink to="brand" params={{ brand: property.brand.code }}>
                {property.brand.name}
              </RouteLink>{' '}
              ·{' '}
              <span role="img" aria-label={t('hotels.card.starsLabel', { count: property.stars })}>
                {'★'.repeat(property.stars)}
              </span>
            </p>
            {loggedIn ? <FavoriteToggle type="hotel" id={property.id} name={property.name} /> : null}
            <HotelFacts hotel={property} />
            <section className="hotel-page__redeem" aria-labelledby="hotel-redeem">
              <h2 id="hotel-redeem">{t('hotels.redeem.title')}</h2>
              {loggedIn ? (
                <RedeemNights
                  hotel={property}
                  arrival={criteria.arrival}
                  nights={nightsOf(criteria.arrival, criteria.departure)}
                  rooms={criteria.rooms}
                />
              ) : (
                <>
                  <p>{t('hotels.redeem.loginFirst')}</p>
                  <Link className={buttonClass('primary', 'medium')} to={loginPath} data-testid="redeem-login">
                    {t('hotels.redeem.title')}
                  </Link>
                </>
              )}
            </section>
          </>
        )}
      </LoadStates>
    </article>
  );
}
