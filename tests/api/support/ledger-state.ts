// The balance state the triggers keep (member_balances and member_credit_days of migration 011, the history's sums
// of migration 012) and the same state recomputed from the ledger by plain SQL over `movements`: every test that
// moves miles (claims, transfers, orders) can check that the two are equal.
import { expect } from 'vitest';
import type { TestServer } from './test-server';

/** The stored state, as the triggers keep it. */
export async function storedState(server: TestServer, userId: number) {
  const [balances] = await server.db.query(
    'SELECT valid::int, earned::int, expired::int, spent::int, pending::int, cancelled::int FROM member_balances WHERE user_id = $1',
    [userId],
  );
  const days = await server.db.query(
    "SELECT to_char(day, 'YYYY-MM-DD') AS day, amount::int FROM member_credit_days WHERE user_id = $1 AND amount <> 0 ORDER BY day",
    [userId],
  );
  // The history's sums (migration 012), rows that net to nothing left out.
  const history = {
    days: await server.db.query(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day, type, status, count, amount::int FROM member_history_days WHERE user_id = $1 AND (count <> 0 OR amount <> 0) ORDER BY 1, 2, 3",
      [userId],
    ),
    months: await server.db.query(
      "SELECT to_char(month, 'YYYY-MM') AS month, type, status, count, amount::int FROM member_history_months WHERE user_id = $1 AND (count <> 0 OR amount <> 0) ORDER BY 1, 2, 3",
      [userId],
    ),
    valid: await server.db.query(
      "SELECT to_char(month, 'YYYY-MM') AS month, count, amount::int FROM member_valid_months WHERE user_id = $1 AND (count <> 0 OR amount <> 0) ORDER BY 1",
      [userId],
    ),
  };
  return { balances, days, history };
}

/** The same state recomputed from the ledger by plain sums. */
export async function ledgerState(server: TestServer, userId: number) {
  const [balances] = await server.db.query(
    `SELECT coalesce(sum(amount) FILTER (WHERE status = 'valid'), 0)::int AS valid,
            coalesce(sum(amount) FILTER (WHERE status = 'valid' AND amount > 0), 0)::int AS earned,
            coalesce(sum(-amount) FILTER (WHERE status = 'valid' AND type = 'expired'), 0)::int AS expired,
            coalesce(sum(-amount) FILTER (WHERE status = 'valid' AND amount < 0 AND type <> 'expired'), 0)::int AS spent,
            coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0)::int AS pending,
            coalesce(sum(abs(amount)) FILTER (WHERE status = 'cancelled'), 0)::int AS cancelled
       FROM movements WHERE user_id = $1`,
    [userId],
  );
  const days = await server.db.query(
    `SELECT to_char((expires_on AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, sum(amount)::int AS amount
       FROM movements WHERE user_id = $1 AND status = 'valid' AND amount > 0 GROUP BY 1 HAVING sum(amount) <> 0 ORDER BY 1`,
    [userId],
  );
  const history = {
    days: await server.db.query(
      "SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, type, status, count(*)::int AS count, sum(amount)::int AS amount FROM movements WHERE user_id = $1 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3",
      [userId],
    ),
    months: await server.db.query(
      "SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, type, status, count(*)::int AS count, sum(amount)::int AS amount FROM movements WHERE user_id = $1 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3",
      [userId],
    ),
    valid: await server.db.query(
      "SELECT to_char(valid_on AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS count, sum(amount)::int AS amount FROM movements WHERE user_id = $1 AND status = 'valid' GROUP BY 1 ORDER BY 1",
      [userId],
    ),
  };
  return { balances, days, history };
}

/** The kept state equals the ledger for this member. */
export async function expectStateMatchesLedger(server: TestServer, userId: number): Promise<void> {
  expect(await storedState(server, userId)).toEqual(await ledgerState(server, userId));
}
