// The results' sort and filters (brand, city, stars). Every change navigates to the search's canonical address
// (criteria.ts), so the view survives a reload and Back undoes it. The counts are the answer's facets: over
// the destination's hotels before the filters, so a member sees what unticking a filter would bring back.
import { useTranslation } from 'react-i18next';
import { hotelSorts } from '@/model/hotel-search/criteria';
import type { HotelFilters, HotelSort } from '@/model/hotel-search/criteria';
import type { HotelSearch } from '@/model/hotel-search/hotel-calls';
import { Disclosure } from './disclosure';
import { inputClass } from '@/ui/input-class';

interface Props {
  sort: HotelSort;
  filters: HotelFilters;
  facets: HotelSearch['facets'] | null;
  /** Said in the filters' panel until the first answer brings its facets (loading, or why there are none). */
  withoutFacets: string;
  onSort(sort: HotelSort): void;
  onFilters(filters: HotelFilters): void;
}

const toggle = <T,>(list: T[], value: T, on: boolean): T[] => (on ? [...list, value] : list.filter((v) => v !== value));

export function ResultsFilters({ sort, filters, facets, withoutFacets, onSort, onFilters }: Props) {
  const { t } = useTranslation();
  return (
    <div className="results-filters">
      <label className="results-filters__sort">
        <span>{t('hotels.results.sort')}</span>
        <select className={inputClass()} value={sort} onChange={(e) => onSort(e.target.value as HotelSort)} data-testid="results-sort">
          {hotelSorts.map((s) => (
            <option key={s} value={s}>
              {t(`hotels.results.sorts.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {/* Why always there: the panel's line appearing with the first answer pushed the list down (a layout shift). */}
      <Disclosure
        className="results-filters__panel"
        summary={t('hotels.results.filters')}
        initiallyOpen={filters.brands.length + filters.cities.length + filters.stars.length > 0}
      >
        {facets ? (
          <>
            {facets.brands.length ? (
              <fieldset>
                <legend>{t('hotels.results.brand')}</legend>
                {facets.brands.map((b) => (
                  <label key={b.code} className="results-filters__check">
                    <input
                      type="checkbox"
                      checked={filters.brands.includes(b.code)}
                      onChange={(e) => onFilters({ ...filters, brands: toggle(filters.brands, b.code, e.target.checked) })}
                    />
                    <span>{t('hotels.results.facet', { name: b.name, count: b.count })}</span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            {facets.cities.length > 1 || filters.cities.length ? (
              <fieldset>
                <legend>{t('hotels.results.city')}</legend>
                {facets.cities.map((c) => (
                  <label key={c.name} className="results-filters__check">
                    <input
                      type="checkbox"
                      checked={filters.cities.includes(c.name)}
                      onChange={(e) => onFilters({ ...filters, cities: toggle(filters.cities, c.name, e.target.checked) })}
                    />
                    <span>{t('hotels.results.facet', { name: c.name, count: c.count })}</span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            {facets.stars.length ? (
              <fieldset>
                <legend>{t('hotels.results.stars')}</legend>
                {facets.stars.map((s) => (
                  <label key={s.stars} className="results-filters__check">
                    <input
                      type="checkbox"
                      checked={filters.stars.includes(s.stars)}
                      onChange={(e) => onFilters({ ...filters, stars: toggle(filters.stars, s.stars, e.target.checked) })}
                    />
                    <span>{t('hotels.results.starsFacet', { count: s.stars, hotels: s.count })}</span>
                  </label>
                ))}
              </fieldset>
            ) : null}
          </>
        ) : (
          <p>{withoutFacets}</p>
        )}
      </Disclosure>
    </div>
  );
}
