/** @vitest-environment node */
// Loads at once never overdraw: each load takes the member's locks and reads the balance the
// previous one left. Runs on PGlite here and on a real PostgreSQL in `npm run test:pg`, where the 20
// requests really are concurrent transactions.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from './support/api-calls';
import { cardApi, cardIn, cardOf } from './support/card-calls';
import { history, stats } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();

describe('concurrent loads', () => {
  it('20 loads of 500 against 5 000 miles: exactly 10 pass, the balance ends at 0, never below', async () => {
    const api = cardApi(server);
    const { member, card } = await cardIn(server, 'active');
    expect((await stats(server, member.token)).points[4]).toBe(5_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.load(member.token, card.id, 500)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    for (const refused of answers.filter((a) => a.statusCode === 422))
      expect(refused.json<ErrorBody>()).toMatchObject({ key: 'insufficient_miles', shortfall: 500 });
    // Each accepted load saw the balance the one before it left: 4 500, 4 000, … 0, each once.
    const balances = answers.filter((a) => a.statusCode === 201).map((a) => a.json<{ balance: number }>().balance);
    expect(balances.sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i * 500));

    expect((await stats(server, member.token)).points[4]).toBe(0);
    expect(cardOf(await api.status(member.token)).balance_cents).toBe(5_000 * 1);
    const loads = (await history(server, member.token)).items.filter((m) => m.label.startsWith('Prepaid card load'));
    expect(loads).toHaveLength(10);
    const [row] = await server.db.query<{ n: number; cents: number }>(
      "SELECT count(*)::int AS n, coalesce(sum(amount_cents), 0)::int AS cents FROM card_transactions WHERE card_id = $1 AND kind = 'load'",
      [Number(card.id)],
    );
    expect(row).toEqual({ n: 10, cents: 5_000 });
  });

  it('20 retries of one load with the same Idempotency-Key at once: one debit, one answer', async () => {
    const api = cardApi(server);
    const { member, card } = await cardIn(server, 'active');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.load(member.token, card.id, 1_000, key)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
    // The same answer each time (stored as jsonb, so compared as values, not as text).
    for (const answer of answers) expect(answer.json()).toEqual(answers[0]?.json());
    expect((await stats(server, member.token)).points[4]).toBe(4_000);
    expect(cardOf(await api.status(member.token)).balance_cents).toBe(1_000);
  });
});
