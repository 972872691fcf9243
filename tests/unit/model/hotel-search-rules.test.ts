import { describe, expect, it } from 'vitest';
import { defaultCriteria } from '@/model/hotel-search/criteria';
import type { SearchCriteria } from '@/model/hotel-search/criteria';
import { addDays } from '@/contract/calendar-days';
import { nightsOf, searchViolations } from '@/model/hotel-search/search-rules';

const today = '2026-11-24';
const search = (over: Partial<SearchCriteria>): SearchCriteria => ({
  ...defaultCriteria(),
  destination: { type: 'city', id: 'Paris', label: 'Paris' },
  arrival: '2026-12-01',
  departure: '2026-12-04',
  ...over,
});
const keys = (c: SearchCriteria) => searchViolations(c, today).map((v) => `${v.field}:${v.key}`);
const rooms = (n: number) => Array.from({ length: n }, () => ({ adults: 1, children: 0 }));

describe('hotel search rules (requirements §5)', () => {
  it('accepts a complete search', () => {
    expect(keys(search({}))).toEqual([]);
  });

  it('29 nights is allowed, 30 is "Please select less than 30 days"', () => {
    expect(keys(search({ departure: addDays('2026-12-01', 29) }))).toEqual([]);
    expect(keys(search({ departure: addDays('2026-12-01', 30) }))).toEqual(['departure:rangeTooLong']);
    expect(keys(search({ departure: addDays('2026-12-01', 31) }))).toEqual(['departure:rangeTooLong']);
  });

  it('7 rooms is allowed, 8 sends the agent to the group site', () => {
    expect(keys(search({ rooms: rooms(7) }))).toEqual([]);
    expect(keys(search({ rooms: rooms(8) }))).toEqual(['rooms:groupSite']);
  });

  it('departure after arrival, arrival not in the past (today is fine)', () => {
    expect(keys(search({ departure: '2026-12-01' }))).toEqual(['departure:departureBeforeArrival']);
    expect(keys(search({ departure: '2026-11-30' }))).toEqual(['departure:departureBeforeArrival']);
    expect(keys(search({ arrival: '2026-11-23', departure: '2026-11-25' }))).toEqual(['arrival:arrivalPast']);
    expect(keys(search({ arrival: today, departure: '2026-11-25' }))).toEqual([]);
  });

  it('asks for the dates; no destination searches every hotel', () => {
    expect(keys(defaultCriteria())).toEqual(['arrival:arrivalRequired', 'departure:departureRequired']);
    expect(keys(search({ destination: null }))).toEqual([]);
  });

  it('counts nights across a month and a year end', () => {
    expect(nightsOf('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsOf('2027-02-27', '2027-03-01')).toBe(2);
    expect(nightsOf('2026-12-03', '2026-12-03')).toBeNull();
    expect(nightsOf(null, '2026-12-03')).toBeNull();
  });
});
