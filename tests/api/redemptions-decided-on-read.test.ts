/** @vitest-environment node */
// A request the hotel refuses (the month's quota filled meanwhile) gives its miles back when the member next
// reads anything that shows them: users_stats (the header's balance, on every page), the property page and the
// search, as my_bookings and the request already did. users_stats stays one statement while nothing is due
// (miles-history-statements.test.ts); a due answer is decided first, then the figures read again.
import { afterEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, json } from './support/api-calls';
import { giveMiles, newMember, relogin } from './support/miles';
import type { TestMember } from './support/miles';
import { availableArrival, balanceOf, decideNow, readRedemption, redeemed } from './support/redemption-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer({ devOutbox: true });
afterEach(() => server.clock.reset());

async function rich(name: string): Promise<TestMember> {
  const member = await newMember(server, name);
  await giveMiles(server, member.id, 200_000);
  return member;
}

/** A Nordlys hotel (monthly quota 1): one approval fills its month. */
async function nordlysHotel(index: number): Promise<number> {
  const brand = json<Schemas['BrandDetail']>(await call(server.app, 'GET', 'brands/nordlys'));
  const id = brand.hotels[index]?.id;
  if (!id) throw new Error('Nordlys has hotels');
  return id;
}

describe('a refused request’s miles, back on the member’s next read', () => {
  const day = (offset: number) => new Date(server.clock.now() + offset * 86_400_000).toISOString().slice(0, 10);
  it.each([
    ['users_stats (the header, on every page)', 3, () => 'users_stats'],
    ['the property page', 0, (hotelId: number) => `hotels/${hotelId}`],
    ['the search', 1, () => `hotels_search?arrival=${day(30)}&departure=${day(32)}`],
  ] as const)('%s applies the due refusal (quota): the miles are back', async (_, index, path) => {
    const hotelId = await nordlysHotel(index);
    let waiting = await rich('waiting');
    const lucky = await rich('lucky');
    const arrival = await availableArrival(server, waiting.token, hotelId, 2, 1, 50);
    const full = await balanceOf(server, waiting.token);
    const refused = await redeemed(server, waiting.token, { hotel_id: hotelId, arrival, nights: 2, rooms: 1 });
    const approved = await redeemed(server, lucky.token, { hotel_id: hotelId, arrival, nights: 2, rooms: 1 });
    expect((await decideNow(server, approved.id)).status).toBe('approved');

    // The hotel's answer to the first request is now due (a business day later): the quota is full.
    server.clock.advance(4 * 86_400_000);
    waiting = await relogin(server, waiting);
    const read = await call(server.app, 'GET', path(hotelId), { token: waiting.token });
    expect(read.statusCode, read.body).toBe(200);
    // Decided by that read itself (the table, not another call, which would decide too).
    const [stored] = await server.db.query<{ status: string }>('SELECT status FROM redemptions WHERE id = $1', [refused.id]);
    expect(stored?.status).toBe('refused');
    expect(await balanceOf(server, waiting.token)).toBe(full);
    const decided = await readRedemption(server, waiting.token, refused.id);
    expect([decided.status, decided.refusal_reason]).toEqual(['refused', 'quota']);
  });

  it('decides nothing for a guest’s read, and nothing before the answer is due', async () => {
    const hotelId = await nordlysHotel(2);
    const member = await rich('early');
    const arrival = await availableArrival(server, member.token, hotelId, 2, 1, 80);
    const request = await redeemed(server, member.token, { hotel_id: hotelId, arrival, nights: 2, rooms: 1 });
    expect((await call(server.app, 'GET', `hotels/${hotelId}`)).statusCode).toBe(200);
    expect((await call(server.app, 'GET', `hotels/${hotelId}`, { token: member.token })).statusCode).toBe(200);
    expect((await readRedemption(server, member.token, request.id)).status).toBe('pending');
  });
});
