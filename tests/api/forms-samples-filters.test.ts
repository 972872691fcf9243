// @vitest-environment node
// One schema per form, both sides, for the forms that send a query instead of a body: the miles history's filters,
// the hotel search, the hotel results' sort and filters, the gift shop's filters and the animations' type. Samples
// generated from each form's schema (tests/api/support/form-samples.ts, a list's items one at a time) are judged by the
// browser (the form's precompiled validator, then the rules the page applies on submit: the history's date range, the
// search's stay) and by the API given the query the page writes for them (the page's own query functions:
// historyQuery, searchQuery after the address's criteriaQuery and parseCriteria, productsQuery, the animations' type read
// back by typeFromQuery; a value of the wrong type is written as the address would carry it). Both must accept and
// refuse the same ones; each answer must be one the API gives a filter (so a sample "let through" is a list, not a 401).
// The other forms are in forms-samples.test.ts, forms-samples-account.test.ts and forms-samples-more.test.ts.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import historyFiltersValidators from '../../src/generated/validators/history-filters.js';
import hotelSearchValidators from '../../src/generated/validators/hotel-search.js';
import shopFiltersValidators from '../../src/generated/validators/shop-filters.js';
import hotelResultsFiltersValidators from '../../src/generated/validators/hotel-results-filters.js';
import animationFiltersValidators from '../../src/generated/validators/animation-filters.js';
import historyFiltersForm from '../../schemas/forms/history-filters.json';
import hotelSearchForm from '../../schemas/forms/hotel-search.json';
import shopFiltersForm from '../../schemas/forms/shop-filters.json';
import hotelResultsFiltersForm from '../../schemas/forms/hotel-results-filters.json';
import animationFiltersForm from '../../schemas/forms/animation-filters.json';
import { addDays, rangeProblem, utcDay } from '../../src/contract/calendar-days';
import { historyQuery } from '../../src/model/points/history-query';
import { searchQuery } from '../../src/model/hotel-search/search-query';
import { searchViolations } from '../../src/model/hotel-search/search-rules';
import { DEFAULT_SORT, criteriaQuery, defaultCriteria, parseCriteria, withFilters } from '../../src/model/hotel-search/criteria';
import type { HotelSort, RoomOccupancy } from '../../src/model/hotel-search/criteria';
import { typeFromQuery } from '../../src/model/animations/animation-rules';
import { productsQuery } from '../../src/model/shop/shop-filter';
import type { Schemas } from '../../server/http/api-types';
import type { TestServer } from './support/test-server';
import { startTestServer } from './support/test-server';
import { call, json } from './support/api-calls';
import type { TestMember } from './support/miles';
import { newMember } from './support/miles';
import type { FormSchema } from './support/form-samples';
import { judgedApart, samplesFor } from './support/form-samples';

type Query = Record<string, string | string[] | undefined>;
type Data = Record<string, unknown>;

/** The query string the browser's client writes: a list as one parameter per value. */
function queryString(query: Query): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(name, one);
  return search.toString();
}

/** A field's value as the page writes it when the form has already checked it, or as an address carries any other. */
const written = (value: unknown): string | string[] => (Array.isArray(value) ? value.map(String) : String(value));

/** Every sample of `form` through both sides, the API's verdict being a list or not; the samples they judge differently. */
const disagreementsOf = (
  form: FormSchema,
  base: Data,
  inBrowser: (data: Data) => boolean,
  send: (data: Data, acceptedByBrowser: boolean) => Promise<LightMyRequestResponse>,
  outcomes: string[],
  extra: unknown[] = [],
) =>
  // A query cannot tell one value from a list of one (`category[]=42`): a list's field is sampled as lists.
  judgedApart(
    samplesFor(form, extra).filter(({ field, value }) => form.properties[field]?.type !== 'array' || Array.isArray(value)),
    base,
    { inBrowser, send, apiAccepts: (response) => response.statusCode === 200, outcomes },
  );

let server: TestServer;
let member: TestMember;
beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  member = await newMember(server, 'filters');
});
afterAll(() => server.close());

const get = (path: string, query: Query, token?: string) => call(server.app, 'GET', `${path}?${queryString(query)}`, { token });
const day = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

describe('browser and API judge the filter and search forms alike', () => {
  it('the miles history’s filters (types, statuses, a date range)', async () => {
    const validate = historyFiltersValidators.historyFilters;
    const inBrowser = (data: Data) => Boolean(validate?.(data)) && rangeProblem(day(data.from), day(data.to)) === null;
    const send = (data: Data, accepted: boolean) => {
      // What the page asks for a range it accepts; a refused one is sent as given, to hear the API refuse it too.
      const filters = { types: [], statuses: [], from: null, to: null } as const;
      const query: Query = accepted
        ? { ...historyQuery({ ...filters, ...pageFilters(data) }, 1) }
        : {
            limit: '1',
            'type[]': data.type === undefined ? undefined : written(data.type),
            'status[]': data.status === undefined ? undefined : written(data.status),
            from: data.from === undefined ? undefined : written(data.from),
            to: data.to === undefined ? undefined : written(data.to),
          };
      return get('points_history', query, member.token);
    };
    const base = { from: addDays(utcDay(Date.now()), -20), to: utcDay(Date.now()) };
    const outcomes = ['200', '422 validation_failed', '422 date_range_too_long', '422 date_range_invalid'];
    expect(await disagreementsOf(historyFiltersForm as FormSchema, base, inBrowser, send, outcomes)).toEqual([]);
  });

  it('the hotel search (the stay, the rooms and their guests; a destination chosen from the API’s own list)', async () => {
    const today = utcDay(Date.now());
    const validate = hotelSearchValidators.hotelSearch;
    const criteriaOf = (data: Data) => ({
      ...defaultCriteria(),
      destination: typeof data.destination === 'string' ? destinationOf(data.destination) : null,
      arrival: day(data.arrival),
      departure: day(data.departure),
      rooms: Array.isArray(data.rooms) ? (data.rooms as RoomOccupancy[]) : [],
    });
    // The form holds the dates as its `stay` (the theme's date range); they are sampled as the flat fields the page maps
    // them to, one at a time.
    const asForm = ({ arrival, departure, ...rest }: Data): Data => ({
      ...rest,
      stay: { ...(arrival === undefined ? {} : { arrival }), ...(departure === undefined ? {} : { departure }) },
    });
    const inBrowser = (data: Data) => Boolean(validate?.(asForm(data))) && searchViolations(criteriaOf(data), today).length === 0;
    const send = (data: Data, accepted: boolean) => {
      const rooms = Array.isArray(data.rooms) ? (data.rooms as unknown[]) : [];
      const query: Query = accepted
        ? searchQuery(criteriaOf(data))
        : {
            ...searchQuery(criteriaOf(data)),
            arrival: written(data.arrival),
            departure: written(data.departure),
            rooms: String(rooms.length),
            adults: rooms.map((room) => written((room as Data).adults)).join(','),
            children: rooms.map((room) => written((room as Data).children)).join(','),
          };
      return get('hotels_search', query);
    };
    const base = { arrival: addDays(today, 10), departure: addDays(today, 12), rooms: [{ adults: 2, children: 0 }] };
    const room = (adults: unknown, children: unknown) => ({ adults, children });
    const rooms = (count: number) => Array.from({ length: count }, () => room(1, 0));
    const extra = [
      ...[-1, 0, 1, 29, 30, 31].map((days) => addDays(today, days)),
      ...[0, 1, 6, 7, 8, 9, 10].map(rooms),
      ...[room(0, 0), room(1, 0), room(4, 4), room(5, 0), room(1, -1), room(1, 5), room(1.5, 0)].map((one) => [one]),
    ];
    // The destination is the widget's choice among the API's own destinations (the form's pattern says "chosen"),
    // never typed text the API would search for: it is proven below, not sampled.
    const { destination: _chosen, stay, ...properties } = hotelSearchForm.properties;
    const form = { properties: { ...stay.properties, ...properties } } as FormSchema;
    const outcomes = ['200', '422 validation_failed', '422 invalid_date', '422 departure_before_arrival', '422 arrival_in_past'];
    outcomes.push('422 date_range_too_long', '422 occupancy_invalid', '422 group_booking_required');
    expect(await disagreementsOf(form, base, inBrowser, send, outcomes, extra)).toEqual([]);

    // A city and a hotel as the destinations call offers them: the form takes them, and the search finds them.
    const offered = json<Schemas['HotelDestinations']>(await get('hotels_destinations', { search: 'Paris' }));
    const [city, hotel] = [offered.cities[0], offered.hotels[0]];
    for (const destination of [`city:${city?.name}`, `hotel:${hotel?.id}`]) {
      const data = { ...base, destination };
      expect(inBrowser(data)).toBe(true);
      const found = json<Schemas['HotelSearch']>(await send(data, true));
      expect(found.total, destination).toBeGreaterThan(0);
    }
  });

  it('the hotel results’ sort and filters (brands, cities, stars)', async () => {
    const today = utcDay(Date.now());
    const validate = hotelResultsFiltersValidators.hotelResultsFilters;
    const inBrowser = (data: Data) => Boolean(validate?.(data));
    const stay = { ...defaultCriteria(), arrival: addDays(today, 10), departure: addDays(today, 12) };
    const send = (data: Data, accepted: boolean) => {
      const list = (value: unknown) => (Array.isArray(value) ? (value as never[]) : []);
      // What the page writes to its address (criteriaQuery) and asks the API once it reads it back (parseCriteria).
      const chosen = withFilters(
        { ...stay, sort: (data.sort as HotelSort | undefined) ?? DEFAULT_SORT },
        { brands: list(data.brands), cities: list(data.cities), stars: list(data.stars) },
      );
      const query: Query = accepted
        ? searchQuery(parseCriteria(criteriaQuery(chosen)))
        : {
            ...searchQuery(stay),
            sort: data.sort === undefined ? undefined : written(data.sort),
            'brand[]': data.brands === undefined ? undefined : written(data.brands),
            'city[]': data.cities === undefined ? undefined : written(data.cities),
            'stars[]': data.stars === undefined ? undefined : written(data.stars),
          };
      return get('hotels_search', query);
    };
    const form = hotelResultsFiltersForm as FormSchema;
    // A query cannot tell one value from a list of one: a list's field is sampled as lists. An address carries text
    // only, and the page reads a list of names as text (`brand=true` is the brand "true"): a number or a boolean among
    // names is no value the form can be given, so it is not sampled.
    const sampled = samplesFor(form).filter(({ field, value }) => {
      const schema = form.properties[field];
      if (schema?.type !== 'array') return true;
      return Array.isArray(value) && (schema.items?.type !== 'string' || value.every((one) => typeof one === 'string'));
    });
    const outcomes = ['200', '422 validation_failed', '422 invalid_sort', '422 brand_not_found', '422 invalid_stars'];
    const apiAccepts = (response: LightMyRequestResponse) => response.statusCode === 200;
    expect(await judgedApart(sampled, {}, { inBrowser, send, apiAccepts, outcomes })).toEqual([]);
  });

  it('the animations’ type', async () => {
    const validate = animationFiltersValidators.animationFilters;
    const inBrowser = (data: Data) => Boolean(validate?.(data));
    const send = (data: Data, accepted: boolean) => {
      // What listAnimations is asked for the address's `?type=` (animation-calls.ts: no type, no parameter).
      const type = typeFromQuery(typeof data.type === 'string' ? data.type : null);
      const query: Query = accepted ? (type ? { type } : {}) : { type: written(data.type) };
      return get('animations_type_light', query, member.token);
    };
    const outcomes = ['200', '422 validation_failed', '422 invalid_animation_type'];
    expect(await disagreementsOf(animationFiltersForm as FormSchema, {}, inBrowser, send, outcomes)).toEqual([]);
  });

  it('the gift shop’s filters (categories, the sort, a price range)', async () => {
    const validate = shopFiltersValidators.shopFilters;
    const inBrowser = (data: Data) => Boolean(validate?.(data));
    const send = (data: Data, accepted: boolean) => {
      const query: Query = accepted
        ? productsQuery({
            categories: (data.categories as number[] | undefined) ?? [],
            sort: (data.sort as never) ?? null,
            minPrice: (data.minPrice as number | undefined) ?? null,
            maxPrice: (data.maxPrice as number | undefined) ?? null,
          })
        : {
            'category[]': data.categories === undefined ? undefined : written(data.categories),
            sort: data.sort === undefined ? undefined : written(data.sort),
            'price[gte]': data.minPrice === undefined ? undefined : written(data.minPrice),
            'price[lte]': data.maxPrice === undefined ? undefined : written(data.maxPrice),
          };
      return get('products_light', query, member.token);
    };
    const outcomes = ['200', '422 validation_failed', '422 invalid_category', '422 invalid_price', '422 invalid_sort'];
    expect(await disagreementsOf(shopFiltersForm as FormSchema, {}, inBrowser, send, outcomes)).toEqual([]);
  });
});

/** The history's filters of the form's values (the page reads them back through the address's reader). */
function pageFilters(data: Data) {
  const list = (value: unknown) => (Array.isArray(value) ? (value as never[]) : []);
  return { types: list(data.type), statuses: list(data.status), from: day(data.from), to: day(data.to) };
}

/** The destination the widget's value names (`city:<name>`, `hotel:<id>`), as the search sends it. */
function destinationOf(value: string) {
  const match = /^(city|hotel):(.+)$/.exec(value);
  return match ? { type: match[1] as 'city' | 'hotel', id: match[2] ?? '', label: match[2] ?? '' } : null;
}
