// The favorites' part of the mocked API (listFavorites, addFavorite, removeFavorite), with the reference server's
// rules (server/miles/favorites.ts): newest first, each with its name (a hotel's in `hotel`, its city and country
// named in the request's language as hotel-light.ts does; a gift shop item's in the request's language, a partner's),
// an id that names nothing refused with favorite_add_failed, at most `limit` favorites (favorites_limit_reached),
// adding one already there answered 200 with it, removing one that is not there 404. One `MockFavorites` per test
// holds the list; `refuse` makes the calls of a write fail as the API would refuse them, while it is set; what the
// app sent is kept in `sent`.
import type { components } from '@/generated/api';
import { mockCatalogue } from './shop';
import { contractHandler } from '../msw-api';
import type { ContractAnswer } from '../msw-api';
import { hotelLightIn } from './hotel-light';

type Schemas = components['schemas'];
type FavoriteType = Schemas['FavoriteType'];
type Language = 'en' | 'fr-be' | 'nl-be';

/** An item a member may keep: a hotel (its HotelLight) or a named product or partner (names by language). */
export type MockItem = { type: 'hotel'; hotel: Schemas['HotelLight'] } | { type: 'product' | 'partner'; names: Record<Language, string> };

export interface MockFavorites {
  /** The member's favorites, newest first. */
  saved: { type: FavoriteType; id: number; created_at: string }[];
  /** Every item that exists, by `type:id`. */
  items: Record<string, MockItem>;
  limit: number;
  /** What the calls of these writes answer instead, while set (the API refusing them). */
  refuse: Partial<Record<'addFavorite' | 'removeFavorite', ContractAnswer>>;
  /** The writes the app sent: the operation and the item. */
  sent: { operation: string; type: string; id: number }[];
}

export const hotels: Schemas['HotelLight'][] = [
  {
    id: 12,
    code: 'BRUGP',
    name: 'Horizon Brussels Grand-Place',
    brand: 'Horizon',
    city: 'Brussels',
    country_code: 'BE',
    country: 'Belgium',
  },
  { id: 15, code: 'ANTCE', name: 'Horizon Antwerp Central', brand: 'Horizon', city: 'Antwerp', country_code: 'BE', country: 'Belgium' },
];

/** The items of the mocked catalogue (tests/support/api/shop.ts), two hotels and a directory partner. */
export function mockItems(): Record<string, MockItem> {
  const items: Record<string, MockItem> = {};
  for (const p of mockCatalogue().products) items[`product:${p.id}`] = { type: 'product', names: p.names };
  for (const hotel of hotels) items[`hotel:${hotel.id}`] = { type: 'hotel', hotel };
  items['partner:3'] = { type: 'partner', names: { en: 'Kade Cruises', 'fr-be': 'Kade Cruises', 'nl-be': 'Kade Cruises' } };
  return items;
}

export function mockFavorites(over: Partial<MockFavorites> = {}): MockFavorites {
  return { saved: [], items: mockItems(), limit: 200, refuse: {}, sent: [], ...over };
}

function languageOf(request: Request): Language {
  const asked = (request.headers.get('Accept-Language') ?? 'en').toLowerCase();
  return asked === 'fr-be' || asked === 'nl-be' ? asked : 'en';
}

/** Handlers of the favorites over `state`. */
export function favoritesApi(state: MockFavorites) {
  const favorite = (saved: MockFavorites['saved'][number], language: Language): Schemas['Favorite'] => {
    const item = state.items[`${saved.type}:${saved.id}`];
    return {
      ...saved,
      hotel: item?.type === 'hotel' ? hotelLightIn(item.hotel, language) : null,
      name: item && item.type !== 'hotel' ? item.names[language] : null,
    };
  };
  const refused = (operation: keyof MockFavorites['refuse']) => state.refuse[operation] ?? null;
  return [
    contractHandler('listFavorites', (request) => ({ body: state.saved.map((s) => favorite(s, languageOf(request))) })),
    contractHandler('addFavorite', async (request) => {
      const { type, id } = (await request.json()) as Schemas['FavoriteRequest'];
      state.sent.push({ operation: 'addFavorite', type, id });
      const refusal = refused('addFavorite');
      if (refusal) return refusal;
      if (!state.items[`${type}:${id}`])
        return {
          status: 422,
          body: {
            code: 422,
            message: 'This item could not be added to your favorites.',
            key: 'favorite_add_failed',
            violations: [{ propertyPath: 'id', message: 'This item does not exist.', key: 'favorite_add_failed' }],
          },
        };
      const already = state.saved.find((s) => s.type === type && s.id === id);
      if (already) return { body: favorite(already, languageOf(request)) };
      if (state.saved.length >= state.limit)
        return {
          status: 422,
          body: { code: 422, message: 'You can keep at most 200 favorites. Please remove one first.', key: 'favorites_limit_reached' },
        };
      const saved = { type, id, created_at: new Date().toISOString() };
      state.saved = [saved, ...state.saved];
      return { status: 201, body: favorite(saved, languageOf(request)) };
    }),
    contractHandler('removeFavorite', (request) => {
      const [type = '', id = ''] = new URL(request.url).pathname.split('/').slice(-2);
      state.sent.push({ operation: 'removeFavorite', type, id: Number(id) });
      const refusal = refused('removeFavorite');
      if (refusal) return refusal;
      const before = state.saved.length;
      state.saved = state.saved.filter((s) => !(s.type === type && s.id === Number(id)));
      if (state.saved.length === before)
        return { status: 404, body: { code: 404, message: 'This item is not in your favorites.', key: 'favorite_remove_failed' } };
      return { status: 204, body: null };
    }),
  ];
}
