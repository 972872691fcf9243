// Booking claims in the mocked API: the programme's hotels (hotels_light: name or city contains the text, at most
// 10; each hotel's city and country named in the request's language, hotel-light.ts) and the claim itself, refused
// by each rule of the reference server in its order (server/miles/claims.ts, rules.ts) or accepted as nights × 100
// miles, pending until check-out + 7 days. An accepted claim adds its movement to the member's miles (history.ts), so
// the header, the home and the history read it next.
import type { components } from '@/generated/api';
import { daysBetween } from '@/contract/calendar-days';
import { contractHandler } from '../msw-api';
import { dayFromNow } from './history';
import type { MockHistory } from './history';
import { hotelLanguageOf, hotelLightIn } from './hotel-light';

type Schemas = components['schemas'];
type Hotel = Schemas['HotelLight'];

/** A booking the hotel has, which a member may claim once. */
export interface MockBooking {
  booking_number: string;
  cf_number: string;
  hotel: Hotel;
  guest_firstname: string;
  guest_lastname: string;
  check_in: string;
  check_out: string;
  /** The rate's minimum stay, if it has one. */
  min_nights: number | null;
}

export interface MockClaims {
  /** The member's miles, which an accepted claim adds to. */
  history: MockHistory;
  hotels: Hotel[];
  bookings: MockBooking[];
  /** Booking numbers already claimed (by anyone). */
  claimed: string[];
  /** The claims received, as sent. */
  requests: Record<string, unknown>[];
  /** The texts hotels_light was asked for, in order. */
  hotelSearches: string[];
}

export const hotels: Hotel[] = [
  {
    id: 1,
    code: 'HZBRU01',
    name: 'Horizon Brussels Grand-Place',
    brand: 'Horizon',
    city: 'Brussels',
    country_code: 'BE',
    country: 'Belgium',
  },
  {
    id: 2,
    code: 'HZBRU02',
    name: 'Horizon Select Brussels Louise',
    brand: 'Horizon Select',
    city: 'Brussels',
    country_code: 'BE',
    country: 'Belgium',
  },
  { id: 16, code: 'HZPAR01', name: 'Horizon Paris Opéra', brand: 'Horizon', city: 'Paris', country_code: 'FR', country: 'France' },
];

/** A booking at Horizon Brussels Grand-Place for Claire Dubois: `nights` nights ending `endedAgo` days ago. */
export function booking(number: string, endedAgo: number, nights = 3, over: Partial<MockBooking> = {}): MockBooking {
  return {
    booking_number: number,
    cf_number: `CF${number.slice(-4)}`,
    hotel: hotels[0] as Hotel,
    guest_firstname: 'Claire',
    guest_lastname: 'Dubois',
    check_in: dayFromNow(-endedAgo - nights),
    check_out: dayFromNow(-endedAgo),
    min_nights: null,
    ...over,
  };
}

/**
 * The demo bookings (server/README.md): DEMO0001 ended 2 days ago (pending), OLDSTAY2 ended 12 days ago (valid at
 * once), MINSTAY1 is one night on a two-night rate, CLAIMED1 was claimed already.
 */
export function mockClaims(history: MockHistory, over: Partial<Omit<MockClaims, 'history'>> = {}): MockClaims {
  return {
    history,
    hotels,
    bookings: [booking('DEMO0001', 2), booking('OLDSTAY2', 12, 4), booking('MINSTAY1', 3, 1, { min_nights: 2 }), booking('CLAIMED1', 5)],
    claimed: ['CLAIMED1'],
    requests: [],
    hotelSearches: [],
    ...over,
  };
}

const dayMs = 86_400_000;
/** Names compared as the server does: no accents, lower case. */
const key = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

const fieldRefused = (propertyPath: string, message: string, refusal: string, params?: Record<string, number>) => ({
  status: 422,
  body: { code: 422, message, key: refusal, violations: [{ propertyPath, message, key: refusal, ...(params ? { params } : {}) }] },
});

type ClaimRequest = {
  booking_number: string;
  cf_number: string;
  property: number;
  guest_firstname: string;
  guest_lastname: string;
  source: Schemas['BookingSource'];
  check_in: string;
  check_out: string;
};

/** Handlers of the declare-a-booking page over `claims`. */
export function claimsApi(claims: MockClaims) {
  return [
    contractHandler('getHotels', (request) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      claims.hotelSearches.push(search);
      const found = claims.hotels.filter((h) => key(`${h.name} ${h.city}`).includes(key(search)));
      return { body: found.slice(0, 10).map((h) => hotelLightIn(h, hotelLanguageOf(request))) };
    }),
    contractHandler('createBookingClaim', async (request) => {
      const claim = (await request.json()) as ClaimRequest;
      claims.requests.push(claim);
      const today = dayFromNow(0);
      if (claim.check_out <= claim.check_in)
        return fieldRefused('check_out', 'Check-out must be after check-in.', 'check_out_before_check_in');
      if (claim.check_in > today) return fieldRefused('check_in', 'You can declare a stay once it has started', 'stay_not_started');
      if (daysBetween(claim.check_out, today) > 90) return fieldRefused('check_out', 'Minimum date exceeded', 'minimum_date_exceeded');
      const hotel = claims.hotels.find((h) => h.id === claim.property);
      if (!hotel) return fieldRefused('property', 'Please choose a hotel from the list.', 'hotel_not_found');
      const found = claims.bookings.find((b) => b.booking_number === claim.booking_number.toUpperCase());
      if (
        !found ||
        found.hotel.id !== claim.property ||
        found.check_in !== claim.check_in ||
        found.check_out !== claim.check_out ||
        key(found.guest_lastname) !== key(claim.guest_lastname)
      )
        return {
          status: 422,
          body: { code: 422, message: 'No booking found, do you want to modify your claim', key: 'booking_not_found' },
        };
      if (claims.claimed.includes(found.booking_number))
        return fieldRefused('booking_number', 'This booking has already been claimed.', 'booking_already_claimed');
      const nights = daysBetween(found.check_in, found.check_out);
      if (found.min_nights !== null && nights < found.min_nights)
        return fieldRefused('check_out', `This rate requires a minimum stay of ${found.min_nights} nights.`, 'minimum_stay_not_met', {
          count: found.min_nights,
        });

      claims.claimed.push(found.booking_number);
      const validOn = new Date(Date.parse(`${found.check_out}T00:00:00Z`) + 7 * dayMs);
      const status = validOn.getTime() <= Date.now() ? 'valid' : 'pending';
      const now = new Date().toISOString();
      const id = 5000 + claims.history.movements.length;
      const miles = nights * 100;
      claims.history.movements.push({
        id,
        type: 'reservation',
        status,
        amount: miles,
        label: `Booking ${found.booking_number} – ${hotel.name}, ${hotel.city} (${nights} nights)`,
        created_at: now,
        valid_on: validOn.toISOString(),
        expires_on: new Date(validOn.getTime() + 730 * dayMs).toISOString(),
        booking_number: found.booking_number,
        hotel: null,
      });
      return {
        status: 201,
        body: {
          id,
          booking_number: found.booking_number,
          cf_number: claim.cf_number.toUpperCase(),
          hotel: hotelLightIn(hotel, hotelLanguageOf(request)),
          guest_firstname: claim.guest_firstname,
          guest_lastname: claim.guest_lastname,
          source: claim.source,
          check_in: found.check_in,
          check_out: found.check_out,
          nights,
          miles,
          booster: false,
          status,
          valid_on: validOn.toISOString(),
          movement_id: id,
          created_at: now,
        },
      };
    }),
  ];
}
