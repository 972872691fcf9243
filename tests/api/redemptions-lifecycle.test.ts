/** @vitest-environment node */
// Room-night redemption: a request holds its miles at once (one ledger movement); one business day
// later (the injected clock) the hotel approves it and the movement stays as the debit; a refusal cancels the
// movement and the miles come back. The balance is checked at each step, the rules of a request at their
// edges, my bookings, and ownership (another member's request is a 404).
import { afterEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { giveMiles, history, newMember, relogin } from './support/miles';
import type { TestMember } from './support/miles';
import { availableArrival, balanceOf, decideNow, readRedemption, redeem, redeemed } from './support/redemption-calls';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo', 'other'], devOutbox: true });
const days = (n: number) => n * 86_400_000;
afterEach(() => server.clock.reset());

async function richMember(name: string, miles = 200_000): Promise<TestMember> {
  const member = await newMember(server, name);
  await giveMiles(server, member.id, miles);
  return member;
}

const movementOf = async (member: TestMember, id: number) =>
  (await history(server, member.token, '?limit=50')).items.find((m) => m.id === id);

describe('a redemption request', () => {
  it('holds the miles while pending, keeps them as the debit once the hotel approves (one business day later)', async () => {
    let member = await richMember('approved');
    const arrival = await availableArrival(server, member.token, 16, 2);
    const request = await redeemed(server, member.token, { hotel_id: 16, arrival, nights: 2, rooms: 1 });
    expectContract('Redemption', request);
    expect(request).toMatchObject({
      status: 'pending',
      nights: 2,
      rooms: 1,
      adults: [2],
      children: [0],
      hotel: { id: 16, name: 'Horizon Paris Opéra', city: 'Paris', country_code: 'FR', country: 'France' },
    });
    expect(request.reference).toMatch(/^RN-[0-9]{6}$/);
    expect(request.miles).toBeGreaterThan(0);
    expect(await balanceOf(server, member.token)).toBe(200_000 - request.miles);
    const held = await movementOf(member, request.movement_id);
    expect(held).toMatchObject({ type: 'order', status: 'valid', amount: -request.miles });
    expect(held?.label).toBe(`Room nights held – Horizon Paris Opéra, Paris (2 nights, request ${request.reference})`);

    // Before the hotel's answer is due nothing changes.
    server.clock.advance(days(1) / 2);
    member = await relogin(server, member);
    expect((await readRedemption(server, member.token, request.id)).status).toBe('pending');
    server.clock.advance(days(4));
    member = await relogin(server, member);
    const approved = await readRedemption(server, member.token, request.id);
    expect(approved).toMatchObject({ status: 'approved', refusal_reason: null, confirmation_available: true });
    expect(Date.parse(approved.decided_at ?? '')).toBeGreaterThanOrEqual(Date.parse(approved.decides_at));
    expect(await balanceOf(server, member.token)).toBe(200_000 - request.miles);
    const debit = await movementOf(member, request.movement_id);
    expect(debit).toMatchObject({ status: 'valid', amount: -request.miles });
    expect(debit?.label).toBe(`Room-night redemption ${request.reference} – Horizon Paris Opéra, Paris (2 nights)`);
    const fr = (await history(server, member.token, '?limit=50', 'fr-be')).items.find((m) => m.id === request.movement_id);
    expect(fr?.label).toBe(`Nuitées en miles ${request.reference} – Horizon Paris Opéra, Paris (2 nuits)`);
  });

  it('names the hotel’s country in the request’s language: the request, reading it, my bookings', async () => {
    const member = await richMember('country');
    const arrival = await availableArrival(server, member.token, 1, 1);
    const asked = (language: string) => ({ token: member.token, headers: { 'accept-language': language } });
    const created = await call(server.app, 'POST', 'redemptions', {
      ...asked('nl-be'),
      body: { hotel_id: 1, arrival, nights: 1, rooms: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = json<Schemas['Redemption']>(created);
    expectContract('Redemption', request);
    expect(request.hotel).toMatchObject({ city: 'Brussel', country_code: 'BE', country: 'België' });
    const read = json<Schemas['Redemption']>(await call(server.app, 'GET', `redemptions/${request.id}`, asked('en')));
    expect(read.hotel).toMatchObject({ city: 'Brussels', country_code: 'BE', country: 'Belgium' });
    const bookings = json<Schemas['MyBookings']>(await call(server.app, 'GET', 'my_bookings', asked('fr-be')));
    expectContract('MyBookings', bookings);
    expect(bookings.redemptions.map((r) => [r.hotel.city, r.hotel.country_code, r.hotel.country])).toEqual([
      ['Bruxelles', 'BE', 'Belgique'],
    ]);
  });

  it('gives the miles back when the hotel refuses: the held movement is cancelled', async () => {
    const member = await richMember('refused');
    const arrival = await availableArrival(server, member.token, 30, 3, 2);
    const request = await redeemed(server, member.token, { hotel_id: 30, arrival, nights: 3, rooms: 2, adults: [2, 1], children: [1, 0] });
    expect(await balanceOf(server, member.token)).toBe(200_000 - request.miles);
    const refused = await decideNow(server, request.id, 'refused');
    expect(refused).toMatchObject({ status: 'refused', refusal_reason: 'hotel', confirmation_available: false });
    expect(await balanceOf(server, member.token)).toBe(200_000);
    const released = await movementOf(member, request.movement_id);
    expect(released).toMatchObject({ status: 'cancelled', amount: -request.miles });
    expect(released?.label).toContain('– refused by the hotel');
    const again = await call(server.app, 'POST', `dev/redemptions/${request.id}/decide`, { body: {} });
    expect([again.statusCode, json<ErrorBody>(again).key]).toEqual([409, 'redemption_already_decided']);
  });

  it('refuses what the rules refuse: 30 nights, 8 rooms, minimum stay, past arrival, guests, unknown hotel, too few miles', async () => {
    const member = await richMember('rules', 2_000_000);
    const arrival = await availableArrival(server, member.token, 44, 2);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ hotel_id: 16, arrival, nights: 30, rooms: 1 }, 422, 'date_range_too_long'],
      [{ hotel_id: 16, arrival, nights: 2, rooms: 8 }, 422, 'group_booking_required'],
      [{ hotel_id: 44, arrival, nights: 1, rooms: 1 }, 422, 'minimum_stay_not_met'],
      [{ hotel_id: 16, arrival: '2020-01-10', nights: 2, rooms: 1 }, 422, 'arrival_in_past'],
      [{ hotel_id: 16, arrival, nights: 2, rooms: 2, adults: [2] }, 422, 'occupancy_invalid'],
      [{ hotel_id: 999, arrival, nights: 2, rooms: 1 }, 404, 'hotel_not_found'],
      [{ hotel_id: 16, arrival, nights: 0, rooms: 1 }, 422, 'date_range_too_long'],
    ];
    for (const [body, status, key] of cases) {
      const response = await redeem(server, member.token, body);
      expect([body, response.statusCode, json<ErrorBody>(response).violations?.[0]?.key ?? json<ErrorBody>(response).key]).toEqual([
        body,
        status,
        key,
      ]);
    }
    // The edges that pass: 2 nights at a 2-night minimum, 7 rooms, 29 nights.
    expect((await redeem(server, member.token, { hotel_id: 44, arrival, nights: 2, rooms: 1 })).statusCode).toBe(201);
    const seven = await availableArrival(server, member.token, 1, 1, 7);
    expect((await redeem(server, member.token, { hotel_id: 1, arrival: seven, nights: 1, rooms: 7 })).statusCode).toBe(201);
    const long = await availableArrival(server, member.token, 35, 29);
    expect((await redeem(server, member.token, { hotel_id: 35, arrival: long, nights: 29, rooms: 1 })).statusCode).toBe(201);

    const poor = await newMember(server, 'poor');
    const before = await balanceOf(server, poor.token);
    const short = await redeem(server, poor.token, { hotel_id: 16, arrival, nights: 2, rooms: 1 });
    expect(short.statusCode).toBe(422);
    const body = json<ErrorBody>(short);
    expect(body.key).toBe('insufficient_miles');
    expect(body.shortfall).toBeGreaterThan(0);
    expect(await balanceOf(server, poor.token)).toBe(before);
  });

  it('is never another member’s: 404 on their request and its PDF; my_bookings lists only mine', async () => {
    const member = await richMember('owner');
    const arrival = await availableArrival(server, member.token, 16, 2);
    const request = await redeemed(server, member.token, { hotel_id: 16, arrival, nights: 2, rooms: 1 });
    await decideNow(server, request.id);
    for (const path of [`redemptions/${request.id}`, `redemptions/${request.id}/confirmation.pdf`]) {
      const response = await call(server.app, 'GET', path, { token: tokens.other });
      expect([path, response.statusCode, json<ErrorBody>(response).key]).toEqual([path, 404, 'redemption_not_found']);
      expect((await call(server.app, 'GET', path)).statusCode).toBe(401);
    }
    const mine = json<Schemas['MyBookings']>(await call(server.app, 'GET', 'my_bookings', { token: member.token }));
    expectContract('MyBookings', mine);
    expect(mine.redemptions.map((r) => [r.id, r.status])).toEqual([[request.id, 'approved']]);
    expect(mine.claims).toEqual([]);
    const others = json<Schemas['MyBookings']>(await call(server.app, 'GET', 'my_bookings', { token: tokens.other }));
    expect(others.redemptions.map((r) => r.id)).not.toContain(request.id);
    const demo = json<Schemas['MyBookings']>(await call(server.app, 'GET', 'my_bookings', { token: tokens.demo }));
    expectContract('MyBookings', demo);
    expect(demo.claims.length).toBeGreaterThan(0);
  });
});
