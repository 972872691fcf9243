/** @vitest-environment node */
// The client subscription code of requirements §5 (16 digits, "Please enter 16 digits.") where the programme asks for
// it: a partner's financial service request. The browser's precompiled validator and the API apply the one rule
// (the form's format, src/contract/formats.ts): both accept 16 digits, both refuse anything else, and an
// accepted code is kept with the request.
import { describe, expect, it } from 'vitest';
import financialValidators from '../../src/generated/validators/financial-service-request.js';
import type { Schemas } from '../../server/http/api-types';
import { call, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo'] });

const valid = { phone: '+32 2 123 45 67', contact_time: 'afternoon', consent: true };
const inBrowser = (data: unknown): boolean => Boolean(financialValidators.financialServiceRequest?.(data));

async function financialService(): Promise<number> {
  const [product] = json<Schemas['Product'][]>(await call(server.app, 'GET', 'products_light?type=6', { token: tokens.demo }));
  if (!product) throw new Error('a financial service expected in the catalogue');
  return product.id;
}

describe('the client subscription code of a financial service request', () => {
  it('keeps 16 digits with the request', async () => {
    const productId = await financialService();
    const body = { ...valid, subscription_code: '4000123456789017', product_id: productId };
    expect(inBrowser(body)).toBe(true);
    const response = await call(server.app, 'POST', 'financial_service_requests', { token: tokens.demo, body });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = json<Schemas['FinancialServiceReceipt']>(response);
    const [row] = await server.db.query<{ fields: Record<string, unknown> }>(
      'SELECT fields FROM financial_service_requests WHERE id = $1',
      [id],
    );
    expect(row?.fields.subscription_code).toBe('4000123456789017');
  });

  it('refuses anything but 16 digits, in the browser and in the API alike, with the rule’s own message', async () => {
    const productId = await financialService();
    for (const code of ['400012345678901', '40001234567890170', '4000 1234 5678 9017', '400012345678901A', '']) {
      const body = { ...valid, subscription_code: code, product_id: productId };
      expect(inBrowser(body), code).toBe(false);
      const refused = await call(server.app, 'POST', 'financial_service_requests', { token: tokens.demo, body });
      expect(refused.statusCode, `${code}: ${refused.body}`).toBe(422);
      expect(json<ErrorBody>(refused).violations, code).toEqual([
        { propertyPath: 'subscription_code', message: 'Please enter 16 digits.', key: 'subscription_code' },
      ]);
    }
  });

  it('stays optional: a member who has no subscription yet sends the request without one', async () => {
    const productId = await financialService();
    const body = { ...valid, product_id: productId };
    expect(inBrowser(body)).toBe(true);
    expect((await call(server.app, 'POST', 'financial_service_requests', { token: tokens.demo, body })).statusCode).toBe(201);
  });
});
