// A hotel search lives in its address: /properties-results?destination=city:paris&arrival=…, so a
// reload, Back or a shared link restores the same search. Parsing is forgiving — a value that cannot be read
// is dropped (the form then asks for it) — and `criteriaQuery` writes the one canonical query of a search,
// so parse(write(c)) is c for every search the form can make.
import { isIsoDay } from '@/contract/calendar-days';

/** What the destination field chose: a city (by its name) or one hotel (by its id). */
export interface Destination {
  type: 'city' | 'hotel';
  id: string;
  /** What the field shows (the city's or hotel's name), kept in the address for a reload. */
  label: string;
}

export interface RoomOccupancy {
  adults: number;
  children: number;
}

export const hotelSorts = ['price', 'price_desc', 'name', 'stars', 'distance'] as const;
export type HotelSort = (typeof hotelSorts)[number];
export const DEFAULT_SORT: HotelSort = 'price';

export interface HotelFilters {
  /** Brand codes ("horizon", "casa-horizon"), sorted. */
  brands: string[];
  /** City names, sorted. */
  cities: string[];
  /** Star ratings 1–5, ascending. */
  stars: number[];
}

export interface SearchCriteria {
  destination: Destination | null;
  /** YYYY-MM-DD, or null when absent or unreadable. */
  arrival: string | null;
  departure: string | null;
  rooms: RoomOccupancy[];
  sort: HotelSort;
  filters: HotelFilters;
  /** 1-based results page. */
  page: number;
}

export const MAX_ADULTS = 4;
export const MAX_CHILDREN = 4;
/** Rooms the address may carry: more than the group limit (so the form can say so), never an unbounded list. */
export const MAX_ROOMS_IN_ADDRESS = 20;

export const emptyFilters = (): HotelFilters => ({ brands: [], cities: [], stars: [] });

export const defaultCriteria = (): SearchCriteria => ({
  destination: null,
  arrival: null,
  departure: null,
  rooms: [{ adults: 2, children: 0 }],
  sort: DEFAULT_SORT,
  filters: emptyFilters(),
  page: 1,
});

function parseDestination(raw: string | null, label: string | null): Destination | null {
  const match = raw ? /^(city|hotel):(.{1,80})$/s.exec(raw) : null;
  if (!match) return null;
  const type = match[1] as Destination['type'];
  const id = (match[2] ?? '').trim();
  if (!id || (type === 'hotel' && !/^\d{1,9}$/.test(id))) return null;
  const shown = label?.trim().slice(0, 120);
  return { type, id, label: shown || id };
}

/** "2-0,1-2": adults-children per room. Unreadable → one room of two adults. */
function parseRooms(raw: string | null): RoomOccupancy[] {
  if (!raw) return defaultCriteria().rooms;
  const parts = raw.split(',');
  if (parts.length > MAX_ROOMS_IN_ADDRESS) return defaultCriteria().rooms;
  const rooms: RoomOccupancy[] = [];
  for (const part of parts) {
    const match = /^(\d)-(\d)$/.exec(part);
    const adults = Number(match?.[1]);
    const children = Number(match?.[2]);
    if (!match || adults < 1 || adults > MAX_ADULTS || children > MAX_CHILDREN) return defaultCriteria().rooms;
    rooms.push({ adults, children });
  }
  return rooms;
}

const uniqueSorted = <T>(values: T[], compare?: (a: T, b: T) => number): T[] => [...new Set(values)].sort(compare);
const listOf = (params: URLSearchParams, name: string): string[] =>
  params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

/** The search an address means (`?destination=…&arrival=…`); anything unreadable falls back to the default. */
export function parseCriteria(search: string | URLSearchParams): SearchCriteria {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const arrival = params.get('arrival');
  const departure = params.get('departure');
  const sort = params.get('sort');
  const page = params.get('page');
  return {
    destination: parseDestination(params.get('destination'), params.get('name')),
    arrival: isIsoDay(arrival) ? arrival : null,
    departure: isIsoDay(departure) ? departure : null,
    rooms: parseRooms(params.get('rooms')),
    sort: hotelSorts.find((s) => s === sort) ?? DEFAULT_SORT,
    filters: {
      brands: uniqueSorted(listOf(params, 'brand').filter((b) => /^[a-z][a-z-]{1,39}$/.test(b))),
      cities: uniqueSorted(listOf(params, 'city').map((c) => c.slice(0, 80))),
      stars: uniqueSorted(
        listOf(params, 'stars')
          .filter((s) => /^[1-5]$/.test(s))
          .map(Number),
        (a, b) => a - b,
      ),
    },
    page: page && /^\d{1,4}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The canonical query string (without "?") of a search: defaults are left out, lists are comma-joined. */
export function criteriaQuery(criteria: SearchCriteria): string {
  const params = new URLSearchParams();
  if (criteria.destination) {
    params.set('destination', `${criteria.destination.type}:${criteria.destination.id}`);
    if (criteria.destination.label !== criteria.destination.id) params.set('name', criteria.destination.label);
  }
  if (criteria.arrival) params.set('arrival', criteria.arrival);
  if (criteria.departure) params.set('departure', criteria.departure);
  params.set('rooms', criteria.rooms.map((r) => `${r.adults}-${r.children}`).join(','));
  if (criteria.sort !== DEFAULT_SORT) params.set('sort', criteria.sort);
  if (criteria.filters.brands.length) params.set('brand', criteria.filters.brands.join(','));
  if (criteria.filters.cities.length) params.set('city', criteria.filters.cities.join(','));
  if (criteria.filters.stars.length) params.set('stars', criteria.filters.stars.join(','));
  if (criteria.page > 1) params.set('page', String(criteria.page));
  return params.toString();
}

/** The same search with other filters (back to the first page: the old page number means nothing there). */
export const withFilters = (criteria: SearchCriteria, filters: HotelFilters): SearchCriteria => ({
  ...criteria,
  filters: {
    brands: uniqueSorted(filters.brands),
    cities: uniqueSorted(filters.cities),
    stars: uniqueSorted(filters.stars, (a, b) => a - b),
  },
  page: 1,
});

/** A key per distinct search (the latest search's answer is the only one shown). */
export const criteriaKey = (criteria: SearchCriteria): string => criteriaQuery(criteria);

export const totalAdults = (rooms: RoomOccupancy[]): number => rooms.reduce((sum, r) => sum + r.adults, 0);
export const totalChildren = (rooms: RoomOccupancy[]): number => rooms.reduce((sum, r) => sum + r.children, 0);
