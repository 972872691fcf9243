// The hotels' part of the mocked API: the destination suggestions, the search (destination, stay, sort, brand and
// star filters, pages of 20), a property, its quote for a stay (availability, miles, the month's quota), the
// room-night redemption (miles held from the member's balance, Idempotency-Key honoured), My bookings (the
// redemptions made, and declared bookings), the brands and the hotel-group collections. Shaped on the reference
// server's seed: five Paris hotels of five brands, Nordlys' minimum stay of 2 nights. One `MockHotels` per test
// holds what the calls change.
import type { components } from '@/generated/api';
import { contractHandler } from '../msw-api';
import type { MockSession } from './session';

type Schemas = components['schemas'];
type HotelDetail = Schemas['HotelDetail'];
type Redemption = Schemas['Redemption'];
type MyBookings = Schemas['MyBookings'];

export interface MockHotels {
  hotels: HotelDetail[];
  /** Miles a night per hotel id (the rate of every night of the stay). */
  milesPerNight: Record<number, number>;
  /** The hotel-group pages' collections (discovery, the train and boat journeys): their hotels by id. */
  collections: Record<string, { title: string; description: string; hotelIds: number[] }>;
  /** Hotels whose month of arrival is full (the quote's quota_reached, the request's refusal). */
  quotaReached: Set<number>;
  redemptions: Redemption[];
  claims: MyBookings['claims'];
  /** Idempotency-Key → the redemption that key made. */
  keys: Map<string, Redemption>;
  /** Every search query and every redemption request the app sent, in order. */
  searches: URLSearchParams[];
  sent: { body: unknown; idempotencyKey: string | null }[];
}

const brands = {
  nordlys: 'Nordlys',
  'casa-horizon': 'Casa Horizon',
  horizon: 'Horizon',
  'horizon-suites': 'Horizon Suites',
  'horizon-select': 'Horizon Select',
} as const;

function hotel(id: number, code: string, name: string, brand: keyof typeof brands, stars: number, minNights: number): HotelDetail {
  const picture = (n: number, what: string) => ({ url: `/media/hotels/${id}-${n}.svg`, width: 800, height: 533, alt: `${name} – ${what}` });
  return {
    id,
    code,
    name,
    brand: { code: brand, name: brands[brand] },
    city: 'Paris',
    country_code: 'FR',
    country: 'France',
    stars,
    distance_km: 2 + (id % 5) / 2,
    picture: picture(1, 'The hotel’s facade'),
    min_nights: minNights,
    miles_per_night_from: 5100,
    rate_per_night_from_cents: 7300,
    favorite: false,
    description: `${name} is close to the centre of Paris.`,
    address: { street: `Rue ${id}`, postal_code: '75009', city: 'Paris', country_code: 'FR', country: 'France' },
    location: { lat: 48.87, lon: 2.32 },
    map: { url: `/media/hotel-maps/${id}.svg`, width: 600, height: 400, alt: `Map of the hotel’s location: ${name}` },
    pictures: [picture(1, 'The hotel’s facade'), picture(2, 'A room')],
    amenities: ['Free Wi-Fi', 'Breakfast buffet'],
    rooms: [
      {
        code: 'CLASSIC',
        name: 'Classic double room',
        description: 'A quiet room with a work desk.',
        max_adults: 2,
        max_children: 1,
        size_m2: 22,
        beds: '1 double bed',
      },
    ],
    policies: {
      check_in_from: '15:00',
      check_out_until: '11:00',
      cancellation: 'Free cancellation until 48 hours before arrival.',
      pets_allowed: true,
      children: 'Children under 12 stay free in their parents’ room.',
    },
    redemption: { monthly_quota: brand === 'nordlys' ? 1 : 3, business_days_to_decide: 1 },
  };
}

export function mockHotels(): MockHotels {
  return {
    hotels: [
      hotel(18, 'HZPAR03', 'Nordlys Paris Gare du Nord', 'nordlys', 3, 2),
      hotel(19, 'HZPAR04', 'Casa Horizon Paris Montmartre', 'casa-horizon', 4, 1),
      hotel(16, 'HZPAR01', 'Horizon Paris Opéra', 'horizon', 4, 1),
      hotel(20, 'HZPAR05', 'Horizon Suites Paris La Défense', 'horizon-suites', 4, 1),
      hotel(17, 'HZPAR02', 'Horizon Select Paris Saint-Germain', 'horizon-select', 5, 1),
    ],
    milesPerNight: { 18: 7500, 19: 11_300, 16: 11_300, 20: 11_300, 17: 17_500 },
    collections: {
      discover: { title: 'Discover our hotels', description: 'Addresses our agents love.', hotelIds: [19, 17] },
      'la-dolce-vita': { title: 'La dolce vita by train', description: 'Stops along the line.', hotelIds: [16] },
      sailing: { title: 'Sailing', description: 'Harbours and the sea.', hotelIds: [20, 18, 16] },
    },
    quotaReached: new Set(),
    redemptions: [],
    claims: [],
    keys: new Map(),
    searches: [],
    sent: [],
  };
}

const DAY = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const nightsBetween = (arrival: string, departure: string) => Math.round((Date.parse(departure) - Date.parse(arrival)) / DAY);
const rate = (nights: number) => ({ total_cents: 12_600 * nights, per_night_cents: 12_600, currency: 'EUR' });
const notFound = { status: 404, body: { code: 404, message: 'Hotel not found.', key: 'hotel_not_found' } };
const listOf = (query: URLSearchParams, name: string) => [...query.getAll(name), ...query.getAll(`${name}[]`)];

function cardOf(detail: HotelDetail) {
  const { id, code, name, brand, city, country_code, country, stars, distance_km, picture } = detail;
  const { min_nights, miles_per_night_from, rate_per_night_from_cents, favorite } = detail;
  return {
    id,
    code,
    name,
    brand,
    city,
    country_code,
    country,
    stars,
    distance_km,
    picture,
    min_nights,
    miles_per_night_from,
    rate_per_night_from_cents,
    favorite,
  };
}

/** Handlers of the hotel pages, the redemption and My bookings over `state`; the miles are `session`'s balance. */
export function hotelsApi(state: MockHotels, session: MockSession) {
  const brandOf = (code: keyof typeof brands) => {
    const own = state.hotels.filter((h) => h.brand.code === code);
    return {
      code,
      name: brands[code],
      description: `${brands[code]} hotels of the group.`,
      logo: { url: `/media/brands/${code}.svg`, width: 240, height: 120, alt: `Logo ${brands[code]}` },
      hotel_count: own.length,
      cities: [...new Set(own.map((h) => h.city))],
    };
  };
  const byId = (request: Request) => state.hotels.find((h) => h.id === Number(/\/hotels\/(\d+)/.exec(new URL(request.url).pathname)?.[1]));
  const quote = (detail: HotelDetail, arrival: string, departure: string, rooms: number) => {
    const nights = nightsBetween(arrival, departure);
    const perNight = (state.milesPerNight[detail.id] ?? 10_000) * rooms;
    const available = nights >= detail.min_nights;
    return {
      hotel_id: detail.id,
      arrival,
      departure,
      nights,
      rooms,
      min_nights: detail.min_nights,
      available,
      unavailable_reason: available ? null : ('minimum_stay' as const),
      miles_per_night: perNight,
      miles_total: perNight * nights,
      rate: rate(nights),
      dates: Array.from({ length: nights }, (_, i) => ({
        date: addDays(arrival, i),
        available_rooms: 6,
        miles: perNight,
        rate_cents: 12_600,
      })),
      quota_reached: state.quotaReached.has(detail.id),
    };
  };

  return [
    contractHandler('listHotelDestinations', (request) => {
      const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
      const hotels = state.hotels.filter((h) => h.name.toLowerCase().includes(search) || h.city.toLowerCase().startsWith(search));
      const cities = 'paris'.startsWith(search)
        ? [{ name: 'Paris', country_code: 'FR', country: 'France', hotel_count: state.hotels.length }]
        : [];
      return {
        body: {
          cities,
          hotels: hotels.map(({ id, code, name, city, country_code, country, brand }) => ({
            id,
            code,
            name,
            city,
            country_code,
            country,
            brand,
          })),
        },
      };
    }),
    contractHandler('searchHotels', (request) => {
      const query = new URL(request.url).searchParams;
      state.searches.push(query);
      const arrival = query.get('arrival') ?? '';
      const departure = query.get('departure') ?? '';
      const adults = (query.get('adults') ?? '2').split(',').map(Number);
      const children = (query.get('children') ?? '0').split(',').map(Number);
      const destination = query.get('destination');
      const inPlace = state.hotels.filter((h) => !destination || h.city === destination || String(h.id) === destination);
      const wantedBrands = listOf(query, 'brand');
      const wantedStars = listOf(query, 'stars').map(Number);
      const matching = inPlace.filter(
        (h) => (!wantedBrands.length || wantedBrands.includes(h.brand.code)) && (!wantedStars.length || wantedStars.includes(h.stars)),
      );
      const results = matching.map((h) => {
        const q = quote(h, arrival, departure, adults.length);
        return {
          ...cardOf(h),
          ...(({ available, unavailable_reason, miles_per_night, miles_total, rate }) => ({
            available,
            unavailable_reason,
            miles_per_night,
            miles_total,
            rate,
          }))(q),
        };
      });
      const sort = query.get('sort') ?? 'price';
      results.sort((a, b) =>
        sort === 'name'
          ? a.name.localeCompare(b.name)
          : sort === 'stars'
            ? b.stars - a.stars
            : sort === 'price_desc'
              ? b.miles_total - a.miles_total
              : a.miles_total - b.miles_total,
      );
      const limit = Number(query.get('limit') ?? 20);
      const page = Number(query.get('page') ?? 1);
      const count = <T>(values: T[]) => [...new Set(values)].map((value) => ({ value, count: values.filter((v) => v === value).length }));
      return {
        body: {
          criteria: { destination, arrival, departure, nights: nightsBetween(arrival, departure), rooms: adults.length, adults, children },
          total: results.length,
          page,
          limit,
          pages: Math.max(1, Math.ceil(results.length / limit)),
          facets: {
            brands: count(inPlace.map((h) => h.brand.code)).map(({ value, count }) => ({
              code: value,
              name: brands[value as keyof typeof brands],
              count,
            })),
            cities: [{ name: 'Paris', country_code: 'FR', country: 'France', count: inPlace.length }],
            stars: count(inPlace.map((h) => h.stars)).map(({ value, count }) => ({ stars: value, count })),
          },
          results: results.slice((page - 1) * limit, page * limit),
        },
      };
    }),
    contractHandler('getHotel', (request) => {
      const detail = byId(request);
      return detail ? { body: detail } : notFound;
    }),
    contractHandler('getHotelAvailability', (request) => {
      const detail = byId(request);
      if (!detail) return notFound;
      const query = new URL(request.url).searchParams;
      return { body: quote(detail, query.get('arrival') ?? '', query.get('departure') ?? '', Number(query.get('rooms') ?? 1)) };
    }),
    contractHandler('createRedemption', async (request) => {
      const body = (await request.json()) as {
        hotel_id: number;
        arrival: string;
        nights: number;
        rooms: number;
        adults: number[];
        children: number[];
      };
      const idempotencyKey = request.headers.get('Idempotency-Key');
      state.sent.push({ body, idempotencyKey });
      const known = idempotencyKey ? state.keys.get(idempotencyKey) : undefined;
      if (known) return { status: 201, body: known };
      const detail = state.hotels.find((h) => h.id === body.hotel_id);
      if (!detail) return notFound;
      const asked = quote(detail, body.arrival, addDays(body.arrival, body.nights), body.rooms);
      if (asked.quota_reached)
        return {
          status: 409,
          body: {
            code: 409,
            message: 'The maximum number of approved requests for this month of stay has been reached for this hotel',
            key: 'redemption_quota_reached',
          },
        };
      const departure = addDays(body.arrival, body.nights);
      const overlapping = state.redemptions.some(
        (r) => r.hotel.id === detail.id && r.status !== 'refused' && r.arrival < departure && body.arrival < addDays(r.arrival, r.nights),
      );
      if (overlapping)
        return {
          status: 409,
          body: {
            code: 409,
            message: 'You have already asked for nights at this hotel on these dates.',
            key: 'redemption_already_requested',
          },
        };
      if (session.balance < asked.miles_total) {
        const message = `You need ${asked.miles_total - session.balance} more miles for these nights.`;
        return {
          status: 422,
          body: {
            code: 422,
            message,
            key: 'insufficient_miles',
            violations: [{ propertyPath: 'nights', message, key: 'insufficient_miles' }],
            shortfall: asked.miles_total - session.balance,
          },
        };
      }
      session.balance -= asked.miles_total;
      const { id, code, name, city, country_code, country, brand } = detail;
      const now = new Date();
      const redemption: Redemption = {
        id: state.redemptions.length + 1,
        reference: `RN-${String(state.redemptions.length + 1).padStart(6, '0')}`,
        hotel: { id, code, name, city, country_code, country, brand },
        arrival: body.arrival,
        departure: asked.departure,
        nights: body.nights,
        rooms: body.rooms,
        adults: body.adults,
        children: body.children,
        miles: asked.miles_total,
        status: 'pending',
        refusal_reason: null,
        created_at: now.toISOString(),
        decides_at: new Date(now.getTime() + DAY).toISOString(),
        decided_at: null,
        movement_id: 500 + state.redemptions.length,
        confirmation_available: false,
      };
      state.redemptions.unshift(redemption);
      if (idempotencyKey) state.keys.set(idempotencyKey, redemption);
      return { status: 201, body: redemption };
    }),
    contractHandler('listBrands', () => ({ body: Object.keys(brands).map((code) => brandOf(code as keyof typeof brands)) })),
    contractHandler('getBrand', (request) => {
      const code = new URL(request.url).pathname.split('/').at(-1) as keyof typeof brands;
      if (!(code in brands)) return { status: 404, body: { code: 404, message: 'Brand not found.', key: 'brand_not_found' } };
      return { body: { ...brandOf(code), hotels: state.hotels.filter((h) => h.brand.code === code).map(cardOf) } };
    }),
    contractHandler('getHotelCollection', (request) => {
      const code = new URL(request.url).pathname.split('/').at(-1) ?? '';
      const collection = state.collections[code];
      if (!collection) return { status: 404, body: { code: 404, message: 'Collection not found.', key: 'collection_not_found' } };
      const { title, description, hotelIds } = collection;
      return { body: { code, title, description, hotels: state.hotels.filter((h) => hotelIds.includes(h.id)).map(cardOf) } };
    }),
    contractHandler('listMyBookings', () => ({ body: { redemptions: state.redemptions, claims: state.claims } })),
  ];
}
