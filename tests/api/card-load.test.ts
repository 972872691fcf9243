/** @vitest-environment node */
// Loading miles onto the card (amount rules, insufficient miles, Idempotency-Key) and the card's history by
// month with totals: the demo member's seeded six months, and a load showing up in its month.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { expectContract, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { cardApi, cardIn, cardOf } from './support/card-calls';
import { history, stats } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo'] });
const api = () => cardApi(server);
const balanceOf = async (token: string) => (await stats(server, token)).points[4] ?? 0;

describe('loads', () => {
  it('takes 500 to 50 000 miles in steps of 100, at 100 miles a euro, as one ledger movement', async () => {
    const { member, card } = await cardIn(server, 'active');
    for (const miles of [400, 499, 550, 50_100, 0, -500]) {
      const refused = await api().load(member.token, card.id, miles);
      expect([miles, refused.statusCode, json<ErrorBody>(refused).violations?.[0]?.key]).toEqual([
        miles,
        422,
        miles < 1 ? 'invalid_miles' : 'load_amount_invalid',
      ]);
    }
    // The refusal names the offer's limits, which the portal writes into its translated sentence.
    const offStep = json<ErrorBody>(await api().load(member.token, card.id, 550));
    expectContract('Error', offStep);
    expect(offStep.violations?.[0]?.params).toEqual({ min: 500, max: 50_000, step: 100 });
    expect((await api().load(member.token, card.id, '500')).statusCode).toBe(422);
    const done = await api().load(member.token, card.id, 500);
    expect(done.statusCode, done.body).toBe(201);
    expectContract('CardLoad', json(done));
    const answer = json<Schemas['CardLoad']>(done);
    expect(answer).toMatchObject({ miles: 500, amount_cents: 500, balance: 4_500, card: { id: card.id, balance_cents: 500 } });
    const top = await api().load(member.token, card.id, 4_500);
    expect(json<Schemas['CardLoad']>(top)).toMatchObject({ amount_cents: 4_500, balance: 0, card: { balance_cents: 5_000 } });
    const last4 = cardOf(await api().status(member.token)).last4;
    const moves = (await history(server, member.token)).items.filter((m) => m.label.startsWith('Prepaid card load'));
    expect(moves.map((m) => [m.id, m.amount, m.type, m.label])).toEqual([
      [json<Schemas['CardLoad']>(top).movement_id, -4_500, 'order', `Prepaid card load (•••• ${last4}): €45.00`],
      [answer.movement_id, -500, 'order', `Prepaid card load (•••• ${last4}): €5.00`],
    ]);
    // The history line is in the member's language, the amount in its format.
    const dutch = (await history(server, member.token, '', 'nl-be')).items.find((m) => m.id === answer.movement_id);
    expect(dutch?.label?.replace(/\s/gu, ' ')).toBe(`Opwaardering prepaidkaart (•••• ${last4}): € 5.00`);
  });

  it('refuses a load above the balance with the shortfall, and loads of 50 000 are accepted when covered', async () => {
    const { member, card } = await cardIn(server, 'active');
    const refused = await api().load(member.token, card.id, 50_000);
    expect(json<ErrorBody>(refused)).toMatchObject({ code: 422, key: 'insufficient_miles', shortfall: 45_000 });
    expect(json<ErrorBody>(refused).violations?.[0]).toMatchObject({ propertyPath: 'miles', key: 'insufficient_miles' });
    expect(await balanceOf(member.token)).toBe(5_000);
    expect(cardOf(await api().status(member.token)).balance_cents).toBe(0);
    expect((await api().load(member.token, card.id, 5_000)).statusCode).toBe(201);
  });

  it('answers the first answer to the same Idempotency-Key, moving miles once; another amount with it is refused', async () => {
    const { member, card } = await cardIn(server, 'active');
    const key = randomUUID();
    const first = await api().load(member.token, card.id, 1_000, key);
    const second = await api().load(member.token, card.id, 1_000, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(json(second)).toEqual(json(first));
    expect(await balanceOf(member.token)).toBe(4_000);
    expect(cardOf(await api().status(member.token)).balance_cents).toBe(1_000);
    const other = await api().load(member.token, card.id, 2_000, key);
    expect([other.statusCode, json<ErrorBody>(other).key]).toEqual([422, 'idempotency_key_reused']);
    expect((await api().load(member.token, card.id, 1_000, null)).statusCode).toBe(422);
    expect((await api().load(member.token, card.id, 1_000, 'short')).statusCode).toBe(422);
    expect(await balanceOf(member.token)).toBe(4_000);
  });
});

describe('history', () => {
  it("gives the demo card's months newest first, each month's transactions and totals, paged by month", async () => {
    const card = cardOf(await api().status(tokens.demo));
    expect(card).toMatchObject({ state: 'active', last4: '4821' });
    expect(card.expiry).toMatch(/^202[78]-/);
    const seen: Schemas['CardTransactions']['months'] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const response = await api().transactions(tokens.demo, card.id, `?months=2${before ? `&before=${before}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      expectContract('CardTransactions', json(response));
      const page = json<Schemas['CardTransactions']>(response);
      expect(page.months.length).toBeLessThanOrEqual(2);
      seen.push(...page.months);
      before = page.next_before;
      pages += 1;
    } while (before !== null && pages < 10);
    const months = seen.map((m) => m.month);
    expect(months).toEqual([...months].sort().reverse());
    expect(new Set(months).size).toBe(months.length);
    expect(months.length).toBeGreaterThanOrEqual(6);
    const all = seen.flatMap((m) => m.transactions);
    expect(all).toHaveLength(20);
    // The balance is what the transactions add up to.
    expect(all.reduce((sum, t) => sum + t.amount_cents, 0)).toBe(card.balance_cents);
    expect(all.map((t) => t.merchant)).toEqual(expect.arrayContaining(['Café Belga', 'NMBS/SNCB', 'Delhaize']));
    for (const m of seen) {
      expect(m.transactions.every((t) => t.date.startsWith(m.month))).toBe(true);
      const sum = (kind: string) => m.transactions.filter((t) => t.kind === kind).reduce((s, t) => s + t.amount_cents, 0);
      expect(m.totals).toEqual({ purchases_cents: sum('purchase'), loads_cents: sum('load'), fees_cents: sum('fee') });
    }
    expect(all.filter((t) => t.kind === 'purchase').every((t) => t.amount_cents < 0)).toBe(true);
    expect(all.filter((t) => t.kind === 'load').every((t) => t.amount_cents > 0)).toBe(true);
    expect(all.some((t) => t.kind === 'fee' && t.amount_cents < 0)).toBe(true);
    // Fees carry their code and the words of the card fees file in the request's language (English here), beside the
    // English text they were stored with.
    expect(all.filter((t) => t.kind === 'fee').map((t) => [t.code, t.merchant, t.label])).toEqual([
      ['foreign_currency_fee', 'Foreign currency fee', 'Foreign currency fee'],
      ['annual_fee', 'Annual card fee', 'Annual card fee'],
    ]);
    expect(all.filter((t) => t.kind !== 'fee').every((t) => t.code === null && t.label === null)).toBe(true);

    const six = json<Schemas['CardTransactions']>(await api().transactions(tokens.demo, card.id));
    expect(six.months.map((m) => m.month)).toEqual(months.slice(0, 6));
    for (const query of ['?months=0', '?months=25', '?months=x', '?before=2026-13', '?before=26-01'])
      expect((await api().transactions(tokens.demo, card.id, query)).statusCode).toBe(422);
  });

  it("shows a load in this month's transactions and totals", async () => {
    const { member, card } = await cardIn(server, 'active');
    expect(json(await api().transactions(member.token, card.id))).toEqual({ months: [], next_before: null });
    await api().load(member.token, card.id, 700);
    await api().load(member.token, card.id, 800);
    const page = json<Schemas['CardTransactions']>(await api().transactions(member.token, card.id));
    const month = new Date(server.clock.now()).toISOString().slice(0, 7);
    expect(page.months).toHaveLength(1);
    expect(page.months[0]).toMatchObject({ month, totals: { purchases_cents: 0, loads_cents: 1_500, fees_cents: 0 } });
    expect(page.months[0]?.transactions.map((t) => [t.kind, t.amount_cents, t.merchant])).toEqual([
      ['load', 800, null],
      ['load', 700, null],
    ]);
  });
});
