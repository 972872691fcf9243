/** @vitest-environment node */
// Placing orders: the submit is one transaction (balance checked under the member's lock, order written,
// one `order` movement, basket emptied), exactly once however often or concurrently it is sent. Also run
// on a real PostgreSQL: `npm run test:pg -- tests/api/shop-orders.test.ts`.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { agent, call, demo, expectContract, json, login, violationOf } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { day, giveMiles, history, newMember, relogin, stats } from './support/miles';
import type { TestMember } from './support/miles';
import { expectStateMatchesLedger } from './support/ledger-state';
import { added, basket, basketIdOf, chooseAddress, submit } from './support/shop';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo', 'other'] });

let catalogue: Schemas['Product'][] = [];
const first = (test: (p: Schemas['Product']) => boolean) => {
  const found = catalogue.find(test);
  if (!found) throw new Error('no such product in the catalogue');
  return found;
};
const plain = () => first((p) => p.kind === 'physical' && p.variants.length === 0 && !p.ideal_gift);
/** The RailPlus conversion: 1.25 miles a point, so 1 001 points cost 1 251.25 miles. */
const fractional = () => first((p) => p.type === 5 && p.priceComponents.conversionRate === 1.25);
const loyalty = (p: Schemas['Product']) => ({ loyalty_number: '7'.repeat(Number(/\{(\d+)\}/.exec(JSON.stringify(p.extraSchema))?.[1])) });
const balanceOf = async (token: string) => (await stats(server, token)).points[4] ?? 0;
const orderMovements = async (userId: number) =>
  server.db.query<{ amount: number }>("SELECT amount FROM movements WHERE user_id = $1 AND type = 'order'", [userId]);

beforeAll(async () => {
  catalogue = json<Schemas['Product'][]>(await call(server.app, 'GET', 'products_light', { token: tokens.demo }));
});
afterEach(() => server.clock.reset());

/** A new member whose basket holds a physical gift and a points conversion with a fraction of a mile. */
async function memberWithBasket(name: string): Promise<{ member: TestMember; basketId: number; totalMiles: number }> {
  const member = await newMember(server, name);
  const basketId = await basketIdOf(server, member.token);
  await chooseAddress(server, member.token, basketId);
  await added(server, member.token, basketId, { product: plain().id });
  const b = await added(server, member.token, basketId, { product: fractional().id, quantity: 1001, extras: loyalty(fractional()) });
  return { member, basketId, totalMiles: b.total_miles };
}

describe('submitting a basket', () => {
  it('with exactly enough miles places the order, debits the total once and empties the basket', async () => {
    const { member, basketId, totalMiles } = await memberWithBasket('exact');
    const before = await basket(server, member.token, basketId);
    expect(before.total).toBe(plain().price + 1251.25);
    expect(totalMiles).toBe(plain().price + 1252);
    await giveMiles(server, member.id, totalMiles);
    expect((await basket(server, member.token, basketId)).shortfall).toBe(0);

    const response = await submit(server, member.token, basketId, randomUUID());
    expect(response.statusCode, response.body).toBe(201);
    const order = json<Schemas['Order']>(response);
    expectContract('Order', order);
    expect(order).toMatchObject({
      status: 'in_delivery',
      total: before.total,
      total_miles: totalMiles,
      balance: 0,
      number: String(order.id),
    });
    expect(order.lines.map((l) => [l.product.id, l.quantity, l.price])).toEqual(
      before.items.map((i) => [i.product.id, i.quantity, i.price]),
    );
    expect(order.lines.find((l) => l.product.type === 5)?.extras).toEqual(loyalty(fractional()));
    expect(order.delivery_address).toMatchObject({ city: 'Brussels', country_code: 'BE', country: 'Belgium' });
    // The order keeps the address's code; its country is named in the language of each read.
    for (const [language, name] of [
      ['fr-be', 'Belgique'],
      ['nl-be', 'België'],
    ] as const) {
      const read = await call(server.app, 'GET', `orders/${order.id}`, { token: member.token, headers: { 'accept-language': language } });
      expect(json<Schemas['Order']>(read).delivery_address?.country).toBe(name);
      const listed = await call(server.app, 'GET', 'orders', { token: member.token, headers: { 'accept-language': language } });
      expect(json<Schemas['Order'][]>(listed).find((o) => o.id === order.id)?.delivery_address?.country).toBe(name);
    }

    expect(await balanceOf(member.token)).toBe(0);
    expect(await basket(server, member.token, basketId)).toMatchObject({ items: [], total: 0 });
    expect((await stats(server, member.token)).basket).toBe(0);
    expect(await orderMovements(member.id)).toEqual([{ amount: -totalMiles }]);
    // The history line, in each language, is the order's movement.
    const labels = await Promise.all(
      ['en', 'fr-be', 'nl-be'].map(async (l) => (await history(server, member.token, '?type[]=order', l)).items[0]),
    );
    expect(labels.map((line) => line?.label)).toEqual([
      `Gift shop order ${order.number}`,
      `Commande boutique cadeaux ${order.number}`,
      `Bestelling cadeaushop ${order.number}`,
    ]);
    expect(labels[0]).toMatchObject({ id: order.movement_id, amount: -totalMiles, type: 'order', status: 'valid' });
    const listed = json<Schemas['Order'][]>(await call(server.app, 'GET', 'orders', { token: member.token }));
    expect(listed.map((o) => o.id)).toEqual([order.id]);
    await expectStateMatchesLedger(server, member.id);
  });

  it('one mile short is refused with the shortfall, and nothing is written', async () => {
    const { member, basketId, totalMiles } = await memberWithBasket('short');
    await giveMiles(server, member.id, totalMiles - 1);
    const before = await basket(server, member.token, basketId);
    expect(before.shortfall).toBe(1);
    const response = await submit(server, member.token, basketId, randomUUID());
    expect(response.statusCode).toBe(422);
    expect(json<ErrorBody>(response)).toMatchObject({ key: 'insufficient_points', message: 'You need 1 mile more for this order.' });
    expect(violationOf(response, 'total_miles')?.key).toBe('insufficient_points');
    expect(await basket(server, member.token, basketId)).toEqual(before);
    expect(await balanceOf(member.token)).toBe(totalMiles - 1);
    expect(await orderMovements(member.id)).toEqual([]);
    expect(json<unknown[]>(await call(server.app, 'GET', 'orders', { token: member.token }))).toEqual([]);
  });

  it('refuses an empty basket, a physical gift without an address, and a support agent', async () => {
    const member = await newMember(server, 'refusals');
    const basketId = await basketIdOf(server, member.token);
    await giveMiles(server, member.id, 100_000);
    expect(json<ErrorBody>(await submit(server, member.token, basketId)).key).toBe('basket_empty');
    // The body is empty by the spec; a client that sends an empty JSON object gets the same answer.
    const withBody = await call(server.app, 'PATCH', `baskets/${basketId}/submit`, { token: member.token, body: {} });
    expect(json<ErrorBody>(withBody)).toMatchObject({ code: 422, key: 'basket_empty' });
    await added(server, member.token, basketId, { product: plain().id });
    const noAddress = await submit(server, member.token, basketId);
    expect(violationOf(noAddress, 'delivery_address')?.key).toBe('delivery_address_required');
    expect(json<ErrorBody>(await submit(server, member.token, basketId, 'short'))).toMatchObject({ key: 'idempotency_key_invalid' });

    const agentToken = (await login(server.app, agent)).token;
    const { hash } = json<Schemas['ImpersonationHash']>(
      await call(server.app, 'POST', 'admin/impersonation_hashes', { token: agentToken, body: { email: demo.email } }),
    );
    const { token } = json<Schemas['ImpersonationTokens']>(await call(server.app, 'POST', 'impersonate', { body: { hash } }));
    const demoBasket = await basketIdOf(server, tokens.demo);
    const impersonated = await submit(server, token, demoBasket);
    expect(impersonated.statusCode).toBe(409);
    expect(json<ErrorBody>(impersonated).key).toBe('impersonation_forbidden');
  });
});

describe('20 concurrent submits of one basket', () => {
  it('with different keys (or none) place one order and debit once; the others find the basket empty', async () => {
    const { member, basketId, totalMiles } = await memberWithBasket('rush');
    await giveMiles(server, member.id, 3 * totalMiles);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(server, member.token, basketId, i % 2 === 0 ? randomUUID() : undefined)),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 201).map((a) => json<ErrorBody>(a).key)).toEqual(Array(19).fill('basket_empty'));
    expect(await orderMovements(member.id)).toEqual([{ amount: -totalMiles }]);
    expect(await balanceOf(member.token)).toBe(2 * totalMiles);
    expect(json<unknown[]>(await call(server.app, 'GET', 'orders', { token: member.token }))).toHaveLength(1);
    await expectStateMatchesLedger(server, member.id);
  });

  it('with the same Idempotency-Key all answer the one order, and a later retry too', async () => {
    const { member, basketId, totalMiles } = await memberWithBasket('retry');
    await giveMiles(server, member.id, 3 * totalMiles);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(server, member.token, basketId, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((a) => json<Schemas['Order']>(a).id));
    expect(ids.size).toBe(1);
    // The member fills the basket again; a late retry of the first submit still answers the first order.
    await added(server, member.token, basketId, { product: plain().id });
    const late = await submit(server, member.token, basketId, key);
    expect(json<Schemas['Order']>(late).id).toBe([...ids][0]);
    expect((await basket(server, member.token, basketId)).items).toHaveLength(1);
    expect(await orderMovements(member.id)).toEqual([{ amount: -totalMiles }]);
    expect(await balanceOf(member.token)).toBe(2 * totalMiles);
    await expectStateMatchesLedger(server, member.id);
  });
});

describe('order statuses', () => {
  it('move with the clock: a voucher is delivered with its code after 72 hours, a physical gift after 4 weeks', async () => {
    let member = await newMember(server, 'clock');
    const basketId = await basketIdOf(server, member.token);
    await chooseAddress(server, member.token, basketId);
    const voucher = first((p) => p.kind === 'voucher');
    await added(server, member.token, basketId, { product: voucher.id, variant: voucher.variants[0]?.id });
    await added(server, member.token, basketId, { product: plain().id });
    await giveMiles(server, member.id, 100_000);
    const placed = json<Schemas['Order']>(await submit(server, member.token, basketId));
    const lineOf = (o: Schemas['Order'], kind: string) => o.lines.find((l) => l.product.kind === kind);
    expect(lineOf(placed, 'voucher')).toMatchObject({ status: 'in_delivery', voucher_code: null, delivered_at: null });
    expect(lineOf(placed, 'voucher')?.delivery).toEqual({ kind: 'within_72_hours', hours: 72 });
    expect(lineOf(placed, 'physical')?.delivery).toEqual({ kind: 'within_4_weeks', hours: 672 });
    const read = async () => {
      member = await relogin(server, member);
      const response = await call(server.app, 'GET', `orders/${placed.id}`, {
        token: member.token,
        headers: { 'accept-language': 'fr-be' },
      });
      expect(response.statusCode).toBe(200);
      expectContract('Order', json(response));
      return json<Schemas['Order']>(response);
    };

    server.clock.advance(72 * 3_600_000 - 60_000);
    expect((await read()).status).toBe('in_delivery');
    expect(lineOf(await read(), 'voucher')?.voucher_code).toBeNull();
    server.clock.advance(60_000);
    const afterThreeDays = await read();
    expect(afterThreeDays.status).toBe('in_delivery');
    expect(lineOf(afterThreeDays, 'voucher')?.status).toBe('delivered');
    expect(lineOf(afterThreeDays, 'voucher')?.voucher_code).toMatch(/^MILES-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(lineOf(afterThreeDays, 'voucher')?.product.name).toMatch(/^Chèque-cadeau /);
    expect(lineOf(afterThreeDays, 'physical')?.status).toBe('in_delivery');

    server.clock.advance(25 * day);
    const delivered = await read();
    expect(delivered.status).toBe('delivered');
    expect(delivered.lines.every((l) => l.status === 'delivered' && l.delivered_at !== null)).toBe(true);
    expect(lineOf(delivered, 'physical')?.voucher_code).toBeNull();
  });
});

describe('orders of another member', () => {
  it('are 404, and never listed', async () => {
    const { member, basketId, totalMiles } = await memberWithBasket('private');
    await giveMiles(server, member.id, totalMiles);
    const order = json<Schemas['Order']>(await submit(server, member.token, basketId));
    const foreign = await call(server.app, 'GET', `orders/${order.id}`, { token: tokens.other });
    expect(foreign.statusCode).toBe(404);
    expect(json<ErrorBody>(foreign).key).toBe('order_not_found');
    const others = json<Schemas['Order'][]>(await call(server.app, 'GET', 'orders', { token: tokens.other }));
    expect(others.some((o) => o.id === order.id)).toBe(false);
    expect((await call(server.app, 'GET', `orders/${order.id}`, { token: member.token })).statusCode).toBe(200);
  });
});
