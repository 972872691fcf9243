/** @vitest-environment node */
// A partner's financial service: the request form's submission is stored for its member and
// answered with a receipt (the partner, the date by which it answers: the product's 14-day promise); only a
// financial service of the catalogue can be asked for; another member's receipt is 404; whatever a client
// sends, the answer is a 4xx, never a 500, and a refused request stores nothing.
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { newMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo'] });

const valid = { phone: '+32 2 123 45 67', contact_time: 'morning', message: 'Does it cover skiing?', consent: true };
const send = (token: string | undefined, body: unknown) => call(server.app, 'POST', 'financial_service_requests', { token, body });
const financialProducts = async () =>
  json<Schemas['Product'][]>(await call(server.app, 'GET', 'products_light?type=6', { token: tokens.demo }));
const stored = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM financial_service_requests'))[0]?.n;

describe('financial service requests', () => {
  it('stores a request for a financial service and answers its receipt, in the asked language', async () => {
    const [product] = await financialProducts();
    if (!product?.partner) throw new Error('a financial service with its partner expected');
    const response = await call(server.app, 'POST', 'financial_service_requests', {
      token: tokens.demo,
      body: { ...valid, product_id: product.id },
      headers: { 'accept-language': 'fr-be' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = json<Schemas['FinancialServiceReceipt']>(response);
    expectContract('FinancialServiceReceipt', receipt);
    expect(receipt).toMatchObject({ status: 'received', contact_time: 'morning', partner: product.partner });
    // What the member sent comes back with it; a field left empty is null.
    expect(receipt).toMatchObject({ phone: valid.phone, message: valid.message, consent: true, subscription_code: null });
    expect(receipt.reference).toBe(`FS-${String(receipt.id).padStart(6, '0')}`);
    expect(receipt.product.id).toBe(product.id);
    expect(receipt.product.name).not.toBe(product.name); // fr-be, the product list was in English
    expect(Date.parse(receipt.answer_by) - Date.parse(receipt.created_at)).toBe(14 * 86_400_000);
    const [row] = await server.db.query<{ fields: unknown; partner_id: number }>(
      'SELECT fields, partner_id FROM financial_service_requests WHERE id = $1',
      [receipt.id],
    );
    expect(row).toEqual({ fields: { phone: valid.phone, message: valid.message, consent: true }, partner_id: product.partner.id });
  });

  it("reads a receipt for its member only: another member's id is 404", async () => {
    const [product] = await financialProducts();
    if (!product) throw new Error('no financial service');
    const owner = await newMember(server, 'fs-owner');
    const created = json<Schemas['FinancialServiceReceipt']>(await send(owner.token, { ...valid, product_id: product.id }));
    const mine = await call(server.app, 'GET', `financial_service_requests/${created.id}`, { token: owner.token });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(json(mine)).toEqual(created);
    const theirs = await call(server.app, 'GET', `financial_service_requests/${created.id}`, { token: tokens.demo });
    expect(theirs.statusCode).toBe(404);
    expect(json<ErrorBody>(theirs).key).toBe('financial_service_request_not_found');
    expect((await call(server.app, 'GET', `financial_service_requests/${created.id}`)).statusCode).toBe(401);
    expect((await send(undefined, { ...valid, product_id: product.id })).statusCode).toBe(401);
  });

  it('refuses a product that is not a financial service, an unknown id and a missing consent, storing nothing', async () => {
    const before = await stored();
    for (const productId of [1, 999_999, 2_147_483_647]) {
      const refused = await send(tokens.demo, { ...valid, product_id: productId });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(json<ErrorBody>(refused).key).toBe('product_not_found');
    }
    const [product] = await financialProducts();
    if (!product) throw new Error('no financial service');
    const { consent: _consent, ...noConsent } = valid;
    expect((await send(tokens.demo, { ...noConsent, product_id: product.id })).statusCode).toBe(422);
    expect((await send(tokens.demo, { ...valid, consent: false, product_id: product.id })).statusCode).toBe(422);
    expect(await stored()).toBe(before);
  });

  it('answers every malformed request with a 4xx, never a 500', async () => {
    const [product] = await financialProducts();
    if (!product) throw new Error('no financial service');
    const base = { ...valid, product_id: product.id };
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      {},
      { ...base, product_id: '12' },
      { ...base, product_id: -1 },
      { ...base, product_id: 1.5 },
      { ...base, product_id: 1e12 },
      { ...base, product_id: null },
      { ...base, phone: 'call me' },
      { ...base, phone: '1'.repeat(5000) },
      { ...base, contact_time: 'night' },
      { ...base, message: 'x'.repeat(1001) },
      { ...base, message: 'nul\u0000byte' },
      { ...base, consent: 'yes' },
      { ...base, extra: 'field' },
    ];
    const before = await stored();
    for (const body of bodies) {
      const response = await send(tokens.demo, body);
      expect(response.statusCode, `${JSON.stringify(body)?.slice(0, 80)} → ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
    for (const id of ['0', 'abc', '99999999999', '-1', '1%00']) {
      const response = await call(server.app, 'GET', `financial_service_requests/${id}`, { token: tokens.demo });
      expect([404, 422], `${id} → ${response.body}`).toContain(response.statusCode);
    }
    expect(await stored()).toBe(before);
  });
});
