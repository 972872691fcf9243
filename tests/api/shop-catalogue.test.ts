/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo'] });

const get = (path: string, language?: string) =>
  call(server.app, 'GET', path, { token: tokens.demo, headers: language ? { 'accept-language': language } : {} });
const products = async (query = '', language?: string) => {
  const response = await get(`products_light${query}`, language);
  expect(response.statusCode, response.body).toBe(200);
  const list = json<Schemas['Product'][]>(response);
  for (const p of list) expectContract('Product', p);
  return list;
};

describe('the catalogue', () => {
  it('holds at least 120 products in at least 8 categories, named in the three languages', async () => {
    const all = await products();
    expect(all.length).toBeGreaterThanOrEqual(120);
    const categories = json<Schemas['ProductCategory'][]>(await get('product_categories_light'));
    for (const c of categories) expectContract('ProductCategory', c);
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories.filter((c) => c.product_count > 0).length).toBeGreaterThanOrEqual(8);
    expect(categories.reduce((sum, c) => sum + c.product_count, 0)).toBe(all.length);
    // Every kind the issue names is on sale.
    expect(new Set(all.map((p) => p.kind))).toEqual(new Set(['physical', 'voucher', 'experience', 'charity', 'points', 'financial']));
    // Products 1–40 (favorites name them) are real products.
    expect(all.filter((p) => p.id <= 40).length).toBe(40);

    const [en, fr, nl] = await Promise.all([products('', 'en'), products('', 'fr-be'), products('', 'nl-be')]);
    const names = (list: Schemas['Product'][]) => new Map(list.map((p) => [p.id, p.name]));
    expect(names(fr).get(2)).toBe('Cocotte en fonte');
    expect(names(nl).get(2)).toBe('Gietijzeren braadpan');
    expect(names(en).get(2)).toBe('Cast-iron casserole');
    // Each product is translated: no name or description is the same in all three languages except brand names.
    const untranslated = en.filter((p) => p.description === fr.find((f) => f.id === p.id)?.description);
    expect(untranslated).toEqual([]);
    const frCategories = json<Schemas['ProductCategory'][]>(await get('product_categories_light', 'fr-be'));
    expect(frCategories.map((c) => c.name)).toContain('Chèques-cadeaux');
  });

  it('prices every product with the price helper over its components, defaults included', async () => {
    const all = await products();
    for (const p of all) {
      const c = p.priceComponents;
      const expected = Math.round((c.conversionRate ?? 1) * (c.unitPrice ?? 1) * (c.minimumQuantity ?? 1) * 100) / 100;
      expect(p.price, `product ${p.id}`).toBe(expected);
    }
    // A donation stores only its unit price: rate and minimum are the helper's defaults.
    const donation = all.find((p) => p.kind === 'charity');
    expect(donation?.priceComponents).toEqual({ unitPrice: 1000 });
    expect(donation?.price).toBe(1000);
    // A voucher's values are variants with their own unit price.
    const voucher = all.find((p) => p.kind === 'voucher');
    expect(voucher?.variants.map((v) => v.price)).toEqual(expect.arrayContaining([2500, 5000, 10_000]));
  });

  it('filters by category[n] and category[], price[gte] and price[lte], and type=5 (rewards points)', async () => {
    const all = await products();
    const inCategories = (ids: number[]) => all.filter((p) => p.categories.some((c) => ids.includes(c)));
    const two = await products('?category[0]=2&category[1]=5');
    expect(two.map((p) => p.id)).toEqual(inCategories([2, 5]).map((p) => p.id));
    expect(two.length).toBeGreaterThan(20);
    expect((await products('?category[]=2&category[]=5')).map((p) => p.id)).toEqual(two.map((p) => p.id));

    const ranged = await products('?price[gte]=2500&price[lte]=10000');
    expect(ranged.map((p) => p.id)).toEqual(all.filter((p) => p.price >= 2500 && p.price <= 10_000).map((p) => p.id));
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.length).toBeLessThan(all.length);
    const both = await products('?category[0]=1&price[lte]=5000');
    expect(both.every((p) => p.categories.includes(1) && p.price <= 5000)).toBe(true);
    expect(both.length).toBe(inCategories([1]).filter((p) => p.price <= 5000).length);

    const points = await products('?type=5');
    expect(points.length).toBeGreaterThan(0);
    expect(points.every((p) => p.type === 5 && p.kind === 'points' && p.partner !== null)).toBe(true);
    expect(points.length).toBe(all.filter((p) => p.type === 5).length);
    // The minimum of miles a conversion needs is its price (shown to the member) and its minimum quantity.
    expect(points.every((p) => (p.priceComponents.minimumQuantity ?? 0) > 1 && p.extraSchema !== null)).toBe(true);
    expect(points.every((p) => p.delivery.kind === 'within_48_hours')).toBe(true);

    const sorted = await products('?sort=price_desc');
    expect(sorted.map((p) => p.price)).toEqual([...all.map((p) => p.price)].sort((a, b) => b - a));
    expect(await products('?category[0]=999')).toEqual([]);
  });

  it('refuses malformed filters with 422, never 500', async () => {
    for (const query of ['?category[0]=abc', '?category[3]=-1', '?price[gte]=ten', '?price[lte]=1e9', '?type=9', '?sort=cheap']) {
      const response = await get(`products_light${query}`);
      expect(response.statusCode, query).toBe(422);
      expectContract('Error', json(response));
    }
    expect(json<ErrorBody>(await get('products_light?category[0]=abc')).key).toBe('invalid_category');
    expect((await call(server.app, 'GET', 'products_light')).statusCode).toBe(401);
  });

  it('answers one product, and "Product not found" for an unknown or malformed id', async () => {
    const response = await get('products_light/2', 'nl-be');
    expect(response.statusCode).toBe(200);
    expectContract('Product', json(response));
    expect(json<Schemas['Product']>(response)).toMatchObject({ id: 2, name: 'Gietijzeren braadpan', picture: '/media/products/2.svg' });
    for (const id of ['9999', '0', 'abc']) {
      const missing = await get(`products_light/${id}`);
      expect(missing.statusCode, id).toBe(id === '9999' ? 404 : 422);
    }
    expect(json<ErrorBody>(await get('products_light/9999'))).toMatchObject({ key: 'product_not_found', message: 'Product not found' });
  });

  it('serves each product picture as a generated SVG with caching headers, and 304 on a known ETag', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/media/products/1.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(first.body).not.toMatch(/<script|href=/);
    const other = await server.app.inject({ method: 'GET', url: '/media/products/60.svg' });
    expect(other.body).not.toBe(first.body);
    const again = await server.app.inject({
      method: 'GET',
      url: '/media/products/1.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await server.app.inject({ method: 'GET', url: '/media/products/9999.svg' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/media/partners/101.svg' })).statusCode).toBe(200);
  });

  it("lists the shop's partners with their logo", async () => {
    const response = await get('partners_light?type=shop');
    expect(response.statusCode).toBe(200);
    const partners = json<Schemas['Partner'][]>(response);
    for (const p of partners) expectContract('Partner', p);
    expect(partners.length).toBeGreaterThanOrEqual(8);
    expect(partners.every((p) => p.type === 'shop')).toBe(true);
    expect(partners[0]?.cmsContent.zones.partner_logo[0]?.partner_logo_img).toBe(`/media/partners/${partners[0]?.id}.svg`);
    expect(json<unknown[]>(await get('partners_light?type=destination'))).toEqual([]);
  });
});
