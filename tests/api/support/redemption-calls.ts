// Helpers of the room-night redemption tests: dates from the test clock, an arrival the hotel has rooms for,
// a request, the hotel's answer (by the clock or by the dev route), and the member's balance.
import { expect } from 'vitest';
import type { Schemas } from '../../../server/http/api-types';
import { call, json } from './api-calls';
import type { TestServer } from './test-server';
import { stats } from './miles';

/** The UTC day `offset` days from the test clock's now. */
export const dayFrom = (server: TestServer, offset: number) =>
  new Date(server.clock.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The first arrival from `fromDay` on at which the hotel has `rooms` rooms every night of the stay. */
export async function availableArrival(
  server: TestServer,
  token: string,
  hotelId: number,
  nights: number,
  rooms = 1,
  fromDay = 20,
): Promise<string> {
  for (let offset = fromDay; offset < fromDay + 60; offset++) {
    const arrival = dayFrom(server, offset);
    const departure = dayFrom(server, offset + nights);
    const response = await call(
      server.app,
      'GET',
      `hotels/${hotelId}/availability?arrival=${arrival}&departure=${departure}&rooms=${rooms}`,
      { token },
    );
    expect(response.statusCode, response.body).toBe(200);
    if (json<Schemas['HotelAvailability']>(response).available) return arrival;
  }
  throw new Error(`hotel ${hotelId} has no ${nights}-night stay in 60 days`);
}

export const redeem = (server: TestServer, token: string, body: Record<string, unknown>) =>
  call(server.app, 'POST', 'redemptions', { token, body });

export async function redeemed(server: TestServer, token: string, body: Schemas['RedemptionRequest']): Promise<Schemas['Redemption']> {
  const response = await redeem(server, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return json<Schemas['Redemption']>(response);
}

export async function readRedemption(server: TestServer, token: string, id: number): Promise<Schemas['Redemption']> {
  const response = await call(server.app, 'GET', `redemptions/${id}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return json<Schemas['Redemption']>(response);
}

/** The dev route: the hotel answers now (needs the server's devOutbox option). */
export async function decideNow(server: TestServer, id: number, outcome?: 'approved' | 'refused'): Promise<Schemas['Redemption']> {
  const response = await call(server.app, 'POST', `dev/redemptions/${id}/decide`, { body: outcome ? { outcome } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return json<Schemas['Redemption']>(response);
}

export const balanceOf = async (server: TestServer, token: string) => (await stats(server, token)).points[4] ?? 0;
