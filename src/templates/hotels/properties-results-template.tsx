// /properties-results: the hotels of the search in the address (criteria.ts). Sort, filters and page are part
// of the address, so a reload or a shared link shows the same list; each change navigates (Back undoes it).
// A search the rules refuse is not sent: the form shows why. No results: a way to widen (drop the filters, or
// move the dates by a day). Long lists come a page (20) at a time.
import { useContext, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { criteriaQuery, emptyFilters, parseCriteria, withFilters } from '@/model/hotel-search/criteria';
import type { SearchCriteria } from '@/model/hotel-search/criteria';
import { addDays, localDay } from '@/contract/calendar-days';
import { nightsOf, searchViolations } from '@/model/hotel-search/search-rules';
import { $facets, $results, resultsFor, searchOpened, searchRetried } from '@/model/hotel-search/search-model';
import { shownFor } from '@/model/remote-data/loadable-query';
import type { TemplateProps } from '@/templates/template-props';
import { SearchForm } from '@/templates/book-properties/search-form';
import { Button } from '@/ui/button';
import { LoadStates } from '@/ui/load-states';
import { Notice } from '@/ui/notice';
import { ActiveRoutesContext, resolveRoutePath } from '@/ui/route-links';
import { HotelCard } from './hotel-card';
import { Disclosure } from './disclosure';
import { ResultsFilters } from './results-filters';
import { useHotelPageView } from './use-hotel-page-view';
import '@/templates/templates.css';
import './hotels.css';

export default function PropertiesResultsTemplate({ title, routeId }: TemplateProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const routes = useContext(ActiveRoutesContext);
  const { results, facets, language, open, retry } = useUnit({
    results: $results,
    facets: $facets,
    language: $appliedLanguage,
    open: searchOpened,
    retry: searchRetried,
  });
  const criteria = useMemo(() => parseCriteria(search), [search]);
  const query = criteriaQuery(criteria);
  const refused = useMemo(() => searchViolations(criteria, localDay(new Date())), [criteria]);

  useEffect(() => {
    if (refused.length === 0) open(criteria);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one search per distinct query and language
  }, [query, language, open]);

  const go = (next: SearchCriteria) => {
    const path = resolveRoutePath(routes, 'properties-results');
    if (path) void navigate(`${path}?${criteriaQuery(next)}`);
  };
  const state = refused.length ? null : shownFor(results, resultsFor(criteria, language));
  const answer = state?.status === 'ready' ? state.data : null;
  useHotelPageView(routeId, state === null || state.status !== 'loading', { search: criteria, results: answer ? answer.total : null });

  const list = useRef<HTMLHeadingElement>(null);
  // Why: after a page change the new list starts at its heading, for the keyboard and screen readers alike.
  const lastPage = useRef(criteria.page);
  useEffect(() => {
    if (answer && lastPage.current !== criteria.page) list.current?.focus();
    lastPage.current = criteria.page;
  }, [answer, criteria.page]);

  const nights = nightsOf(criteria.arrival, criteria.departure);
  const stayQuery = criteriaQuery({ ...criteria, sort: 'price', filters: emptyFilters(), page: 1 });
  const filtered = criteria.filters.brands.length + criteria.filters.cities.length + criteria.filters.stars.length > 0;
  const shift = (days: number) =>
    go({
      ...criteria,
      page: 1,
      arrival: criteria.arrival && addDays(criteria.arrival, days),
      departure: criteria.departure && addDays(criteria.departure, days),
    });

  return (
    <div className="page hotels-results" data-template="properties-results">
      <h1>{title}</h1>
      {refused.length ? (
        <>
          <Notice tone="info" live={false}>
            <p>{t('hotels.results.incomplete')}</p>
          </Notice>
          <SearchForm
            key={query}
            initial={criteria}
            onSearch={go}
            // Why only with dates: a bare visit is a search to fill in, not one to scold; 8 rooms is said at once.
            initialViolations={criteria.arrival || criteria.departure ? refused : refused.filter((v) => v.key === 'groupSite')}
          />
        </>
      ) : (
        <>
          <p className="hotels-results__summary" data-testid="results-summary">
            {t('hotels.results.summary', {
              destination: criteria.destination?.label ?? t('hotels.results.everywhere'),
              nights: t('hotels.results.nights', { count: nights ?? 0 }),
              rooms: t('hotels.search.roomCount', { count: criteria.rooms.length }),
            })}
          </p>
          <Disclosure className="hotels-results__change" summary={t('hotels.results.change')}>
            <SearchForm
              key={query}
              initial={criteria}
              onSearch={(next) => go({ ...next, sort: criteria.sort, filters: criteria.filters })}
            />
          </Disclosure>
          <ResultsFilters
            sort={criteria.sort}
            filters={criteria.filters}
            facets={facets}
            withoutFacets={t(state?.status === 'failure' ? 'hotels.results.failed' : 'hotels.results.loading')}
            onSort={(sort) => go({ ...criteria, sort, page: 1 })}
            onFilters={(filters) => go(withFilters(criteria, filters))}
          />
        </>
      )}
      {state ? (
        <section className="hotels-results__list" aria-labelledby="hotels-results-heading" aria-busy={state.status === 'loading'}>
          <h2 id="hotels-results-heading" ref={list} tabIndex={-1}>
            {answer ? t('hotels.results.count', { count: answer.total }) : t('hotels.results.heading')}
          </h2>
          <LoadStates
            state={state}
            loading={t('hotels.results.loading')}
            failed={t('hotels.results.failed')}
            retryLabel={t('data.retry')}
            onRetry={() => retry(criteria)}
          >
            {(found) => (
              <>
                {found.total === 0 ? (
                  <Notice tone="info" data-testid="results-empty">
                    <p>{t(filtered ? 'hotels.results.emptyFiltered' : 'hotels.results.empty')}</p>
                    <p className="hotels-results__widen">
                      {filtered ? (
                        <Button variant="secondary" onClick={() => go(withFilters(criteria, emptyFilters()))}>
                          {t('hotels.results.widenFilters')}
                        </Button>
                      ) : null}
                      <Button
                        variant="secondary"
                        onClick={() => shift(-1)}
                        disabled={!criteria.arrival || criteria.arrival <= localDay(new Date())}
                      >
                        {t('hotels.results.dayEarlier')}
                      </Button>
                      <Button variant="secondary" onClick={() => shift(1)}>
                        {t('hotels.results.dayLater')}
                      </Button>
                    </p>
                  </Notice>
                ) : null}
                {found.results.length ? (
                  <ul className="hotel-list" data-testid="hotel-results">
                    {found.results.map((hotel) => (
                      <HotelCard key={hotel.id} hotel={hotel} stayQuery={stayQuery} />
                    ))}
                  </ul>
                ) : null}
                {found.pages > 1 ? (
                  <nav className="hotels-results__pages" aria-label={t('hotels.results.pages')}>
                    <Button variant="secondary" disabled={found.page <= 1} onClick={() => go({ ...criteria, page: found.page - 1 })}>
                      {t('hotels.results.previous')}
                    </Button>
                    <span>{t('hotels.results.pageOf', { page: found.page, pages: found.pages })}</span>
                    <Button
                      variant="secondary"
                      disabled={found.page >= found.pages}
                      onClick={() => go({ ...criteria, page: found.page + 1 })}
                      data-testid="results-next"
                    >
                      {t('hotels.results.next')}
                    </Button>
                  </nav>
                ) : null}
              </>
            )}
          </LoadStates>
        </section>
      ) : null}
    </div>
  );
}
