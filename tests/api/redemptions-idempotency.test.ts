/** @vitest-environment node */
// Room-night requests with an Idempotency-Key (a retry after a lost answer): the same key answers the
// request the first call made — one request, one hold of the miles — even once the member's balance no longer
// covers a second one; the key with another stay is refused; a malformed key is refused; two calls with one key
// at the same moment make one request; calls without a key stay independent, but never for nights already asked for.
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { giveMiles, history, newMember } from './support/miles';
import { availableArrival, balanceOf, decideNow } from './support/redemption-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer({ logins: ['demo'] });
const redeemWithKey = (token: string, body: Schemas['RedemptionRequest'], key?: string) =>
  call(server.app, 'POST', 'redemptions', { token, body, headers: key ? { 'idempotency-key': key } : {} });

async function memberWith(name: string, miles: number) {
  const member = await newMember(server, name);
  await giveMiles(server, member.id, miles);
  return member;
}

/** A member with `miles` and a 2-night, 1-room stay at `hotelId` that has rooms. */
async function memberAndStay(name: string, miles: number, hotelId: number) {
  const member = await memberWith(name, miles);
  const arrival = await availableArrival(server, member.token, hotelId, 2);
  return { member, body: { hotel_id: hotelId, arrival, nights: 2, rooms: 1 } };
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The offset of `day` from the test clock's now, as dayFrom counts it. */
const daysUntil = (day: string) => Math.ceil((Date.parse(`${day}T00:00:00Z`) - server.clock.now()) / 86_400_000);

/** The member's redemption movements (one per request: the hold). */
const holds = async (token: string) => (await history(server, token, '?limit=200')).items.filter((m) => m.type === 'order');

describe('a room-night request sent again with its Idempotency-Key', () => {
  it('answers the same request, holds the miles once, even when the balance no longer covers another', async () => {
    const { member: probe, body } = await memberAndStay('idem-probe', 200_000, 16);
    const first = await redeemWithKey(probe.token, body, 'retry-key-0000000001');
    expect(first.statusCode, first.body).toBe(201);
    const request = json<Schemas['Redemption']>(first);
    // A member whose balance covers exactly one request: a second request would be refused for want of miles.
    const member = await memberWith('idem-exact', request.miles);
    const made = await redeemWithKey(member.token, body, 'retry-key-0000000002');
    expect(made.statusCode, made.body).toBe(201);
    expect(await balanceOf(server, member.token)).toBe(0);
    const again = await redeemWithKey(member.token, body, 'retry-key-0000000002');
    expect(again.statusCode, again.body).toBe(201);
    expect(json<Schemas['Redemption']>(again)).toEqual(json<Schemas['Redemption']>(made));
    expect(await balanceOf(server, member.token)).toBe(0);
    expect(await holds(member.token)).toHaveLength(1);
    // The same key for another stay: refused, nothing made.
    const other = await redeemWithKey(member.token, { ...body, nights: 3 }, 'retry-key-0000000002');
    expect([other.statusCode, json<ErrorBody>(other).key]).toEqual([422, 'idempotency_key_reused']);
    // Without a key, the same stay again is a new request: refused, these nights are already asked for.
    const fresh = await redeemWithKey(member.token, body);
    expect([fresh.statusCode, json<ErrorBody>(fresh).key]).toEqual([409, 'redemption_already_requested']);
  });

  it('two calls with one key at the same moment make one request', async () => {
    const { member, body } = await memberAndStay('idem-race', 400_000, 30);
    const answers = await Promise.all([1, 2, 3].map(() => redeemWithKey(member.token, body, 'race-key-00000000001')));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => json<Schemas['Redemption']>(a).id)).size).toBe(1);
    expect(await holds(member.token)).toHaveLength(1);
    expect(await balanceOf(server, member.token)).toBe(400_000 - json<Schemas['Redemption']>(answers[0]!).miles);
  });

  it('refuses a malformed key, and keeps requests without a key apart', async () => {
    const { member, body } = await memberAndStay('idem-none', 400_000, 16);
    const bad = await redeemWithKey(member.token, body, 'short');
    expect(bad.statusCode, bad.body).toBe(422);
    expect(await holds(member.token)).toHaveLength(0);
    const a = json<Schemas['Redemption']>(await redeemWithKey(member.token, body));
    // Another stay at the same hotel, from the day the first one ends.
    const later = await availableArrival(server, member.token, 16, 2, 1, daysUntil(body.arrival) + 2);
    const b = json<Schemas['Redemption']>(await redeemWithKey(member.token, { ...body, arrival: later }));
    expect(a.id).not.toBe(b.id);
    expect(await holds(member.token)).toHaveLength(2);
  });

  it('refuses a new request for nights the member already has asked for or been granted at the hotel', async () => {
    const { member, body } = await memberAndStay('idem-overlap', 400_000, 16);
    const first = json<Schemas['Redemption']>(await redeemWithKey(member.token, body, 'overlap-key-00000001'));
    const before = await balanceOf(server, member.token);
    // One night in common (its last): a second press of Confirm from another tab, with a key of its own.
    const overlapping = await redeemWithKey(member.token, { ...body, arrival: dayAfter(body.arrival) }, 'overlap-key-00000002');
    expect([overlapping.statusCode, json<ErrorBody>(overlapping).key]).toEqual([409, 'redemption_already_requested']);
    expect(await balanceOf(server, member.token)).toBe(before);
    expect(await holds(member.token)).toHaveLength(1);
    // Once the hotel has refused it, the nights can be asked for again.
    await decideNow(server, first.id, 'refused');
    const again = await redeemWithKey(member.token, body, 'overlap-key-00000003');
    expect(again.statusCode, again.body).toBe(201);
  });
});
