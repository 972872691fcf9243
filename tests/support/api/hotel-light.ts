// A hotel of the mocked API (a HotelLight: hotels_light, a booking claim's, a favorite's) as the reference server
// answers it (server/miles/hotels.ts, lightHotel): its city and its country named in the request's language, from the
// hotels file's city names and the countries file's names. The mocks keep each hotel as the hotels table does (its
// city in English; its English answer), and answer it through `hotelLightIn`.
import type { components } from '@/generated/api';
import { readHotelData } from '../../../server/hotels/hotel-data';
import { requestLanguage } from '../../../server/http/request-language';
import type { LanguageCode } from '../../../server/http/request-language';
import { countryName, readCountries } from '../../../server/reference/countries';

type HotelLight = components['schemas']['HotelLight'];

const cities = readHotelData().cities;
const countries = readCountries();

/** The request's language, as the reference server reads its Accept-Language. */
export const hotelLanguageOf = (request: Request): LanguageCode => requestLanguage(request.headers.get('Accept-Language') ?? undefined);

/** `hotel` with its city and country named in `language` (the stored name or the code when a file lacks them). */
export function hotelLightIn(hotel: HotelLight, language: LanguageCode): HotelLight {
  const city = cities.find((c) => c.names.en === hotel.city)?.names[language] ?? hotel.city;
  return { ...hotel, city, country: countryName(countries, hotel.country_code, language) ?? hotel.country_code };
}
