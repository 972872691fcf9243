// The results' sort and filters: the schema form hotel-results-filters (the sort; the brands, cities and stars shown,
// none ticked showing them all). Every change navigates at once to the search's canonical address (criteria.ts), so
// the view survives a reload and Back undoes it; Back and forward move the fields still showing the previous view
// (SchemaForm's starting values). The boxes are the answer's facets with their counts: over the destination's hotels
// before the filters, so a member sees what unticking a filter would bring back.
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import type { FormOption, FormValues, SchemaFormContext, ThemeFieldProps, ThemeObjectTemplateProps } from '@/forms/form-types';
import { DEFAULT_SORT, hotelSorts } from '@/model/hotel-search/criteria';
import type { HotelFilters, HotelSort } from '@/model/hotel-search/criteria';
import type { HotelSearch } from '@/model/hotel-search/hotel-calls';
import { Disclosure } from './disclosure';

interface Props {
  sort: HotelSort;
  filters: HotelFilters;
  facets: HotelSearch['facets'] | null;
  /** Said in the filters' panel until the first answer brings its facets (loading, or why there are none). */
  withoutFacets: string;
  onSort(sort: HotelSort): void;
  onFilters(filters: HotelFilters): void;
}

/** What the form's layout says around its fields: the panel's line, and what the panel says while there are no boxes. */
interface Panel {
  summary: string;
  withoutFacets: string | null;
  initiallyOpen: boolean;
}
const PanelContext = createContext<Panel>({ summary: '', withoutFacets: null, initiallyOpen: false });

/** The sort above the Filters panel; every other field (the boxes) in the panel, or why there are none yet. */
function SortThenPanel({ properties }: ThemeObjectTemplateProps) {
  const panel = useContext(PanelContext);
  return (
    <div className="form-fields">
      {properties.filter((p) => p.name === 'sort').map((p) => p.content)}
      {/* Why always there: the panel's line appearing with the first answer pushed the list down (a layout shift). */}
      <Disclosure className="results-filters__panel" summary={panel.summary} initiallyOpen={panel.initiallyOpen}>
        {panel.withoutFacets === null ? properties.filter((p) => p.name !== 'sort').map((p) => p.content) : <p>{panel.withoutFacets}</p>}
      </Disclosure>
    </div>
  );
}

/**
 * The form's `resultsFilters` field (its uiSchema's root "ui:field"): rjsf's own object field, laid out as the results
 * show it. Why a field of the page: the theme's layout puts fields one after the other, and the panel holds some only.
 */
function ResultsFiltersField(props: ThemeFieldProps) {
  // From the registry, not imported: rjsf stays in the form engine's chunk, out of the page's.
  const { ObjectField } = props.registry.fields;
  if (!ObjectField) return null;
  return <ObjectField {...props} uiSchema={{ ...props.uiSchema, 'ui:ObjectFieldTemplate': SortThenPanel }} />;
}
const fields = { resultsFilters: ResultsFiltersField };

/** The values ticked, in the order of the boxes (the order the widget keeps), those not offered after them. */
function inBoxOrder<T extends string | number>(ticked: readonly T[], offered: readonly FormOption[]): T[] {
  const boxes = offered.map((o) => o.value).filter((value): value is T => ticked.includes(value as T));
  return [...boxes, ...ticked.filter((value) => !boxes.includes(value))];
}

const textsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const starsOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : []);
const sortOf = (value: unknown): HotelSort => hotelSorts.find((s) => s === value) ?? DEFAULT_SORT;
/** The filters as one text whatever the order of their values (the address sorts them, the boxes keep theirs). */
const filtersKey = ({ brands, cities, stars }: HotelFilters): string =>
  JSON.stringify([[...brands].sort(), [...cities].sort(), [...stars].sort((a, b) => a - b)]);

export function ResultsFilters({ sort, filters, facets, withoutFacets, onSort, onFilters }: Props) {
  const { t } = useTranslation();
  const options = useMemo(
    () => ({
      // The default is the select's empty choice, labelled as it (the uiSchema's placeholder): not offered twice.
      sort: hotelSorts.filter((s) => s !== DEFAULT_SORT).map((s) => ({ value: s, label: t(`hotels.results.sorts.${s}`) })),
      brands: (facets?.brands ?? []).map((b) => ({ value: b.code, label: t('hotels.results.facet', { name: b.name, count: b.count }) })),
      // Why one city is no choice: every hotel shown is there. A city ticked stays offered, to be unticked.
      cities:
        facets && (facets.cities.length > 1 || filters.cities.length > 0)
          ? facets.cities.map((c) => ({ value: c.name, label: t('hotels.results.facet', { name: c.name, count: c.count }) }))
          : [],
      stars: (facets?.stars ?? []).map((s) => ({
        value: s.stars,
        label: t('hotels.results.starsFacet', { count: s.stars, hotels: s.count }),
      })),
    }),
    [facets, filters.cities.length, t],
  );
  const formContext = useMemo<SchemaFormContext>(() => ({ options }), [options]);
  const initialData = useMemo<FormValues>(
    () => ({
      ...(sort !== DEFAULT_SORT ? { sort } : {}),
      brands: inBoxOrder(filters.brands, options.brands),
      cities: inBoxOrder(filters.cities, options.cities),
      stars: inBoxOrder(filters.stars, options.stars),
    }),
    [sort, filters, options],
  );
  const panel = useMemo<Panel>(
    () => ({
      summary: t('hotels.results.filters'),
      withoutFacets: facets ? null : withoutFacets,
      initiallyOpen: filters.brands.length + filters.cities.length + filters.stars.length > 0,
    }),
    [t, facets, withoutFacets, filters],
  );

  // The sort or a box applies at once: the one that differs from the address navigates.
  const changed = (data: FormValues) => {
    const nextSort = sortOf(data.sort);
    const next = { brands: textsOf(data.brands), cities: textsOf(data.cities), stars: starsOf(data.stars) };
    if (nextSort !== sort) onSort(nextSort);
    else if (filtersKey(next) !== filtersKey(filters)) onFilters(next);
  };
  return (
    <div className="results-filters">
      <PanelContext.Provider value={panel}>
        <LazySchemaForm
          formId="hotel-results-filters"
          // Never shown (the uiSchema draws no submit button: each change applies); what it would say.
          submitLabel="hotels.results.filters"
          initialData={initialData}
          formContext={formContext}
          fields={fields}
          onChange={changed}
          // No button, but a submit is still the browser's to make: it applies what it holds, as a change does.
          onSubmit={async (data) => changed(data)}
        />
      </PanelContext.Provider>
    </div>
  );
}
