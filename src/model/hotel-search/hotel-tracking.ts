// The page view of the hotel pages (requirements §3 page-tracking fields): the router's event (pagename, path,
// user_data.uilogged) plus the search and the hotel the page shows. These pages push their own event once
// their data has arrived (the router defers it for their templates), because the number of results or the
// hotel's brand is not known when the path changes. Every field is always present — null when the page has
// no such thing — so the tag manager reads one shape on every hotel page.
import type { SearchCriteria } from './criteria';
import { totalAdults, totalChildren } from './criteria';
import { leadTime, nightsOf } from './search-rules';

/** The hotel a page is about, as far as tracking needs it (a brand page: the brand alone). */
export interface TrackedHotel {
  code: string | null;
  name: string | null;
  city: string | null;
  country: string | null;
  brand: { code: string; name: string } | null;
}

export interface HotelTrackingFields {
  hotel_brand_code: string | null;
  hotel_brand_name: string | null;
  hotel_city: string | null;
  hotel_code: string | null;
  hotel_country: string | null;
  hotel_name: string | null;
  lead_time: number | null;
  number_of_results: number | null;
  search_arrival_date: string | null;
  search_departure_date: string | null;
  number_of_adults: number | null;
  number_of_children: number | null;
  number_of_nights: number | null;
  number_of_rooms: number | null;
  /** Who books: a member is a travel agent booking for a client (b2b); a visitor is only browsing. */
  b2b_booking_context: 'agent' | 'visitor';
}

export interface HotelPageView extends HotelTrackingFields {
  event: 'page_view';
  pagename: string;
  page_path: string;
  user_data: { uilogged: boolean };
}

export interface HotelPageViewInput {
  pagename: string;
  path: string;
  loggedIn: boolean;
  /** The search the page shows (results) or was reached with (a property opened from the results). */
  search?: Pick<SearchCriteria, 'arrival' | 'departure' | 'rooms'> | null;
  hotel?: TrackedHotel | null;
  /** Hotels the page lists (results, a brand, discovery), or null on a page that lists none. */
  results?: number | null;
  /** The member's calendar day (YYYY-MM-DD), for the lead time. */
  today: string;
}

/** The exact event a hotel page pushes. */
export function hotelPageView({ pagename, path, loggedIn, search, hotel, results = null, today }: HotelPageViewInput): HotelPageView {
  const hasStay = Boolean(search?.arrival && search.departure);
  return {
    event: 'page_view',
    pagename,
    page_path: path,
    user_data: { uilogged: loggedIn },
    hotel_brand_code: hotel?.brand?.code ?? null,
    hotel_brand_name: hotel?.brand?.name ?? null,
    hotel_city: hotel?.city ?? null,
    hotel_code: hotel?.code ?? null,
    hotel_country: hotel?.country ?? null,
    hotel_name: hotel?.name ?? null,
    lead_time: hasStay ? leadTime(search?.arrival ?? null, today) : null,
    number_of_results: results,
    search_arrival_date: hasStay ? (search?.arrival ?? null) : null,
    search_departure_date: hasStay ? (search?.departure ?? null) : null,
    number_of_adults: hasStay && search ? totalAdults(search.rooms) : null,
    number_of_children: hasStay && search ? totalChildren(search.rooms) : null,
    number_of_nights: hasStay ? nightsOf(search?.arrival ?? null, search?.departure ?? null) : null,
    number_of_rooms: hasStay && search ? search.rooms.length : null,
    b2b_booking_context: loggedIn ? 'agent' : 'visitor',
  };
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes the event (creating the data layer if the tag manager has not yet), like the router's page view. */
export function pushHotelPageView(event: HotelPageView, target: DataLayerWindow = window): void {
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push(event);
}
