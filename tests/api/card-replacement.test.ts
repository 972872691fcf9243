/** @vitest-environment node */
// A blocked or expired card's money is the member's: blocking asks for the password (a wrong one is a 422 on the
// field, never a 401/403 that would end the session), and when the replacement is activated the old card's
// balance moves to it as two card transactions (out of the old, into the new). The old card stays in the card
// answer with its last state and where its balance went.
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { demo, expectContract, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { activationCode, cardApi, cardIn, cardOf, day } from './support/card-calls';
import { giveMiles, relogin } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo'] });
const api = () => cardApi(server);
const statusOf = async (token: string) => {
  const response = await api().status(token);
  expect(response.statusCode, response.body).toBe(200);
  expectContract('CardStatus', json(response));
  return json<Schemas['CardStatus']>(response);
};
const transactionsOf = async (token: string, id: string) => {
  // Two years of months: the seeded card's whole history, whatever day the test runs.
  const response = await api().transactions(token, id, '?months=24');
  expect(response.statusCode, response.body).toBe(200);
  expectContract('CardTransactions', json(response));
  return json<Schemas['CardTransactions']>(response).months.flatMap((m) => m.transactions);
};

describe('blocking', () => {
  it('asks for the password: missing or wrong is a 422 on `password` and the card stays active', async () => {
    const { member, card } = await cardIn(server, 'active');
    const missing = await api().block(member.token, card.id, 'lost');
    expect(missing.statusCode).toBe(422);
    expect(json<ErrorBody>(missing).violations?.map((v) => v.propertyPath)).toContain('password');

    const wrong = await api().block(member.token, card.id, 'lost', 'Wrong#2026ok');
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(json<ErrorBody>(wrong)).toMatchObject({
      key: 'password_invalid',
      violations: [{ propertyPath: 'password', key: 'password_invalid' }],
    });
    expect(cardOf(await api().status(member.token))).toEqual(card);

    const blocked = await api().block(member.token, card.id, 'lost', member.password);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(cardOf(blocked)).toMatchObject({ id: card.id, state: 'blocked', block_reason: 'lost' });
  });
});

describe("the blocked card's balance", () => {
  it("moves to the replacement when it is activated: Dana's €44.55 from the card ending 4821", async () => {
    const old = cardOf(await api().status(tokens.demo));
    expect(old).toMatchObject({ last4: '4821', balance_cents: 4_455, state: 'active' });
    expect((await api().block(tokens.demo, old.id, 'stolen', demo.password)).statusCode).toBe(200);

    // Ordered, the replacement holds nothing yet; the old card is still there with its money.
    const ordered = await api().order(tokens.demo);
    expect(ordered.statusCode, ordered.body).toBe(201);
    const waiting = await statusOf(tokens.demo);
    expect(waiting.card).toMatchObject({ state: 'ordered', balance_cents: 0, replaces_card_id: old.id });
    expect(waiting.previous_cards).toEqual([
      expect.objectContaining({
        id: old.id,
        last4: '4821',
        state: 'blocked',
        block_reason: 'stolen',
        block_reason_label: 'Stolen',
        balance_cents: 4_455,
        transfer: null,
      }),
    ]);

    const replacement = waiting.card?.id ?? '';
    const activated = await api().activate(tokens.demo, replacement, await activationCode(server, demo.email));
    expect(activated.statusCode, activated.body).toBe(200);
    const after = await statusOf(tokens.demo);
    expect(after.card).toMatchObject({ id: replacement, state: 'active', balance_cents: 4_455 });
    const newLast4 = after.card?.last4 ?? '';
    expect(after.previous_cards).toEqual([
      expect.objectContaining({
        id: old.id,
        last4: '4821',
        state: 'blocked',
        balance_cents: 0,
        transfer: { amount_cents: 4_455, date: expect.any(String), to_card_id: replacement },
      }),
    ]);

    // The two transactions: into the new card (its history's first line), out of the old one (its newest).
    const [into] = await transactionsOf(tokens.demo, replacement);
    expect(into).toMatchObject({ kind: 'transfer_in', amount_cents: 4_455, counterpart_last4: '4821' });
    const oldLines = await transactionsOf(tokens.demo, old.id);
    expect(oldLines[0]).toMatchObject({ kind: 'transfer_out', amount_cents: -4_455, counterpart_last4: newLast4 });
    expect(oldLines.length).toBeGreaterThan(10);
    // The old card's history now sums to nothing: all it held went to the new card, nothing lost, nothing made.
    expect(oldLines.reduce((sum, t) => sum + t.amount_cents, 0)).toBe(0);
  });

  it('moves from an expired card too, once, and a card with nothing on it moves nothing', async () => {
    const start = await cardIn(server, 'active');
    const { card } = start;
    let { member } = start;
    expect((await api().load(member.token, card.id, 1_200)).statusCode).toBe(201);
    server.clock.advance((3 * 366 + 35) * day);
    // Three years on, the member's password (90 days) would have expired: it was changed meanwhile.
    await server.db.query('UPDATE users SET password_create_date = $2 WHERE id = $1', [member.id, new Date(server.clock.now())]);
    member = await relogin(server, member);
    await giveMiles(server, member.id, 5_000, 0);
    expect(cardOf(await api().status(member.token))).toMatchObject({ state: 'expired', balance_cents: 1_200 });

    const replacement = cardOf(await api().order(member.token));
    expect((await api().activate(member.token, replacement.id, await activationCode(server, member.email))).statusCode).toBe(200);
    const after = await statusOf(member.token);
    expect(after.card).toMatchObject({ id: replacement.id, balance_cents: 1_200 });
    expect(after.previous_cards[0]).toMatchObject({ id: card.id, state: 'expired', balance_cents: 0, transfer: { amount_cents: 1_200 } });

    // A third card: the second one is blocked with its €12.00, the first (already emptied) gives nothing more.
    expect((await api().block(member.token, replacement.id, 'damaged', member.password)).statusCode).toBe(200);
    const third = cardOf(await api().order(member.token));
    expect((await api().activate(member.token, third.id, await activationCode(server, member.email))).statusCode).toBe(200);
    const last = await statusOf(member.token);
    expect(last.card).toMatchObject({ id: third.id, balance_cents: 1_200 });
    expect(last.previous_cards.map((c) => [c.id, c.state, c.balance_cents, c.transfer?.to_card_id])).toEqual([
      [replacement.id, 'blocked', 0, third.id],
      [card.id, 'expired', 0, replacement.id],
    ]);
    const lines = await transactionsOf(member.token, third.id);
    expect(lines.map((t) => [t.kind, t.amount_cents])).toEqual([['transfer_in', 1_200]]);
    expect((await transactionsOf(member.token, replacement.id)).map((t) => [t.kind, t.amount_cents])).toEqual([
      ['transfer_out', -1_200],
      ['transfer_in', 1_200],
    ]);
  });
});
