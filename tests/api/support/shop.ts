// Helpers of the shop API tests: the member's basket id (from users_stats, as the portal gets it), lines put
// in it, a submit, and the balance state compared with plain sums over the ledger.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Schemas } from '../../../server/http/api-types';
import { call, json } from './api-calls';
import { stats } from './miles';
import type { TestServer } from './test-server';

export async function basketIdOf(server: TestServer, token: string): Promise<number> {
  const id = (await stats(server, token)).basket_id;
  if (id === undefined) throw new Error('users_stats gave no basket_id');
  return id;
}

export function addToBasket(server: TestServer, token: string, basketId: number, body: unknown): Promise<LightMyRequestResponse> {
  return call(server.app, 'PATCH', `baskets/${basketId}/add_product`, { token, body });
}

/** Adds a line and expects it accepted; answers the basket. */
export async function added(
  server: TestServer,
  token: string,
  basketId: number,
  body: Schemas['AddProductRequest'],
): Promise<Schemas['Basket']> {
  const response = await addToBasket(server, token, basketId, body);
  expect(response.statusCode, response.body).toBe(200);
  return json<Schemas['Basket']>(response);
}

export async function basket(server: TestServer, token: string, basketId: number, language?: string): Promise<Schemas['Basket']> {
  const response = await call(server.app, 'GET', `baskets/${basketId}`, {
    token,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<Schemas['Basket']>(response);
}

export function submit(server: TestServer, token: string, basketId: number, key?: string): Promise<LightMyRequestResponse> {
  return call(server.app, 'PATCH', `baskets/${basketId}/submit`, { token, headers: key ? { 'idempotency-key': key } : {} });
}

/** A delivery address chosen for the basket (new members have none in their profile). */
export async function chooseAddress(server: TestServer, token: string, basketId: number): Promise<void> {
  const response = await call(server.app, 'PATCH', `baskets/${basketId}`, {
    token,
    body: { delivery_address: { name: 'Test Member', line: 'Rue Neuve 1', postcode: '1000', city: 'Brussels', country_code: 'BE' } },
  });
  expect(response.statusCode, response.body).toBe(200);
}
