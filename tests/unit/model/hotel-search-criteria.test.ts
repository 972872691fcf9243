import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { criteriaQuery, defaultCriteria, hotelSorts, parseCriteria, withFilters } from '@/model/hotel-search/criteria';
import type { SearchCriteria } from '@/model/hotel-search/criteria';

const paris: SearchCriteria = {
  destination: { type: 'city', id: 'Paris', label: 'Paris' },
  arrival: '2026-12-03',
  departure: '2026-12-06',
  rooms: [
    { adults: 2, children: 1 },
    { adults: 1, children: 0 },
  ],
  sort: 'stars',
  filters: { brands: ['horizon', 'nordlys'], cities: ['Paris'], stars: [4, 5] },
  page: 3,
};

describe('search criteria ↔ query string', () => {
  it('writes one canonical query and reads the same search back', () => {
    const query = criteriaQuery(paris);
    expect(query).toBe(
      'destination=city%3AParis&arrival=2026-12-03&departure=2026-12-06&rooms=2-1%2C1-0&sort=stars&brand=horizon%2Cnordlys&city=Paris&stars=4%2C5&page=3',
    );
    expect(parseCriteria(query)).toEqual(paris);
    expect(parseCriteria(`?${query}`)).toEqual(paris);
  });

  it('keeps a hotel destination with its name (shown again after a reload)', () => {
    const hotel = { ...defaultCriteria(), destination: { type: 'hotel' as const, id: '12', label: 'Horizon Brussels Grand-Place' } };
    const query = criteriaQuery(hotel);
    expect(query).toContain('destination=hotel%3A12');
    expect(query).toContain('name=Horizon+Brussels+Grand-Place');
    expect(parseCriteria(query)).toEqual(hotel);
  });

  it('leaves defaults out (first page, default sort) so a shared link is short', () => {
    expect(criteriaQuery(defaultCriteria())).toBe('rooms=2-0');
    expect(parseCriteria('')).toEqual(defaultCriteria());
  });

  it('drops what it cannot read instead of failing', () => {
    const read = parseCriteria(
      'destination=hotel:abc&arrival=2026-02-30&departure=tomorrow&rooms=9-0&sort=cheapest&stars=0,6,x,3&brand=<b>&page=-2',
    );
    expect(read).toEqual({ ...defaultCriteria(), filters: { brands: [], cities: [], stars: [3] } });
    expect(parseCriteria('destination=planet:Mars').destination).toBeNull();
    expect(parseCriteria('destination=city:').destination).toBeNull();
    expect(parseCriteria('page=0').page).toBe(1);
  });

  it('reads repeated and comma lists alike, sorted and without duplicates', () => {
    const read = parseCriteria('brand=nordlys&brand=horizon,nordlys&stars=5&stars=3,5&city=Rome,Paris');
    expect(read.filters).toEqual({ brands: ['horizon', 'nordlys'], cities: ['Paris', 'Rome'], stars: [3, 5] });
  });

  it('keeps 8 rooms (so the form can send the agent to the group site) but not an unbounded list', () => {
    const eight = parseCriteria(`rooms=${Array(8).fill('1-0').join(',')}`);
    expect(eight.rooms).toHaveLength(8);
    expect(parseCriteria(`rooms=${Array(21).fill('1-0').join(',')}`).rooms).toEqual(defaultCriteria().rooms);
    expect(parseCriteria('rooms=0-1').rooms).toEqual(defaultCriteria().rooms);
    expect(parseCriteria('rooms=2-5').rooms).toEqual(defaultCriteria().rooms);
  });

  it('a filter change goes back to the first page', () => {
    expect(withFilters(paris, { brands: ['nordlys'], cities: [], stars: [] })).toEqual({
      ...paris,
      filters: { brands: ['nordlys'], cities: [], stars: [] },
      page: 1,
    });
  });

  it('round-trips every search the form can make', () => {
    const day = fc
      .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const criteria: fc.Arbitrary<SearchCriteria> = fc.record({
      destination: fc.option(
        fc.oneof(
          fc.record({
            type: fc.constant('city' as const),
            id: fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && s.length > 0),
            label: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && s.length > 0),
          }),
          fc.record({
            type: fc.constant('hotel' as const),
            id: fc.integer({ min: 1, max: 99999 }).map(String),
            label: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && s.length > 0),
          }),
        ),
        { nil: null },
      ),
      arrival: fc.option(day, { nil: null }),
      departure: fc.option(day, { nil: null }),
      rooms: fc.array(fc.record({ adults: fc.integer({ min: 1, max: 4 }), children: fc.integer({ min: 0, max: 4 }) }), {
        minLength: 1,
        maxLength: 20,
      }),
      sort: fc.constantFrom(...hotelSorts),
      filters: fc.record({
        brands: fc.uniqueArray(fc.stringMatching(/^[a-z][a-z-]{1,12}$/), { maxLength: 4 }).map((a) => a.sort()),
        cities: fc.uniqueArray(fc.stringMatching(/^[A-Z][a-z]{2,10}$/), { maxLength: 3 }).map((a) => a.sort()),
        stars: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 5 }).map((a) => a.sort((x, y) => x - y)),
      }),
      page: fc.integer({ min: 1, max: 9999 }),
    });
    fc.assert(
      fc.property(criteria, (c) => {
        expect(parseCriteria(criteriaQuery(c))).toEqual(c);
      }),
    );
  });
});
