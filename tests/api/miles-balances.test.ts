/** @vitest-environment node */
// Balances in constant time must stay right: the balance state (member_balances, member_credit_days of migration 011; the history's sums by
// day, month, type and status of migration 012) is kept in step with the ledger. A randomised sequence (fast-check, fixed seed) of claims, transfers, sponsorship credits, gift-shop
// orders and their cancellation, prepaid-card orders, activations and loads through the API, and clock moves past valid_on and past expiry; after each step the stored
// state equals plain SQL sums over `movements`, and what users_stats and points_transfers_expiration answer
// equals the figures recomputed from the whole ledger (the effective status, and the expiry slices by the
// "oldest miles first" rule written out over every credit).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, json } from './support/api-calls';
import { activationCode, cardApi } from './support/card-calls';
import { claimOf, giveMiles, newBooking, newMember, relogin, stats } from './support/miles';
import type { TestMember } from './support/miles';
import { ledgerState, storedState } from './support/ledger-state';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();
const day = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const effectiveValid = "(status = 'valid' OR (status = 'pending' AND valid_on <= $2))";

/** What users_stats and the transfer preview must say at `now`, from every movement of the member. */
async function expectedFigures(userId: number, now: Date) {
  const [f] = await server.db.query<{ points: number[] }>(
    `SELECT ARRAY[
       coalesce(sum(amount) FILTER (WHERE status = 'pending' AND valid_on > $2), 0),
       coalesce(sum(abs(amount)) FILTER (WHERE status = 'cancelled'), 0),
       coalesce(sum(-amount) FILTER (WHERE ${effectiveValid} AND type = 'expired'), 0),
       coalesce(sum(amount) FILTER (WHERE ${effectiveValid} AND amount > 0), 0),
       coalesce(sum(amount) FILTER (WHERE ${effectiveValid}), 0),
       coalesce(sum(-amount) FILTER (WHERE ${effectiveValid} AND amount < 0 AND type <> 'expired'), 0)]::int[] AS points
       FROM movements WHERE user_id = $1`,
    [userId, now],
  );
  // Oldest miles first: a credit keeps what the debits have not eaten of it and of every credit expiring before it.
  const slices = await server.db.query<{ expires_on: Date; remaining: number }>(
    `WITH effective AS (SELECT id, amount, coalesce(expires_on, valid_on + interval '24 months') AS expires_on FROM movements WHERE user_id = $1 AND ${effectiveValid}),
          debits AS (SELECT coalesce(sum(-amount), 0) AS total FROM effective WHERE amount < 0),
          credits AS (SELECT id, amount, expires_on, sum(amount) OVER (ORDER BY expires_on, id) AS running FROM effective WHERE amount > 0)
     SELECT expires_on, least(amount, running - (SELECT total FROM debits))::int AS remaining
       FROM credits WHERE running > (SELECT total FROM debits) ORDER BY expires_on, id`,
    [userId, now],
  );
  const left = slices.filter((s) => new Date(s.expires_on).getTime() > now.getTime());
  const byDay = new Map<string, number>();
  for (const s of left.filter((s) => new Date(s.expires_on).getTime() <= now.getTime() + 60 * day)) {
    byDay.set(isoDay(new Date(s.expires_on).getTime()), (byDay.get(isoDay(new Date(s.expires_on).getTime())) ?? 0) + s.remaining);
  }
  return {
    points: f?.points ?? [],
    expiring: [...byDay.entries()].map(([date, amount]) => ({ date, amount })),
    oldest: left[0] ? isoDay(new Date(left[0].expires_on).getTime()) : null,
    // Nothing expired may be left once the member's miles were read.
    unsettled: slices.length - left.length,
  };
}

type Step =
  | { kind: 'claim'; who: number; checkOutDaysAgo: number; nights: number }
  | { kind: 'transfer'; from: number; to: number; amount: number }
  | { kind: 'order'; who: number; amount: number }
  | { kind: 'card'; who: number; hundreds: number }
  | { kind: 'cancel'; who: number }
  | { kind: 'advance'; days: number };

const who = fc.integer({ min: 0, max: 2 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('claim' as const),
    who,
    checkOutDaysAgo: fc.integer({ min: 0, max: 60 }),
    nights: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('transfer' as const), from: who, to: who, amount: fc.integer({ min: 1000, max: 4000 }) }),
  fc.record({ kind: fc.constant('order' as const), who, amount: fc.integer({ min: 100, max: 3000 }) }),
  fc.record({ kind: fc.constant('card' as const), who, hundreds: fc.integer({ min: 5, max: 40 }) }),
  fc.record({ kind: fc.constant('cancel' as const), who }),
  fc.record({ kind: fc.constant('advance' as const), days: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 20, max: 120 })) }),
);

async function apply(s: Step, members: TestMember[]): Promise<void> {
  const today = server.clock.now();
  if (s.kind === 'claim') {
    const checkOut = isoDay(today - s.checkOutDaysAgo * day);
    const booking = await newBooking(server, { check_in: isoDay(today - (s.checkOutDaysAgo + s.nights) * day), check_out: checkOut });
    const response = await call(server.app, 'POST', 'booking_claims', { token: members[s.who]?.token, body: claimOf(booking) });
    expect(response.statusCode, response.body).toBe(201);
  } else if (s.kind === 'transfer') {
    const to = members[s.to];
    if (s.from === s.to || !to) return;
    const response = await call(server.app, 'POST', 'points_transfers', {
      token: members[s.from]?.token,
      body: { agent_code: to.agentCode, amount: s.amount },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect([201, 422], response.body).toContain(response.statusCode);
  } else if (s.kind === 'order') {
    // The shop comes later; its debit (and its cancellation below) goes straight into the ledger.
    await server.db.query(
      "INSERT INTO movements (user_id, type, status, amount, label, created_at, valid_on) VALUES ($1, 'order', 'valid', $2, 'Test order', $3, $3)",
      [members[s.who]?.id ?? 0, -s.amount, new Date(today)],
    );
  } else if (s.kind === 'card') {
    // The prepaid card through the real API: ordered (500 miles), activated, loaded; a refusal for
    // want of miles is a step too. Each debit is an `order` movement written by the card's own transaction.
    const member = members[s.who] as TestMember;
    const api = cardApi(server);
    const card = json<Schemas['CardStatus']>(await api.status(member.token)).card;
    if (!card || card.state === 'blocked' || card.state === 'expired') {
      const ordered = await api.order(member.token);
      expect([201, 422]).toContain(ordered.statusCode);
      // Activated at once (no miles move): the member's next card step loads it.
      const fresh = ordered.statusCode === 201 ? json<Schemas['CardStatus']>(ordered).card : null;
      if (fresh) expect((await api.activate(member.token, fresh.id, await activationCode(server, member.email))).statusCode).toBe(200);
    } else if (card.state === 'active') {
      expect([201, 422]).toContain((await api.load(member.token, card.id, s.hundreds * 100)).statusCode);
    } else {
      expect((await api.activate(member.token, card.id, await activationCode(server, member.email))).statusCode).toBe(200);
    }
  } else if (s.kind === 'cancel') {
    await server.db.query(
      "UPDATE movements SET status = 'cancelled' WHERE id = (SELECT max(id) FROM movements WHERE user_id = $1 AND status <> 'cancelled' AND type IN ('order', 'reservation'))",
      [members[s.who]?.id ?? 0],
    );
  } else {
    server.clock.advance(s.days * day);
    // Months go by: the members' passwords stay fresh (their expiry has its own tests).
    await server.db.query("UPDATE users SET password_create_date = $2 WHERE id = ANY (string_to_array($1::text, ',')::int[])", [
      members.map((m) => m.id).join(','),
      new Date(server.clock.now()),
    ]);
    for (let i = 0; i < members.length; i += 1) members[i] = await relogin(server, members[i] as TestMember);
  }
}

async function expectInStep(members: readonly TestMember[], label: string): Promise<void> {
  for (const member of members) {
    const answered = await stats(server, member.token);
    const preview = json<Schemas['TransferExpiration']>(
      await call(server.app, 'GET', 'points_transfers_expiration', { token: member.token }),
    );
    const expected = await expectedFigures(member.id, new Date(server.clock.now()));
    expect(await storedState(server, member.id), `${label}: stored state of ${member.email}`).toEqual(await ledgerState(server, member.id));
    expect(
      { points: answered.points, pending: answered.pending, expiring: answered.expiring, total: answered.expiring_total },
      label,
    ).toEqual({
      points: expected.points,
      pending: expected.points[0],
      expiring: expected.expiring,
      total: expected.expiring.reduce((sum, e) => sum + e.amount, 0),
    });
    expect({ available: preview.available, expiration_date: preview.expiration_date, unsettled: expected.unsettled }, label).toEqual({
      available: expected.points[4],
      expiration_date: expected.oldest,
      unsettled: 0,
    });
  }
}

describe('the balance state', () => {
  it('equals the ledger after every step of random claims, transfers, sponsorship credits, orders, card orders and loads, cancellations and expiries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 14 }), async (steps) => {
        const members = [
          await newMember(server, 'bal-a'),
          await newMember(server, 'bal-b'),
          await newMember(server, 'bal-c'),
        ] as TestMember[];
        const [a, b, c] = members as [TestMember, TestMember, TestMember];
        // Miles of every age: some expire within weeks, some pending, some valid for long.
        await giveMiles(server, a.id, 3000, 700);
        await giveMiles(server, a.id, 2000, 650);
        await giveMiles(server, b.id, 4000, 720);
        await giveMiles(server, b.id, 1500, 30);
        // C was invited by A: C's first accepted claim credits A (a sponsorship movement, in the claim's transaction).
        await server.db.query(
          "INSERT INTO sponsorships (sponsor_id, email, token_hash, status, invitee_id, invitee_name, created_at, registered_at) VALUES ($1, $2, $3, 'registered', $4, 'C. Test', $5, $5)",
          [a.id, c.email, randomUUID(), c.id, new Date(server.clock.now())],
        );
        await expectInStep(members, 'start');
        for (const [i, s] of steps.entries()) {
          await apply(s, members);
          await expectInStep(members, `step ${i} ${JSON.stringify(s)}`);
        }
      }),
      { seed: 20_261_201, numRuns: Number(process.env.BALANCES_RUNS ?? 6), endOnFailure: true },
    );
  }, 600_000);

  it('is kept by the database itself: a movement written by hand moves the member row in the same statement', async () => {
    const member = await newMember(server, 'bal-hand');
    await server.db.transaction(async (tx) => {
      await tx.query(
        "INSERT INTO movements (user_id, type, status, amount, label, created_at, valid_on) VALUES ($1, 'exceptional', 'valid', 700, 'By hand', $2, $2), ($1, 'order', 'valid', -200, 'By hand', $2, $2)",
        [member.id, new Date(server.clock.now())],
      );
      const [row] = await tx.query<{ valid: number; earned: number; spent: number }>(
        'SELECT valid::int, earned::int, spent::int FROM member_balances WHERE user_id = $1',
        [member.id],
      );
      expect(row).toEqual({ valid: 500, earned: 700, spent: 200 });
    });
    await server.db.query('DELETE FROM movements WHERE user_id = $1 AND amount < 0', [member.id]);
    expect(await storedState(server, member.id)).toEqual(await ledgerState(server, member.id));
    expect((await stats(server, member.token)).points[4]).toBe(700);
  });
});
