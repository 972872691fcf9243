// A search as the API's query (searchHotels): the destination is a city name or a hotel id, occupancy goes as
// one number per room, and filters with one value go as a plain string (the contract's "once or repeated").
import type { HotelFilters, SearchCriteria } from './criteria';

/** Results per page: a phone shows them as a list, and the address's `page` goes to the next 20. */
export const RESULTS_PER_PAGE = 20;

type StarValue = '1' | '2' | '3' | '4' | '5';
const starValue = (stars: number) => String(stars) as StarValue; // criteria.ts keeps stars to 1–5

const oneOrMany = <T extends string>(values: readonly T[]): T | T[] | undefined =>
  values.length === 0 ? undefined : values.length === 1 ? values[0] : [...values];

/** The filters' part of the query. */
export function filtersQuery(filters: HotelFilters) {
  return {
    brand: oneOrMany(filters.brands),
    city: oneOrMany(filters.cities),
    stars: oneOrMany(filters.stars.map(starValue)),
  };
}

/** The stay's part (search and availability): dates and occupancy per room. */
export function stayQuery(criteria: Pick<SearchCriteria, 'arrival' | 'departure' | 'rooms'>) {
  return {
    arrival: criteria.arrival ?? '',
    departure: criteria.departure ?? '',
    rooms: String(criteria.rooms.length),
    adults: criteria.rooms.map((r) => r.adults).join(','),
    children: criteria.rooms.map((r) => r.children).join(','),
  };
}

/** The whole searchHotels query of a search the rules accept. */
export function searchQuery(criteria: SearchCriteria) {
  return {
    ...(criteria.destination ? { destination: criteria.destination.id } : {}),
    ...stayQuery(criteria),
    sort: criteria.sort,
    ...filtersQuery(criteria.filters),
    page: String(criteria.page),
    limit: String(RESULTS_PER_PAGE),
  };
}
