// Hotel discovery and search: hotels_search, the destination autocomplete, the property page and
// a hotel's availability (with whether the month of arrival's redemption quota is full), the brands and the
// content pages' hotel lists, plus their pictures under /media.
// Reads are public (the hotel pages are in both route lists: a visitor looks before joining): a guest, with the
// anonymous platform token or none, gets `favorite` false; a member's token must still be a valid, open session.
// Texts in the Accept-Language language. Redemptions stay member-only (redemption-routes.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { requestLanguage } from '../http/request-language';
import type { Db } from '../db/db';
import { utcDay } from '../../src/contract/calendar-days';
import type { Services } from '../services';
import { collectionHotels, loadCatalogue } from '../hotels/hotel-catalogue';
import { decideDue } from '../hotels/redemption-decisions';
import { arrivalMonthQuotaReached } from '../hotels/redemptions';
import type { HotelCatalogue } from '../hotels/hotel-catalogue';
import { brandLogoSvg, hotelMapSvg, hotelPictureSvg } from '../hotels/hotel-pictures';
import { destinations, searchHotels } from '../hotels/hotel-search';
import type { SearchQuery } from '../hotels/hotel-search';
import { allBrands, brandView, hotelCard, hotelDetail, picturesPerHotel } from '../hotels/hotel-views';
import { stayFromQuery } from '../hotels/stay-criteria';
import { stayFigures } from '../hotels/stay-prices';
import { serveSvgFolder } from '../hotels/svg-media';

type StayQuery = { arrival: string; departure: string; rooms?: string; adults?: string; children?: string };
const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

const noFavorites: ReadonlySet<number> = new Set();

async function hotelFavorites(db: Db, userId: number | null): Promise<ReadonlySet<number>> {
  if (userId === null) return noFavorites;
  const rows = await db.query<{ item_id: number }>("SELECT item_id FROM favorites WHERE user_id = $1 AND type = 'hotel'", [userId]);
  return new Set(rows.map((r) => r.item_id));
}

function registerHotelPictures(app: FastifyInstance, catalogue: HotelCatalogue): void {
  serveSvgFolder(app, 'hotels', (name) => {
    const [, id, n] = /^([0-9]+)-([0-9])$/.exec(name) ?? [];
    const hotel = catalogue.byId.get(Number(id));
    return hotel && Number(n) >= 1 && Number(n) <= picturesPerHotel ? hotelPictureSvg(hotel, Number(n)) : null;
  });
  serveSvgFolder(app, 'hotel-maps', (name) => {
    const hotel = /^[0-9]+$/.test(name) ? catalogue.byId.get(Number(name)) : undefined;
    return hotel ? hotelMapSvg(hotel) : null;
  });
  serveSvgFolder(app, 'brands', (name) => {
    const brand = catalogue.brands.find((b) => b.code === name);
    return brand ? brandLogoSvg(brand) : null;
  });
}

/** Registers the hotel routes; answers the catalogue, which the redemption routes share. */
export async function registerHotelRoutes(
  app: FastifyInstance,
  { db, contract, auth, clock, hotelData, countries }: Services,
): Promise<HotelCatalogue> {
  /** The member behind the token, null for a guest (no token or the anonymous one); a bad token is still a 401. */
  const viewer = async (request: FastifyRequest): Promise<number | null> => {
    if (!request.headers.authorization) return null;
    const claims = await auth.anyToken(request);
    return claims.anonymous ? null : claims.userId;
  };
  const favoritesOf = async (request: FastifyRequest) => hotelFavorites(db, await viewer(request));
  /**
   * The favorites, after applying the hotel's due answers to the member's requests. Why here: users_stats (the
   * header's balance) stays one statement, so a refused request's miles come back when the member reads their
   * bookings, a request, or the pages they redeem from (search and property) — one index probe when none is due.
   */
  const favoritesAfterDecisions = async (request: FastifyRequest) => {
    const userId = await viewer(request);
    if (userId !== null) await decideDue(db, catalogue, new Date(clock()), { userId });
    return hotelFavorites(db, userId);
  };
  const catalogue = await loadCatalogue(db, hotelData, countries);
  registerHotelPictures(app, catalogue);
  const today = () => utcDay(clock());
  const hotelOf = (id: string) => {
    const hotel = catalogue.byId.get(Number(id));
    if (!hotel) throw notFound('Please choose a hotel from the list.', 'hotel_not_found');
    return hotel;
  };

  app.route<{ Querystring: StayQuery & SearchQuery }>({
    ...contract.route('searchHotels'),
    handler: async (request): Promise<Schemas['HotelSearch']> => {
      const favorites = await favoritesAfterDecisions(request);
      const stay = stayFromQuery(request.query, today());
      return searchHotels(catalogue, stay, request.query, language(request), favorites);
    },
  });

  app.route<{ Querystring: { search: string } }>({
    ...contract.route('listHotelDestinations'),
    handler: async (request): Promise<Schemas['HotelDestinations']> => {
      await viewer(request);
      return destinations(catalogue, request.query.search, language(request));
    },
  });

  app.route<{ Params: { id: string } }>({
    ...contract.route('getHotel'),
    handler: async (request): Promise<Schemas['HotelDetail']> => {
      const favorites = await favoritesAfterDecisions(request);
      return hotelDetail(catalogue, hotelOf(request.params.id), language(request), favorites);
    },
  });

  app.route<{ Params: { id: string }; Querystring: StayQuery }>({
    ...contract.route('getHotelAvailability'),
    handler: async (request): Promise<Schemas['HotelAvailability']> => {
      await viewer(request);
      const hotel = hotelOf(request.params.id);
      const stay = stayFromQuery(request.query, today());
      // Why: the quote is what the member confirms; a full month must be said here, not after "Confirm".
      const quotaReached = await arrivalMonthQuotaReached(db, catalogue, hotel, stay.arrival, new Date(clock()));
      return {
        hotel_id: hotel.id,
        arrival: stay.arrival,
        departure: stay.departure,
        nights: stay.nights,
        rooms: stay.rooms,
        min_nights: hotel.minNights,
        ...stayFigures(hotel, stay),
        quota_reached: quotaReached,
      };
    },
  });

  app.route({
    ...contract.route('listBrands'),
    handler: async (request): Promise<Schemas['Brand'][]> => {
      await viewer(request);
      return allBrands(catalogue, language(request));
    },
  });

  app.route<{ Params: { code: string } }>({
    ...contract.route('getBrand'),
    handler: async (request): Promise<Schemas['BrandDetail']> => {
      const favorites = await favoritesOf(request);
      const brand = catalogue.brands.find((b) => b.code === request.params.code);
      if (!brand) throw notFound('Please choose a brand from the list.', 'brand_not_found');
      const hotels = catalogue.hotels
        .filter((h) => h.brand.code === brand.code)
        .sort((a, b) => a.city.localeCompare(b.city) || a.name.localeCompare(b.name))
        .map((h) => hotelCard(catalogue.words, h, language(request), favorites));
      return { ...brandView(catalogue.words, brand, catalogue.hotels, language(request)), hotels };
    },
  });

  app.route<{ Params: { code: string } }>({
    ...contract.route('getHotelCollection'),
    handler: async (request): Promise<Schemas['HotelCollection']> => {
      const favorites = await favoritesOf(request);
      const collection = catalogue.collections.find((c) => c.code === request.params.code);
      const hotels = collectionHotels(catalogue, request.params.code);
      if (!collection || !hotels) throw notFound('Page not found', 'collection_not_found');
      const lang = language(request);
      return {
        code: collection.code,
        title: collection.title[lang],
        description: collection.description[lang],
        hotels: hotels.map((h) => hotelCard(catalogue.words, h, lang, favorites)),
      };
    },
  });
  return catalogue;
}
