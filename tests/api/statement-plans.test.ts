/** @vitest-environment node */
// Statements planned once per connection (server/db/statement-plans.ts): a planned statement answers
// exactly what the plain one answers, on PGlite through a PL/pgSQL function made once per statement text, on
// PostgreSQL (test:pg) through a named prepared statement; inside a transaction and for a statement PostgreSQL
// cannot prepare alone, it is a plain statement.
import { describe, expect, it } from 'vitest';
import { planName, planSchema } from '../../server/db/statement-plans';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer({ logins: [] });
const onPostgres = Boolean(process.env.MILES_TEST_DATABASE_URL);

const sql = `SELECT u.id, u.email, (u.id % 2 = 0) AS even, json_build_object('n', $2::int, 'at', $3::timestamptz) AS extra
               FROM users u WHERE u.id >= $1 ORDER BY u.id LIMIT 3`;

async function functionsNamed(name: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pg_proc p JOIN pg_namespace s ON s.oid = p.pronamespace WHERE s.nspname = $1 AND p.proname = $2',
    [planSchema, name],
  );
  return row?.n ?? 0;
}

describe('planned statements', () => {
  it('answer what the plain statement answers, for any parameters', async () => {
    const at = new Date('2026-11-24T10:00:00.000Z');
    for (const first of [1, 2, 3]) {
      const plain = await server.db.query(sql, [first, first * 10, at]);
      const planned = await server.db.queryPlanned(sql, [first, first * 10, at]);
      expect(plain.length).toBeGreaterThan(0);
      expect(planned).toEqual(plain);
    }
  });

  it.skipIf(onPostgres)('are made once per statement text on PGlite, as a function of the statement_plans schema', async () => {
    const text = `${sql} -- once`;
    expect(await functionsNamed(planName(text))).toBe(0);
    for (let i = 1; i <= 5; i++) await server.db.queryPlanned(text, [i, i, new Date()]);
    expect(await functionsNamed(planName(text))).toBe(1);
  });

  it('inside a transaction, answer the same (PGlite: as a plain statement, so a rollback leaves no remembered plan behind)', async () => {
    const at = new Date();
    const text = `${sql} -- in a transaction`;
    const inside = await server.db.transaction((tx) => tx.queryPlanned(text, [1, 7, at]));
    expect(inside).toEqual(await server.db.query(text, [1, 7, at]));
    if (!onPostgres) expect(await functionsNamed(planName(text))).toBe(0);
  });

  it('fall back to a plain statement when a placeholder has no type of its own', async () => {
    const rows = await server.db.queryPlanned<{ x: string }>('SELECT $1 AS x', ['hello']);
    expect(rows).toEqual([{ x: 'hello' }]);
  });
});
