/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, json, login, other, violationOf } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo', 'other'] });

const hotels = async (query = '') => {
  const response = await call(server.app, 'GET', `hotels_light${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<Schemas['HotelLight'][]>(response);
};

describe('GET hotels_light', () => {
  it('lists the 50 participating hotels without a search, for anyone', async () => {
    const all = await hotels();
    expect(all).toHaveLength(50);
    all.forEach((h) => expectContract('HotelLight', h));
    expect(new Set(all.map((h) => h.brand))).toEqual(
      new Set(['Horizon', 'Horizon Select', 'Nordlys', 'Casa Horizon', 'Horizon Suites', 'Horizon Resorts']),
    );
  });

  it('searches name and city, ignoring accents and case, at most 10, word starts first', async () => {
    expect((await hotels('?search=liege')).map((h) => h.name)).toEqual(['Horizon Liège Guillemins', 'Nordlys Liège Meuse']);
    expect((await hotels('?search=LIÈGE')).length).toBe(2);
    const paris = await hotels('?search=paris');
    expect(paris.length).toBeGreaterThan(0);
    expect(paris.filter((h) => h.city !== 'Paris')).toEqual([]);
    const br = await hotels('?search=br');
    expect(br.length).toBeGreaterThan(0);
    expect(br.length).toBeLessThanOrEqual(10);
    expect(br.filter((h) => h.city !== 'Brussels' && h.city !== 'Bruges')).toEqual([]);
    expect((await hotels('?search=ondon')).length).toBe(4);
    expect((await hotels(`?search=${encodeURIComponent("king's")}`)).map((h) => h.code)).toEqual(['HZLON03']);
    expect((await hotels('?search=nowhere')).length).toBe(0);
    // The city's name in any language finds its hotels: the name the picker shows a French or Dutch speaker.
    const brussels = (await hotels('?search=brussels')).map((h) => h.code).sort();
    expect(brussels.length).toBeGreaterThan(0);
    expect((await hotels('?search=bruxelles')).map((h) => h.code).sort()).toEqual(brussels);
    expect((await hotels('?search=brussel')).map((h) => h.code).sort()).toEqual(brussels);
    expect((await hotels('?search=anvers')).map((h) => h.city)).toContain('Antwerp');
    expect((await hotels('?search=100%25')).length).toBe(0);
  });

  it('names each hotel’s city and country in the request’s language (the hotels and countries files)', async () => {
    const named = async (tag: string) => {
      const response = await call(server.app, 'GET', 'hotels_light?search=grand-place', { headers: { 'accept-language': tag } });
      expect(response.statusCode, response.body).toBe(200);
      const found = json<Schemas['HotelLight'][]>(response);
      found.forEach((h) => expectContract('HotelLight', h));
      return found.map((h) => [h.code, h.city, h.country_code, h.country]);
    };
    expect(await named('fr-be')).toEqual([['HZBRU01', 'Bruxelles', 'BE', 'Belgique']]);
    expect(await named('nl-be')).toEqual([['HZBRU01', 'Brussel', 'BE', 'België']]);
    expect(await named('en')).toEqual([['HZBRU01', 'Brussels', 'BE', 'Belgium']]);
  });
});

describe('favorites', () => {
  const list = async (token = tokens.demo) => json<Schemas['Favorite'][]>(await call(server.app, 'GET', 'favorites', { token }));
  const add = (body: unknown, token = tokens.demo) => call(server.app, 'POST', 'favorites', { token, body });
  const remove = (path: string, token = tokens.demo) => call(server.app, 'DELETE', `favorites/${path}`, { token });

  it('lists the seeded favorites of the demo member, newest first, hotels with their details', async () => {
    const favorites = await list();
    favorites.forEach((f) => expectContract('Favorite', f));
    expect(favorites.map((f) => `${f.type}:${f.id}`)).toEqual(['product:12', 'partner:3', 'hotel:30', 'hotel:16', 'hotel:1']);
    expect(favorites.find((f) => f.type === 'hotel' && f.id === 16)?.hotel).toMatchObject({ name: 'Horizon Paris Opéra', city: 'Paris' });
    expect(favorites.find((f) => f.type === 'product')?.hotel).toBeNull();
    expect(await list(tokens.other)).toEqual([]);
    expect((await call(server.app, 'GET', 'favorites')).statusCode).toBe(401);
  });

  it('names a gift shop item in the request’s language and a partner (a hotel is named by its `hotel`)', async () => {
    const language = (tag: string) => ({ token: tokens.demo, headers: { 'accept-language': tag } });
    const named = async (tag: string) => json<Schemas['Favorite'][]>(await call(server.app, 'GET', 'favorites', language(tag)));
    const productName = async (id: number, tag: string) => {
      const response = await call(server.app, 'GET', `products_light/${id}`, language(tag));
      expect(response.statusCode, response.body).toBe(200);
      return json<{ name: string }>(response).name;
    };
    const names = new Set<string>();
    for (const tag of ['en', 'fr-be', 'nl-be']) {
      const favorites = await named(tag);
      favorites.forEach((f) => expectContract('Favorite', f));
      const product = favorites.find((f) => f.type === 'product' && f.id === 12)?.name;
      expect(product).toBe(await productName(12, tag));
      names.add(product ?? '');
      expect(favorites.filter((f) => f.type === 'hotel').map((f) => f.name)).toEqual([null, null, null]);
    }
    expect(names.size).toBe(3); // one name per language, not English thrice
    // A hotel's city and country in the request's language too.
    const place = async (tag: string) => {
      const hotel = (await named(tag)).find((f) => f.type === 'hotel' && f.id === 1)?.hotel;
      return [hotel?.city, hotel?.country_code, hotel?.country];
    };
    expect(await place('fr-be')).toEqual(['Bruxelles', 'BE', 'Belgique']);
    expect(await place('nl-be')).toEqual(['Brussel', 'BE', 'België']);
    expect(await place('en')).toEqual(['Brussels', 'BE', 'Belgium']);
    const partner = await call(server.app, 'GET', 'partners/3', language('fr-be'));
    expect(partner.statusCode, partner.body).toBe(200);
    expect((await named('fr-be')).find((f) => f.type === 'partner' && f.id === 3)?.name).toBe(json<{ name: string }>(partner).name);
    // The answer to an add names the item too.
    const added = await call(server.app, 'POST', 'favorites', { ...language('fr-be'), body: { type: 'product', id: 9 } });
    expect(added.statusCode, added.body).toBe(201);
    expect(json<Schemas['Favorite']>(added).name).toBe(await productName(9, 'fr-be'));
    expect((await remove('product/9')).statusCode).toBe(204);
    const hotel = await call(server.app, 'POST', 'favorites', { ...language('nl-be'), body: { type: 'hotel', id: 5 } });
    expect(hotel.statusCode, hotel.body).toBe(201);
    expect(json<Schemas['Favorite']>(hotel).hotel).toMatchObject({ city: 'Antwerpen', country_code: 'BE', country: 'België' });
    expect((await remove('hotel/5')).statusCode).toBe(204);
  });

  it('adds once: adding again answers the same favorite (200)', async () => {
    const first = await add({ type: 'hotel', id: 5 }, tokens.other);
    expect(first.statusCode).toBe(201);
    expectContract('Favorite', json(first));
    expect(json<Schemas['Favorite']>(first)).toMatchObject({ type: 'hotel', id: 5, hotel: { name: 'Horizon Antwerp Central Station' } });
    const again = await add({ type: 'hotel', id: 5 }, tokens.other);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual(json(first));
    expect((await add({ type: 'product', id: 7 }, tokens.other)).statusCode).toBe(201);
    expect((await list(tokens.other)).map((f) => `${f.type}:${f.id}`).sort()).toEqual(['hotel:5', 'product:7']);
    expect((await list()).some((f) => f.type === 'hotel' && f.id === 5)).toBe(false);
  });

  it('refuses an unknown hotel, type or id with favorite_add_failed', async () => {
    const unknown = await add({ type: 'hotel', id: 999 });
    expect(unknown.statusCode).toBe(422);
    expect(json<ErrorBody>(unknown)).toMatchObject({
      key: 'favorite_add_failed',
      message: 'This item could not be added to your favorites.',
    });
    expect(violationOf(await add({ type: 'room', id: 1 }), 'type')?.key).toBe('favorite_add_failed');
    expect(violationOf(await add({ type: 'hotel', id: 0 }), 'id')?.key).toBe('favorite_add_failed');
    expect(violationOf(await add({ type: 'hotel', id: '1' }), 'id')?.key).toBe('favorite_add_failed');
  });

  it('refuses a product or partner id that names nothing, and stores nothing', async () => {
    const { token } = await login(server.app, other);
    const before = await list(token);
    for (const item of [
      // The shop's catalogue has products 1–124: 7 777 names nothing.
      { type: 'product', id: 7777 },
      // Partners 1–12 (the partners' directory) and the shop's 101–110: 99 names nothing.
      { type: 'partner', id: 99 },
      { type: 'product', id: 999_999_999 },
    ]) {
      const refused = await add(item, token);
      expect(refused.statusCode, JSON.stringify(item)).toBe(422);
      expect(json<ErrorBody>(refused)).toMatchObject({
        key: 'favorite_add_failed',
        message: 'This item could not be added to your favorites.',
      });
      expect(violationOf(refused, 'id')?.key).toBe('favorite_add_failed');
    }
    expect(await list(token)).toEqual(before);
    // The ids the reference lists hold are accepted.
    expect((await add({ type: 'partner', id: 10 }, token)).statusCode).toBe(201);
    expect((await add({ type: 'product', id: 40 }, token)).statusCode).toBe(201);
  });

  it('removes, then answers 404 favorite_remove_failed; never touches another member', async () => {
    expect((await remove('hotel/1', tokens.other)).statusCode).toBe(404);
    expect((await list()).some((f) => f.type === 'hotel' && f.id === 1)).toBe(true);
    expect((await remove('hotel/1')).statusCode).toBe(204);
    expect((await list()).some((f) => f.type === 'hotel' && f.id === 1)).toBe(false);
    const gone = await remove('hotel/1');
    expect(gone.statusCode).toBe(404);
    expect(json<ErrorBody>(gone)).toMatchObject({ code: 404, key: 'favorite_remove_failed' });
    expect(violationOf(await remove('room/1'), 'type')?.key).toBe('favorite_remove_failed');
    expect(violationOf(await remove('hotel/abc'), 'id')?.key).toBe('favorite_remove_failed');
    expect((await remove('hotel/16', '')).statusCode).toBe(401);
  });
});
