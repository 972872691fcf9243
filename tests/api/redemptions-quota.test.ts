/** @vitest-environment node */
// The monthly quota of approved room-night requests per hotel and month of stay (requirements §5, §8): at its limit a
// new request is refused with the spec's message; pending requests beyond it are refused when the hotel
// decides (their miles come back); concurrent requests for the last place end with exactly one approved; and
// the quote (the availability answer) says the month is full, by the same rule, before the member confirms.
// In `npm run test:pg` too (scripts/test-postgres.ts): the last-place race on a real PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { giveMiles, newMember, relogin } from './support/miles';
import type { TestMember } from './support/miles';
import { availableArrival, balanceOf, readRedemption, redeem, redeemed } from './support/redemption-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer({ devOutbox: true });
const start = 300_000;
afterEach(() => server.clock.reset());

async function members(n: number, name: string): Promise<TestMember[]> {
  const list: TestMember[] = [];
  for (let i = 0; i < n; i++) {
    const m = await newMember(server, `${name}${i}`);
    await giveMiles(server, m.id, start);
    list.push(m);
  }
  return list;
}

/** The hotel's quote for `nights` nights from `arrival` (the availability answer), checked against the contract. */
async function quote(token: string | undefined, hotelId: number, arrival: string, nights: number): Promise<Schemas['HotelAvailability']> {
  const departure = new Date(Date.parse(`${arrival}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10);
  const response = await call(server.app, 'GET', `hotels/${hotelId}/availability?arrival=${arrival}&departure=${departure}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  const body = json<Schemas['HotelAvailability']>(response);
  expectContract('HotelAvailability', body);
  return body;
}

/** Moves the clock past any request's decision time (one business day) and logs the members in again. */
async function afterDecisions(list: TestMember[]): Promise<TestMember[]> {
  server.clock.advance(4 * 86_400_000);
  return Promise.all(list.map((m) => relogin(server, m)));
}

describe('the monthly quota of approved requests', () => {
  it('approves up to the quota (3 at a Horizon hotel), then refuses a new request for that month with the spec’s message', async () => {
    let team = await members(4, 'quota');
    const arrival = await availableArrival(server, team[0]!.token, 1, 2, 1, 40);
    const requests = [];
    for (const m of team.slice(0, 3)) requests.push(await redeemed(server, m.token, { hotel_id: 1, arrival, nights: 2, rooms: 1 }));
    team = await afterDecisions(team);
    const decided = await Promise.all(requests.map((r, i) => readRedemption(server, team[i]!.token, r.id)));
    expect(decided.map((r) => r.status)).toEqual(['approved', 'approved', 'approved']);

    const over = await redeem(server, team[3]!.token, { hotel_id: 1, arrival, nights: 2, rooms: 1 });
    expect(over.statusCode).toBe(409);
    const body = json<ErrorBody>(over);
    expectContract('Error', body);
    expect(body).toMatchObject({
      key: 'redemption_quota_reached',
      message: 'The maximum number of approved requests for this month of stay has been reached for this hotel',
    });
    expect(await balanceOf(server, team[3]!.token)).toBe(start);
    // Another month of stay, or another hotel, still has places.
    const later = await availableArrival(server, team[3]!.token, 1, 2, 1, 80);
    expect((await redeem(server, team[3]!.token, { hotel_id: 1, arrival: later, nights: 2, rooms: 1 })).statusCode).toBe(201);
    const elsewhere = await availableArrival(server, team[3]!.token, 5, 2, 1, 40);
    expect((await redeem(server, team[3]!.token, { hotel_id: 5, arrival: elsewhere, nights: 2, rooms: 1 })).statusCode).toBe(201);
  });

  it('refuses pending requests beyond the quota when the hotel decides, oldest first, and gives their miles back', async () => {
    let team = await members(3, 'pending');
    // Nordlys hotels approve one request per month of stay.
    const arrival = await availableArrival(server, team[0]!.token, 3, 2, 1, 40);
    const requests = [];
    for (const m of team) requests.push(await redeemed(server, m.token, { hotel_id: 3, arrival, nights: 2, rooms: 1 }));
    team = await afterDecisions(team);
    const decided = [];
    // Read newest first: the decision is still the oldest request's.
    for (let i = team.length - 1; i >= 0; i--) decided.unshift(await readRedemption(server, team[i]!.token, requests[i]!.id));
    expect(decided.map((r) => [r.status, r.refusal_reason])).toEqual([
      ['approved', null],
      ['refused', 'quota'],
      ['refused', 'quota'],
    ]);
    expect(await Promise.all(team.map((m) => balanceOf(server, m.token)))).toEqual([start - requests[0]!.miles, start, start]);
  });

  it('approves exactly one of concurrent requests for the last place', async () => {
    let team = await members(6, 'race');
    const arrival = await availableArrival(server, team[0]!.token, 7, 2, 1, 50);
    // Created at once: every request is pending and holds its miles.
    const created = await Promise.all(team.map((m) => redeem(server, m.token, { hotel_id: 7, arrival, nights: 2, rooms: 1 })));
    expect(created.map((c) => c.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const ids = created.map((c) => json<{ id: number; miles: number }>(c));
    team = await afterDecisions(team);
    // Decided at once: each member's read applies the due decisions.
    const decided = await Promise.all(team.map((m, i) => readRedemption(server, m.token, ids[i]!.id)));
    expect(decided.filter((r) => r.status === 'approved')).toHaveLength(1);
    expect(decided.filter((r) => r.status === 'refused' && r.refusal_reason === 'quota')).toHaveLength(5);
    const balances = await Promise.all(team.map((m) => balanceOf(server, m.token)));
    expect(balances.sort((a, b) => a - b)).toEqual([start - ids[0]!.miles, start, start, start, start, start]);
    const [quota] = await server.db.query<{ approved: number }>(
      'SELECT approved FROM redemption_quotas WHERE hotel_id = 7 AND stay_month = $1',
      [`${arrival.slice(0, 7)}-01`],
    );
    expect(quota?.approved).toBe(1);
    // And the month is now full for a newcomer.
    const [late] = await members(1, 'late');
    expect((await redeem(server, late!.token, { hotel_id: 7, arrival, nights: 2, rooms: 1 })).statusCode).toBe(409);
  });

  it('the quote tells whether the month of arrival is full, by the rule the request is refused with, before the member confirms', async () => {
    let [first, second] = await members(2, 'quote');
    // Nordlys hotels approve one request per month of stay; a month no other test here asks for.
    const arrival = await availableArrival(server, first!.token, 3, 2, 1, 100);
    expect((await quote(second!.token, 3, arrival, 2)).quota_reached).toBe(false);
    const pending = await redeemed(server, first!.token, { hotel_id: 3, arrival, nights: 2, rooms: 1 });
    // A pending request holds no place yet: the month is not full.
    expect((await quote(second!.token, 3, arrival, 2)).quota_reached).toBe(false);
    // The hotel's answer falls due: the quote applies it (nobody read the request), and the month is full.
    [first, second] = await afterDecisions([first!, second!]);
    const full = await quote(second!.token, 3, arrival, 2);
    expect(full).toMatchObject({ available: true, quota_reached: true });
    expect(full.miles_total).toBeGreaterThan(0);
    expect(await readRedemption(server, first!.token, pending.id)).toMatchObject({ status: 'approved' });
    // A guest's quote says it too, and the request the member would confirm is refused by the same rule.
    expect((await quote(undefined, 3, arrival, 2)).quota_reached).toBe(true);
    const refused = await redeem(server, second!.token, { hotel_id: 3, arrival, nights: 2, rooms: 1 });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).key).toBe('redemption_quota_reached');
    // Only the month of arrival counts: a stay starting in another month is quoted with places left.
    const nextMonth = `${new Date(Date.parse(`${arrival.slice(0, 7)}-01T00:00:00Z`) + 40 * 86_400_000).toISOString().slice(0, 7)}-10`;
    expect((await quote(second!.token, 3, nextMonth, 2)).quota_reached).toBe(false);
  });
});
