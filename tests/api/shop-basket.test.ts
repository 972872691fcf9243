/** @vitest-environment node */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, json, violationOf } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { newMember, stats } from './support/miles';
import type { TestMember } from './support/miles';
import { addToBasket, added, basket, basketIdOf } from './support/shop';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo', 'other'] });

let catalogue: Schemas['Product'][] = [];
const first = (test: (p: Schemas['Product']) => boolean) => {
  const found = catalogue.find(test);
  if (!found) throw new Error('no such product in the catalogue');
  return found;
};
const plain = () => first((p) => p.kind === 'physical' && p.variants.length === 0 && !p.ideal_gift);
const coloured = () => first((p) => p.kind === 'physical' && p.variants.length > 0);
const points = () => first((p) => p.type === 5);
const voucher = () => first((p) => p.kind === 'voucher');

beforeAll(async () => {
  catalogue = json<Schemas['Product'][]>(await call(server.app, 'GET', 'products_light', { token: tokens.demo }));
});

describe('the basket', () => {
  let member: TestMember;
  let basketId: number;
  beforeAll(async () => {
    member = await newMember(server, 'basket');
    basketId = await basketIdOf(server, member.token);
  });

  it('is named by users_stats, empty at first, with the server total', async () => {
    const empty = await basket(server, member.token, basketId);
    expectContract('Basket', empty);
    expect(empty).toMatchObject({ id: basketId, items: [], item_count: 0, total: 0, total_miles: 0, shortfall: 0 });
    expect((await stats(server, member.token)).basket).toBe(0);
    // Another member's basket id is another basket.
    expect(await basketIdOf(server, tokens.demo)).not.toBe(basketId);
  });

  it('adds products (a variant, an extra field), merges the same line, and prices with the helper', async () => {
    const p = plain();
    let b = await added(server, member.token, basketId, { product: p.id });
    expectContract('Basket', b);
    expect(b.items).toHaveLength(1);
    expect(b.items[0]).toMatchObject({ quantity: 1, price: p.price, variant: null });
    b = await added(server, member.token, basketId, { product: p.id, quantity: 2 });
    expect(b.items).toHaveLength(1);
    expect(b.items[0]?.quantity).toBe(3);

    const c = coloured();
    const variant = c.variants[1];
    if (!variant) throw new Error('no variant');
    b = await added(server, member.token, basketId, { product: c.id, variant: variant.id });
    expect(b.items.find((i) => i.product.id === c.id)?.variant).toEqual({ id: variant.id, name: variant.name });

    const pts = points();
    const digits = Number(/\{(\d+)\}/.exec(JSON.stringify(pts.extraSchema))?.[1]);
    const minimum = pts.priceComponents.minimumQuantity ?? 1;
    b = await added(server, member.token, basketId, {
      product: pts.id,
      quantity: minimum + 1,
      extras: { loyalty_number: '1'.repeat(digits) },
    });
    const line = b.items.find((i) => i.product.id === pts.id);
    expect(line?.extras).toEqual({ loyalty_number: '1'.repeat(digits) });
    expect(line?.price).toBe(Math.round((pts.priceComponents.conversionRate ?? 1) * (minimum + 1) * 100) / 100);

    const v = voucher();
    const value = v.variants[2];
    if (!value) throw new Error('no voucher value');
    b = await added(server, member.token, basketId, { product: v.id, variant: value.id });
    expect(b.items.find((i) => i.product.id === v.id)?.price).toBe(value.price);

    const expectedTotal = Math.round(b.items.reduce((s, i) => s + i.price, 0) * 100) / 100;
    expect(b.total).toBe(expectedTotal);
    expect(b.total_miles).toBe(Math.ceil(expectedTotal));
    expect(b.needs_delivery_address).toBe(true);
    // users_stats counts units; a points conversion is one.
    expect((await stats(server, member.token)).basket).toBe(3 + 1 + 1 + 1);
    // The names follow Accept-Language.
    const fr = await basket(server, member.token, basketId, 'fr-be');
    expect(fr.items[0]?.product.name).toBe(await frName(p.id));
    expect(fr.items[0]?.product.name).not.toBe(p.name);
  });

  it('refuses an unknown product, a missing or foreign variant, a quantity under the minimum, and bad extra fields', async () => {
    const add = (body: unknown) => addToBasket(server, member.token, basketId, body);
    const before = await basket(server, member.token, basketId);
    expect(json<ErrorBody>(await add({ product: 99_999 }))).toMatchObject({
      code: 422,
      key: 'product_not_found',
      message: 'Product not found',
    });
    expect(violationOf(await add({ product: coloured().id }), 'variant')?.key).toBe('variant_required');
    expect(violationOf(await add({ product: coloured().id, variant: voucher().variants[0]?.id }), 'variant')?.key).toBe(
      'variant_not_found',
    );
    expect(violationOf(await add({ product: plain().id, variant: coloured().variants[0]?.id }), 'variant')?.key).toBe('variant_not_found');
    const pts = points();
    const minimum = pts.priceComponents.minimumQuantity ?? 1;
    const digits = Number(/\{(\d+)\}/.exec(JSON.stringify(pts.extraSchema))?.[1]);
    const tooFew = await add({ product: pts.id, quantity: minimum - 1, extras: { loyalty_number: '2'.repeat(digits) } });
    expect(violationOf(tooFew, 'quantity')).toMatchObject({
      key: 'quantity_below_minimum',
      message: `The minimum quantity of this product is ${minimum}.`,
    });
    const noNumber = await add({ product: pts.id, quantity: minimum });
    expect(violationOf(noNumber, 'extras.loyalty_number')?.key).toBe('loyalty_number_required');
    const badNumber = await add({ product: pts.id, quantity: minimum, extras: { loyalty_number: '12ab' } });
    expect(violationOf(badNumber, 'extras.loyalty_number')).toMatchObject({ key: 'loyalty_number_format' });
    expect(violationOf(badNumber, 'extras.loyalty_number')?.message).toMatch(/membership number: \d+ digits\./);
    expect(violationOf(await add({ product: plain().id, extras: { note: 'x' } }), 'extras.note')?.key).toBe('unexpected_extra_field');
    expect(violationOf(await add({ product: plain().id, quantity: 0 }), 'quantity')?.key).toBe('invalid_quantity');
    expect(json<ErrorBody>(await add({ product: first((p) => p.ideal_gift).id, quantity: 1000 })).code).toBe(409);
    expect((await add({ product: plain().id, quantity: 1_000_000 })).statusCode).toBe(422);
    // Nothing of it changed the basket.
    expect(await basket(server, member.token, basketId)).toEqual(before);
  });

  it('changes a line (quantity, variant) by the same rules, and removes it', async () => {
    const b = await basket(server, member.token, basketId);
    const line = b.items.find((i) => i.variant !== null && i.product.kind === 'physical');
    if (!line) throw new Error('no coloured line');
    const c = catalogue.find((p) => p.id === line.product.id);
    const changed = await call(server.app, 'PATCH', `basket_items/${line.id}`, {
      token: member.token,
      body: { quantity: 2, variant: c?.variants[0]?.id },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectContract('BasketItem', json(changed));
    expect(json<Schemas['BasketItem']>(changed)).toMatchObject({ id: line.id, quantity: 2, variant: { id: c?.variants[0]?.id } });
    expect(json<Schemas['BasketItem']>(changed).price).toBe(line.price * 2);
    const refused = await call(server.app, 'PATCH', `basket_items/${line.id}`, { token: member.token, body: { variant: null } });
    expect(violationOf(refused, 'variant')?.key).toBe('variant_required');

    const removed = await call(server.app, 'DELETE', `basket_items/${line.id}`, { token: member.token });
    expect(removed.statusCode).toBe(204);
    expect((await basket(server, member.token, basketId)).items.some((i) => i.id === line.id)).toBe(false);
    expect((await call(server.app, 'DELETE', `basket_items/${line.id}`, { token: member.token })).statusCode).toBe(404);
  });

  it('takes a delivery address for the basket, and falls back to the profile when cleared', async () => {
    const address = { name: 'Dana Meyer', line: 'Rue Neuve 1', postcode: '1000', city: 'Brussels', country_code: 'BE' };
    const set = await call(server.app, 'PATCH', `baskets/${basketId}`, { token: member.token, body: { delivery_address: address } });
    expect(set.statusCode, set.body).toBe(200);
    expect(json<Schemas['Basket']>(set)).toMatchObject({ delivery_address: address, delivery_address_source: 'basket' });
    // Kept as sent, shown back with its country named in the request's language (the countries file).
    expect(json<Schemas['Basket']>(set).delivery_address).toEqual({ ...address, country: 'Belgium' });
    expect((await basket(server, member.token, basketId, 'fr-be')).delivery_address?.country).toBe('Belgique');
    expect((await basket(server, member.token, basketId, 'nl-be')).delivery_address?.country).toBe('België');
    // A name is the answer's: a request that sends one is refused.
    const named = await call(server.app, 'PATCH', `baskets/${basketId}`, {
      token: member.token,
      body: { delivery_address: { ...address, country: 'Belgium' } },
    });
    expect(named.statusCode).toBe(422);
    expect(violationOf(named, 'delivery_address.country')?.key).toBe('unexpected_field');
    const bad = await call(server.app, 'PATCH', `baskets/${basketId}`, {
      token: member.token,
      body: { delivery_address: { ...address, city: 'Line\u0000break', country_code: 'Belgium' } },
    });
    expect(bad.statusCode).toBe(422);
    const cleared = await call(server.app, 'PATCH', `baskets/${basketId}`, { token: member.token, body: { delivery_address: null } });
    // A new member's profile has no address yet.
    expect(json<Schemas['Basket']>(cleared)).toMatchObject({ delivery_address: null, delivery_address_source: null });
  });
});

async function frName(id: number): Promise<string> {
  return json<Schemas['Product']>(
    await call(server.app, 'GET', `products_light/${id}`, { token: tokens.demo, headers: { 'accept-language': 'fr-be' } }),
  ).name;
}

describe("another member's basket and lines", () => {
  it('are 404 to read, change, fill, submit or remove', async () => {
    const owner = await newMember(server, 'owner');
    const ownerBasket = await basketIdOf(server, owner.token);
    const b = await added(server, owner.token, ownerBasket, { product: plain().id });
    const itemId = b.items[0]?.id;
    const intruder = tokens.other;
    const answers = await Promise.all([
      call(server.app, 'GET', `baskets/${ownerBasket}`, { token: intruder }),
      call(server.app, 'PATCH', `baskets/${ownerBasket}`, { token: intruder, body: { delivery_address: null } }),
      addToBasket(server, intruder, ownerBasket, { product: plain().id }),
      call(server.app, 'PATCH', `baskets/${ownerBasket}/submit`, { token: intruder }),
      call(server.app, 'PATCH', `basket_items/${itemId}`, { token: intruder, body: { quantity: 5 } }),
      call(server.app, 'DELETE', `basket_items/${itemId}`, { token: intruder }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(answers.map((a) => json<ErrorBody>(a).key)).toEqual([
      'basket_not_found',
      'basket_not_found',
      'basket_not_found',
      'basket_not_found',
      'basket_item_not_found',
      'basket_item_not_found',
    ]);
    // The owner's basket is as it was.
    expect((await basket(server, owner.token, ownerBasket)).items).toEqual(b.items);
    expect((await call(server.app, 'GET', `baskets/${ownerBasket}`)).statusCode).toBe(401);
  });
});
