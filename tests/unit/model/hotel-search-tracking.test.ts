import { describe, expect, it } from 'vitest';
import { hotelPageView, pushHotelPageView } from '@/model/hotel-search/hotel-tracking';

const horizon = {
  code: '12',
  name: 'Horizon Brussels Grand-Place',
  city: 'Brussels',
  country: 'BE',
  brand: { code: 'HZ', name: 'Horizon' },
};
const stay = {
  arrival: '2026-12-01',
  departure: '2026-12-04',
  rooms: [
    { adults: 2, children: 1 },
    { adults: 1, children: 0 },
  ],
};

describe('hotel page views (requirements §3 page-tracking fields)', () => {
  it('results: the search, its lead time and the number of results; no hotel', () => {
    expect(
      hotelPageView({
        pagename: 'properties-results',
        path: '/properties-results',
        loggedIn: true,
        search: stay,
        results: 7,
        today: '2026-11-24',
      }),
    ).toEqual({
      event: 'page_view',
      pagename: 'properties-results',
      page_path: '/properties-results',
      user_data: { uilogged: true },
      hotel_brand_code: null,
      hotel_brand_name: null,
      hotel_city: null,
      hotel_code: null,
      hotel_country: null,
      hotel_name: null,
      lead_time: 7,
      number_of_results: 7,
      search_arrival_date: '2026-12-01',
      search_departure_date: '2026-12-04',
      number_of_adults: 3,
      number_of_children: 1,
      number_of_nights: 3,
      number_of_rooms: 2,
      b2b_booking_context: 'agent',
    });
  });

  it('a property without a stay: the hotel only, a visitor', () => {
    expect(hotelPageView({ pagename: 'hotel', path: '/hotels/12', loggedIn: false, hotel: horizon, today: '2026-11-24' })).toEqual({
      event: 'page_view',
      pagename: 'hotel',
      page_path: '/hotels/12',
      user_data: { uilogged: false },
      hotel_brand_code: 'HZ',
      hotel_brand_name: 'Horizon',
      hotel_city: 'Brussels',
      hotel_code: '12',
      hotel_country: 'BE',
      hotel_name: 'Horizon Brussels Grand-Place',
      lead_time: null,
      number_of_results: null,
      search_arrival_date: null,
      search_departure_date: null,
      number_of_adults: null,
      number_of_children: null,
      number_of_nights: null,
      number_of_rooms: null,
      b2b_booking_context: 'visitor',
    });
  });

  it('half a stay is no stay (no lead time from an arrival alone)', () => {
    const view = hotelPageView({
      pagename: 'book-properties',
      path: '/book-properties',
      loggedIn: true,
      search: { ...stay, departure: null },
      today: '2026-11-24',
    });
    expect([view.lead_time, view.search_arrival_date, view.number_of_rooms]).toEqual([null, null, null]);
  });

  it('pushes onto the data layer, creating it', () => {
    const target = {} as Window & { dataLayer?: unknown[] };
    const view = hotelPageView({ pagename: 'famous-brands', path: '/brands', loggedIn: true, results: 6, today: '2026-11-24' });
    pushHotelPageView(view, target);
    expect(target.dataLayer).toEqual([view]);
  });
});
