// The contract's shapes of a hotel: the card of a list, the property page, a brand. Texts in the request's
// language; pictures are the server's own SVGs (hotel-pictures.ts) with their intrinsic size.
import type { Schemas } from '../http/api-types';
import { intlLocale } from '../../src/contract/figures';
import type { LanguageCode } from '../http/request-language';
import type { Hotel } from './hotel-catalogue';
import type { HotelCatalogue } from './hotel-catalogue';
import type { Brand } from './hotel-data';
import type { HotelWords } from '../generated/catalogues';
import { hotelDescription } from './hotel-words';
import { fromPrices } from './stay-prices';

export const pictureSize = { hotel: [800, 533], map: [600, 400], logo: [240, 120] } as const;
export const picturesPerHotel = 3;
const pictureKinds = ['facade', 'room', 'lounge'] as const;

export function brandRef(brand: Brand): Schemas['BrandRef'] {
  return { code: brand.code, name: brand.name };
}

export function hotelPicture(words: HotelWords, hotel: Hotel, n: number, language: LanguageCode): Schemas['Picture'] {
  const [width, height] = pictureSize.hotel;
  const kind = pictureKinds[(n - 1) % pictureKinds.length] ?? 'facade';
  return { url: `/media/hotels/${hotel.id}-${n}.svg`, width, height, alt: `${hotel.name} – ${words.pictures[kind][language]}` };
}

export function hotelCard(words: HotelWords, hotel: Hotel, language: LanguageCode, favorites: ReadonlySet<number>): Schemas['HotelCard'] {
  const from = fromPrices(hotel);
  return {
    id: hotel.id,
    code: hotel.code,
    name: hotel.name,
    brand: brandRef(hotel.brand),
    city: hotel.cityNames[language],
    country_code: hotel.country_code,
    country: hotel.countryNames[language],
    stars: hotel.stars,
    distance_km: hotel.distanceKm,
    picture: hotelPicture(words, hotel, 1, language),
    min_nights: hotel.minNights,
    miles_per_night_from: from.miles,
    rate_per_night_from_cents: from.cents,
    favorite: favorites.has(hotel.id),
  };
}

export function hotelDetail(
  { amenities, roomTypes, words }: HotelCatalogue,
  hotel: Hotel,
  language: LanguageCode,
  favorites: ReadonlySet<number>,
): Schemas['HotelDetail'] {
  const [mapWidth, mapHeight] = pictureSize.map;
  const { brand } = hotel;
  return {
    ...hotelCard(words, hotel, language, favorites),
    description: hotelDescription(words, hotel.brand.pitch, hotel.cityNames[language], hotel.distanceKm, language),
    address: {
      street: hotel.street,
      postal_code: hotel.postcode,
      city: hotel.cityNames[language],
      country_code: hotel.country_code,
      country: hotel.countryNames[language],
    },
    location: { lat: hotel.lat, lon: hotel.lon },
    map: {
      url: `/media/hotel-maps/${hotel.id}.svg`,
      width: mapWidth,
      height: mapHeight,
      alt: `${words.pictures.map[language]}: ${hotel.name}`,
    },
    pictures: Array.from({ length: picturesPerHotel }, (_, i) => hotelPicture(words, hotel, i + 1, language)),
    // The file checks that each of the brand's amenities is one of its amenities.
    amenities: brand.amenities.map((code) => amenities.find((a) => a.code === code)?.name[language] ?? code),
    rooms: roomTypes
      .filter((r) => r.min_stars === undefined || hotel.stars >= r.min_stars)
      .map((r) => ({
        code: r.code,
        name: r.name[language],
        description: r.description[language],
        max_adults: r.max_adults,
        max_children: r.max_children,
        size_m2: r.size_m2,
        beds: r.beds[language],
      })),
    policies: {
      check_in_from: brand.check_in_from,
      check_out_until: brand.check_out_until,
      cancellation: words.cancellation[language],
      pets_allowed: brand.amenities.includes('pets'),
      children: words.children[language],
    },
    redemption: { monthly_quota: brand.monthly_quota, business_days_to_decide: 1 },
  };
}

export function brandView(words: HotelWords, brand: Brand, hotels: readonly Hotel[], language: LanguageCode): Schemas['Brand'] {
  const own = hotels.filter((h) => h.brand.code === brand.code);
  const [width, height] = pictureSize.logo;
  return {
    code: brand.code,
    name: brand.name,
    description: brand.pitch[language],
    logo: { url: `/media/brands/${brand.code}.svg`, width, height, alt: `${words.pictures.logo[language]} ${brand.name}` },
    hotel_count: own.length,
    cities: [...new Set(own.map((h) => h.cityNames[language]))].sort((a, b) => a.localeCompare(b, intlLocale(language))),
  };
}

export function allBrands({ brands, hotels, words }: HotelCatalogue, language: LanguageCode): Schemas['Brand'][] {
  return brands.map((b) => brandView(words, b, hotels, language));
}
