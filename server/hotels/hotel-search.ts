// hotels_search: the destination (a hotel id or a city), the stay's figures per hotel, the filters (brand,
// city, stars, available only), the sort and the page. Facets count the destination's hotels before the
// filters, so the page can offer to widen a search that found nothing.
import type { Schemas } from '../http/api-types';
import { intlLocale } from '../../src/contract/figures';
import type { LanguageCode } from '../http/request-language';
import { searchKey } from '../miles/rules';
import type { Hotel, HotelCatalogue } from './hotel-catalogue';
import { brandRef, hotelCard } from './hotel-views';
import type { StayCriteria } from './stay-criteria';
import { stayFigures } from './stay-prices';

type Many = string | string[] | undefined;

export interface SearchQuery {
  destination?: string;
  sort?: 'price' | 'price_desc' | 'name' | 'stars' | 'distance';
  brand?: Many;
  city?: Many;
  stars?: Many;
  // The portal's client sends arrays as `brand[]=a&brand[]=b` (requirements §7 style, like partners' `type[]`).
  'brand[]'?: Many;
  'city[]'?: Many;
  'stars[]'?: Many;
  available_only?: 'true' | 'false';
  page?: string;
  limit?: string;
}

const list = (value: Many): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function atDestination(catalogue: HotelCatalogue, destination: string | undefined): Hotel[] {
  const text = searchKey(destination ?? '');
  if (text === '') return [...catalogue.hotels];
  if (/^[0-9]+$/.test(text)) return catalogue.hotels.filter((h) => h.id === Number(text));
  return catalogue.hotels.filter((h) => h.cityKeys.has(text));
}

function facets(hotels: readonly Hotel[], language: LanguageCode): Schemas['HotelSearch']['facets'] {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, intlLocale(language));
  const count = <K>(key: (h: Hotel) => K) => {
    const map = new Map<K, { hotel: Hotel; count: number }>();
    for (const h of hotels) {
      const entry = map.get(key(h));
      if (entry) entry.count++;
      else map.set(key(h), { hotel: h, count: 1 });
    }
    return [...map.values()];
  };
  return {
    brands: count((h) => h.brand.code)
      .map(({ hotel, count: n }) => ({ ...brandRef(hotel.brand), count: n }))
      .sort(byName),
    cities: count((h) => h.city)
      .map(({ hotel, count: n }) => ({
        name: hotel.cityNames[language],
        country_code: hotel.country_code,
        country: hotel.countryNames[language],
        count: n,
      }))
      .sort(byName),
    stars: count((h) => h.stars)
      .map(({ hotel, count: n }) => ({ stars: hotel.stars, count: n }))
      .sort((a, b) => b.stars - a.stars),
  };
}

type Row = Schemas['HotelResult'];
const byName = (a: Row, b: Row) => a.name.localeCompare(b.name) || a.id - b.id;
const sorts: Record<NonNullable<SearchQuery['sort']>, (a: Row, b: Row) => number> = {
  price: (a, b) => a.miles_per_night - b.miles_per_night || byName(a, b),
  price_desc: (a, b) => b.miles_per_night - a.miles_per_night || byName(a, b),
  name: byName,
  stars: (a, b) => b.stars - a.stars || byName(a, b),
  distance: (a, b) => a.distance_km - b.distance_km || byName(a, b),
};

export function searchHotels(
  catalogue: HotelCatalogue,
  stay: StayCriteria,
  query: SearchQuery,
  language: LanguageCode,
  favorites: ReadonlySet<number>,
): Schemas['HotelSearch'] {
  const destination = atDestination(catalogue, query.destination);
  const brandsWanted = new Set([...list(query.brand), ...list(query['brand[]'])]);
  const citiesWanted = new Set([...list(query.city), ...list(query['city[]'])].map(searchKey));
  const starsWanted = new Set([...list(query.stars), ...list(query['stars[]'])].map(Number));
  const filtered = destination.filter(
    (h) =>
      (brandsWanted.size === 0 || brandsWanted.has(h.brand.code)) &&
      (citiesWanted.size === 0 || [...h.cityKeys].some((k) => citiesWanted.has(k))) &&
      (starsWanted.size === 0 || starsWanted.has(h.stars)),
  );
  const rows: Row[] = filtered.map((h) => {
    const { dates: _dates, ...figures } = stayFigures(h, stay);
    return { ...hotelCard(catalogue.words, h, language, favorites), ...figures };
  });
  const shown = query.available_only === 'true' ? rows.filter((r) => r.available) : rows;
  shown.sort(sorts[query.sort ?? 'price']);
  const limit = Number(query.limit ?? '20');
  const page = Number(query.page ?? '1');
  return {
    criteria: {
      destination: query.destination ?? null,
      arrival: stay.arrival,
      departure: stay.departure,
      nights: stay.nights,
      rooms: stay.rooms,
      adults: stay.adults,
      children: stay.children,
    },
    total: shown.length,
    page,
    limit,
    pages: Math.ceil(shown.length / limit),
    facets: facets(destination, language),
    results: shown.slice((page - 1) * limit, page * limit),
  };
}

/**
 * The destination autocomplete: cities and hotels whose name contains the text, prefix matches first. A city
 * matches by any of its names and is shown in the request's language.
 */
export function destinations(catalogue: HotelCatalogue, search: string, language: LanguageCode): Schemas['HotelDestinations'] {
  const text = searchKey(search);
  const rank = (key: string) => (key.startsWith(text) || key.includes(` ${text}`) ? 0 : key.includes(text) ? 1 : 2);
  type CityRow = Schemas['HotelDestinations']['cities'][number];
  const cityMap = new Map<string, CityRow & { rank: number }>();
  for (const h of catalogue.hotels) {
    const r = Math.min(...[...h.cityKeys].map(rank));
    if (r === 2) continue;
    const entry = cityMap.get(h.city) ?? {
      name: h.cityNames[language],
      country_code: h.country_code,
      country: h.countryNames[language],
      hotel_count: 0,
      rank: r,
    };
    entry.hotel_count++;
    cityMap.set(h.city, entry);
  }
  const cities = [...cityMap.values()]
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, intlLocale(language)))
    .slice(0, 6)
    .map(({ rank: _rank, ...c }) => c);
  const hotels = catalogue.hotels
    .map((h) => ({ h, r: rank(h.key) }))
    .filter(({ r }) => r < 2)
    .sort((a, b) => a.r - b.r || a.h.name.localeCompare(b.h.name))
    .slice(0, 8)
    .map(({ h }) => ({
      id: h.id,
      code: h.code,
      name: h.name,
      city: h.cityNames[language],
      country_code: h.country_code,
      country: h.countryNames[language],
      brand: brandRef(h.brand),
    }));
  return { cities, hotels };
}
