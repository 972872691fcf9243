/** @vitest-environment node */
// Ideal gift access (requirements §5): at least one partner sale and settings_light.ideal_gift_threshold valid miles;
// the answer says what is missing, and the selection's products are only sold to members with access.
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { giveMiles, newMember } from './support/miles';
import { addToBasket, basket, basketIdOf, chooseAddress, submit } from './support/shop';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo'] });

const access = async (token: string) => {
  const response = await call(server.app, 'GET', 'ideal_gifts_check_access', { token });
  expect(response.statusCode, response.body).toBe(200);
  expectContract('IdealGiftAccess', json(response));
  return json<Schemas['IdealGiftAccess']>(response);
};
const addSale = (userId: number) =>
  server.db.query("INSERT INTO partner_sales (user_id, partner, reference, created_at) VALUES ($1, 'Riviera Hotels', 'PS-TEST', $2)", [
    userId,
    new Date(server.clock.now()),
  ]);

describe('ideal gift access', () => {
  it("reads the threshold from the programme's settings", async () => {
    const settings = json<Schemas['Settings']>(await call(server.app, 'GET', 'settings_light'));
    const member = await newMember(server, 'nothing');
    expect(await access(member.token)).toEqual({
      access: false,
      missing: ['miles', 'partner_sale'],
      balance: 0,
      threshold: settings.ideal_gift_threshold,
      missing_miles: settings.ideal_gift_threshold,
      partner_sales: 0,
      required_partner_sales: 1,
      missing_partner_sales: 1,
    });
  });

  it('needs both: the miles without a sale, a sale one mile short, then both', async () => {
    const member = await newMember(server, 'ideal');
    await giveMiles(server, member.id, 80_000);
    expect(await access(member.token)).toMatchObject({
      access: false,
      missing: ['partner_sale'],
      missing_miles: 0,
      missing_partner_sales: 1,
    });
    const other = await newMember(server, 'ideal-short');
    await giveMiles(server, other.id, 79_999);
    await addSale(other.id);
    expect(await access(other.token)).toMatchObject({ access: false, missing: ['miles'], missing_miles: 1, partner_sales: 1 });
    await giveMiles(server, other.id, 1);
    expect(await access(other.token)).toMatchObject({ access: true, missing: [], missing_miles: 0, balance: 80_000 });
    // Pending miles do not count.
    const pending = await newMember(server, 'ideal-pending');
    await addSale(pending.id);
    await server.db.query(
      "INSERT INTO movements (user_id, type, status, amount, label, created_at, valid_on) VALUES ($1, 'reservation', 'pending', 90000, 'Pending stay', $2, $3)",
      [pending.id, new Date(server.clock.now()), new Date(server.clock.now() + 5 * 86_400_000)],
    );
    expect(await access(pending.token)).toMatchObject({ access: false, missing: ['miles'] });
  });

  it('gives Dana (87 500 miles, one partner sale) access', async () => {
    expect(await access(tokens.demo)).toMatchObject({ access: true, partner_sales: 1 });
  });

  it("sells the selection's products only with access", async () => {
    const products = json<Schemas['Product'][]>(await call(server.app, 'GET', 'products_light?ideal_gift=true', { token: tokens.demo }));
    expect(products.length).toBeGreaterThanOrEqual(8);
    expect(products.every((p) => p.ideal_gift)).toBe(true);
    const gift = products[0];
    if (!gift) throw new Error('no ideal gift');
    const member = await newMember(server, 'ideal-buyer');
    const basketId = await basketIdOf(server, member.token);
    await giveMiles(server, member.id, 90_000);
    const refused = await addToBasket(server, member.token, basketId, { product: gift.id });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).key).toBe('ideal_gift_access_required');
    await addSale(member.id);
    const accepted = await addToBasket(server, member.token, basketId, { product: gift.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('checks the access again at submit: a gift added with access is not ordered once the sale is gone', async () => {
    const [gift] = json<Schemas['Product'][]>(await call(server.app, 'GET', 'products_light?ideal_gift=true', { token: tokens.demo }));
    if (!gift) throw new Error('no ideal gift');
    const member = await newMember(server, 'ideal-submit');
    const basketId = await basketIdOf(server, member.token);
    await giveMiles(server, member.id, 90_000);
    await addSale(member.id);
    await chooseAddress(server, member.token, basketId);
    expect((await addToBasket(server, member.token, basketId, { product: gift.id })).statusCode).toBe(200);
    // The sale is cancelled between the add and the submit.
    await server.db.query('DELETE FROM partner_sales WHERE user_id = $1', [member.id]);
    const refused = await submit(server, member.token, basketId);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json<ErrorBody>(refused).key).toBe('ideal_gift_access_required');
    // Nothing ordered, nothing debited, the line still there.
    const after = await basket(server, member.token, basketId);
    expect(after.items.map((i) => i.product.id)).toEqual([gift.id]);
    expect(after.balance).toBe(90_000);
    expect(await server.db.query('SELECT id FROM orders WHERE user_id = $1', [member.id])).toEqual([]);
    // With the sale back, the same basket is ordered.
    await addSale(member.id);
    const placed = await submit(server, member.token, basketId);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(json<Schemas['Order']>(placed).total_miles).toBe(gift.price);
  });
});
