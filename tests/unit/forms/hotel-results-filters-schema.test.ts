// The hotel results' filters form offers what the search takes: its sorts are the contract's (searchHotels' `sort`)
// and the page's (hotelSorts, which reads them back from the address), each named by its label key in the same order;
// its lists keep searchHotels' rules for the brands, cities and stars it sends.
import { describe, expect, it } from 'vitest';
import contract from '../../../schemas/api/openapi.json';
import form from '../../../schemas/forms/hotel-results-filters.json';
import ui from '../../../schemas/forms/hotel-results-filters.ui.json';
import { DEFAULT_SORT, hotelSorts } from '@/model/hotel-search/criteria';

const parameter = (name: string) => {
  const found = contract.paths['/hotels_search'].get.parameters.find((p) => 'name' in p && p.name === name);
  return found && 'schema' in found ? (found.schema as { anyOf?: { type: string; maxItems?: number; items?: object }[] }) : null;
};
/** A list parameter's rule for one value (the contract takes a value once or repeated). */
const itemOf = (name: string) => parameter(name)?.anyOf?.find((s) => s.type === 'array');

describe('the hotel results filters form', () => {
  it("offers the contract's sorts, in the page's order, each with its label; its empty choice is named as the default", () => {
    const values = form.properties.sort.enum;
    expect(values).toEqual([...hotelSorts]);
    expect(parameter('sort')).toMatchObject({ enum: values });
    expect(ui.sort['ui:enumNames']).toEqual(values.map((value) => `hotels.results.sorts.${value}`));
    expect(ui.sort['ui:placeholder']).toBe(`hotels.results.sorts.${DEFAULT_SORT}`);
  });

  it("holds its lists to searchHotels' rules", () => {
    const { brands, cities, stars } = form.properties;
    expect(itemOf('brand')).toMatchObject({ maxItems: brands.maxItems, items: { pattern: brands.items.pattern } });
    expect(itemOf('city')).toMatchObject({ maxItems: cities.maxItems, items: { maxLength: cities.items.maxLength } });
    const starValues = Array.from({ length: stars.items.maximum - stars.items.minimum + 1 }, (_, i) => String(stars.items.minimum + i));
    expect(itemOf('stars')).toMatchObject({ items: { enum: starValues } });
    expect(form['x-fields']).toEqual(Object.keys(form.properties));
  });
});
