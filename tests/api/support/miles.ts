// Helpers of the miles API tests: throw-away members, fresh bookings, miles given directly in the ledger.
import { expect } from 'vitest';
import type { Schemas } from '../../../server/http/api-types';
import { call, json, login } from './api-calls';
import type { TestServer } from './test-server';

export interface TestMember {
  id: number;
  email: string;
  password: string;
  token: string;
  agentCode: string;
}

let serial = 0;

/** A new member of the demo agency (dev route), logged in. */
export async function newMember(server: TestServer, name = 'member'): Promise<TestMember> {
  serial += 1;
  const email = `${name}-${serial}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Fresh#2026ok';
  const created = await call(server.app, 'POST', 'dev/members', { body: { email, password } });
  expect(created.statusCode, created.body).toBe(201);
  const { token } = await login(server.app, { email, password });
  const user = json<Schemas['UserLight']>(await call(server.app, 'GET', 'user_light', { token }));
  return { id: user.id, email, password, token, agentCode: user.code };
}

/** A new token for the member (after the test clock moved past the 59 minutes of the last one). */
export async function relogin(server: TestServer, member: TestMember): Promise<TestMember> {
  const { token } = await login(server.app, { email: member.email, password: member.password });
  return { ...member, token };
}

/** A booking nobody has claimed (dev route). */
export async function newBooking(server: TestServer, body: Schemas['DevBookingRequest'] = {}): Promise<Schemas['DevBooking']> {
  const response = await call(server.app, 'POST', 'dev/bookings', { body });
  expect(response.statusCode, response.body).toBe(201);
  return json<Schemas['DevBooking']>(response);
}

/** The claim a member makes of a booking, with the given changes. */
export function claimOf(
  booking: Schemas['DevBooking'],
  changes: Partial<Schemas['BookingClaimRequest']> = {},
): Schemas['BookingClaimRequest'] {
  return {
    booking_number: booking.booking_number,
    cf_number: booking.cf_number,
    property: booking.property,
    guest_firstname: booking.guest_firstname,
    guest_lastname: booking.guest_lastname,
    source: 'website',
    check_in: booking.check_in,
    check_out: booking.check_out,
    ...changes,
  };
}

/** Valid miles straight into the ledger (valid since `validDaysAgo`, 10 by default). */
export async function giveMiles(server: TestServer, userId: number, amount: number, validDaysAgo = 10): Promise<void> {
  const validOn = new Date(server.clock.now() - validDaysAgo * 86_400_000);
  await server.db.query(
    "INSERT INTO movements (user_id, type, status, amount, label, created_at, valid_on, expires_on) VALUES ($1, 'exceptional', 'valid', $2, 'Test credit', $3, $3, $3::timestamptz + interval '24 months')",
    [userId, amount, validOn],
  );
}

export async function stats(server: TestServer, token: string): Promise<Schemas['PointsStats']> {
  const response = await call(server.app, 'GET', 'users_stats', { token });
  expect(response.statusCode, response.body).toBe(200);
  return json<Schemas['PointsStats']>(response);
}

/** A first page of points_history: the count and totals of every match come with it (months too). */
export type FirstPage = Schemas['PointsHistory'] & Required<Pick<Schemas['PointsHistory'], 'count' | 'totals' | 'months'>>;

/** A first page (no cursor) of points_history, `query` its filters: it has the count, totals and months. */
export async function history(server: TestServer, token: string, query = '', language?: string): Promise<FirstPage> {
  if (query.includes('cursor=')) throw new Error('history() reads first pages: nextPage() reads after a cursor');
  const page = await historyPage(server, token, query, language);
  expect(page.count, 'a first page has the count').toBeTypeOf('number');
  expect(page.totals, 'a first page has the totals').toBeInstanceOf(Array);
  expect(page.months, 'a first page has the months').toBeInstanceOf(Array);
  return page as FirstPage;
}

/** A page after a cursor (`query` holds it): the items and the next cursor only. */
export async function nextPage(server: TestServer, token: string, query: string, language?: string): Promise<Schemas['PointsHistory']> {
  const page = await historyPage(server, token, query, language);
  expect(page, 'a next page does not repeat the figures of the first').not.toHaveProperty('count');
  expect(page).not.toHaveProperty('totals');
  expect(page).not.toHaveProperty('months');
  return page;
}

async function historyPage(server: TestServer, token: string, query: string, language?: string): Promise<Schemas['PointsHistory']> {
  const response = await call(server.app, 'GET', `points_history${query}`, {
    token,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<Schemas['PointsHistory']>(response);
}

/** A seeded booking (server/README.md) as a claim, with its dates as stored. */
export async function seededClaim(
  server: TestServer,
  bookingNumber: string,
  changes: Partial<Schemas['BookingClaimRequest']> = {},
): Promise<Schemas['BookingClaimRequest']> {
  const [row] = await server.db.query<{
    cf_number: string;
    hotel_id: number;
    guest_firstname: string;
    guest_lastname: string;
    check_in: string;
    check_out: string;
  }>(
    'SELECT cf_number, hotel_id, guest_firstname, guest_lastname, check_in::text AS check_in, check_out::text AS check_out FROM bookings WHERE booking_number = $1',
    [bookingNumber],
  );
  if (!row) throw new Error(`no seeded booking ${bookingNumber}`);
  return {
    booking_number: bookingNumber,
    cf_number: row.cf_number,
    property: row.hotel_id,
    guest_firstname: row.guest_firstname,
    guest_lastname: row.guest_lastname,
    source: 'call_center',
    check_in: row.check_in,
    check_out: row.check_out,
    ...changes,
  };
}

export const day = 86_400_000;

/** 'YYYY-MM-DD' of the test clock, shifted by whole days. */
export function dayOf(server: TestServer, shiftDays = 0): string {
  return new Date(server.clock.now() + shiftDays * day).toISOString().slice(0, 10);
}

/** What /complete-account sends for a member the dev route made with a name only: every field the form requires. */
export const completedProfile = {
  firstname: 'Olivier',
  lastname: 'Peeters',
  phone: '+32 2 123 45 67',
  job_title: 'Travel agent',
  address_line: 'Rue de la Loi 16',
  postcode: '1000',
  city: 'Bruxelles',
  birth_date: '1980-05-17',
};
