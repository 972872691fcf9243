// The hotel results' sort and filters: the schema form hotel-results-filters as the page lays it out, the sort above
// the Filters panel and the boxes in it (the answer's facets with their counts; a single city is no choice), or what
// the panel says while there are none. A change applies at once (onSort, onFilters, as the page navigates), and when
// the address changes under the form (Back) the fields follow it: the stars too, whose boxes are listed most first
// while the address keeps them fewest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { allNamespaces, applyLanguage, loadNamespaces } from '@/platform/i18n';
import { defaultCriteria, emptyFilters, withFilters } from '@/model/hotel-search/criteria';
import type { HotelFilters, HotelSort } from '@/model/hotel-search/criteria';
import type { HotelSearch } from '@/model/hotel-search/hotel-calls';
import { ResultsFilters } from '@/templates/hotels/results-filters';
import { renderInI18n } from '../../forms/render-form';

beforeAll(async () => {
  await applyLanguage('en');
  await loadNamespaces(allNamespaces);
});
afterAll(() => applyLanguage('en'));

const facets: HotelSearch['facets'] = {
  brands: [
    { code: 'horizon', name: 'Horizon', count: 2 },
    { code: 'nordlys', name: 'Nordlys', count: 1 },
  ],
  cities: [{ name: 'Paris', country_code: 'FR', country: 'France', count: 3 }],
  stars: [
    { stars: 5, count: 1 },
    { stars: 3, count: 2 },
  ],
};

/** The page around the form: its sort and filters are the address's, which a change replaces and Back restores. */
function renderPage(answer: HotelSearch['facets'] | null) {
  const sorts: HotelSort[] = [];
  const applied: HotelFilters[] = [];
  let back: (filters: HotelFilters) => void = () => undefined;
  function Page() {
    const [sort, setSort] = useState<HotelSort>('price');
    const [filters, setFilters] = useState(emptyFilters());
    back = setFilters;
    return (
      <ResultsFilters
        sort={sort}
        filters={filters}
        facets={answer}
        withoutFacets="Searching for hotels…"
        onSort={(next) => {
          sorts.push(next);
          setSort(next);
        }}
        onFilters={(next) => {
          applied.push(next);
          // As the address writes them: each list sorted (criteria.ts).
          setFilters(withFilters(defaultCriteria(), next).filters);
        }}
      />
    );
  }
  return { sorts, applied, back: (filters: HotelFilters) => act(() => back(filters)), rendered: renderInI18n(<Page />) };
}

const box = (group: string, name: string) => within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name });

describe('the hotel results’ sort and filters', () => {
  it('show the sort, and the Filters panel saying why there are no boxes yet', async () => {
    const user = userEvent.setup();
    await renderPage(null).rendered;
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Miles per night, lowest first');
    expect(screen.queryByRole('button')).toBeNull();
    await user.click(screen.getByText('Filters'));
    expect(screen.getByText('Searching for hotels…')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('apply the sort and each box at once; a single city is not offered', async () => {
    const user = userEvent.setup();
    const page = renderPage(facets);
    await page.rendered;
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect([...(sort as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Miles per night, lowest first',
      'Miles per night, highest first',
      'Name',
      'Stars, most first',
      'Distance to the centre',
    ]);
    await user.selectOptions(sort, 'Name');
    await user.selectOptions(sort, 'Miles per night, lowest first');
    expect(page.sorts).toEqual(['name', 'price']);

    await user.click(screen.getByText('Filters'));
    expect(screen.queryByRole('group', { name: 'City' })).toBeNull();
    await user.click(box('Brand', 'Nordlys (1)'));
    expect(page.applied).toEqual([{ brands: ['nordlys'], cities: [], stars: [] }]);
    expect(box('Brand', 'Nordlys (1)')).toBeChecked();
  });

  it('follow the address when Back changes it, the boxes in their own order', async () => {
    const user = userEvent.setup();
    const page = renderPage(facets);
    await page.rendered;
    await user.click(await screen.findByText('Filters'));
    await user.click(box('Stars', '3 stars (2)'));
    await user.click(box('Stars', '5 stars (1)'));
    expect(page.applied.at(-1)).toEqual({ brands: [], cities: [], stars: [5, 3] });

    const applied = page.applied.length;
    await page.back({ brands: [], cities: [], stars: [3] });
    expect(box('Stars', '5 stars (1)')).not.toBeChecked();
    expect(box('Stars', '3 stars (2)')).toBeChecked();
    await page.back(emptyFilters());
    expect(box('Stars', '3 stars (2)')).not.toBeChecked();
    // Following the address is no change of the member's: nothing navigates.
    expect(page.applied).toHaveLength(applied);
  });
});
