/** @vitest-environment node */
// What users_stats and points_history cost the database: each answers in as many statements as
// user_light (the session check, then one statement of its own: no transaction, no SET, no second query),
// and a history page walks its index from the cursor and stops at the page size, whatever the planner's
// statistics say (a member whose 10 000 lines arrived after the last ANALYZE, as on PGlite, which has no autovacuum).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, json } from './support/api-calls';
import { newMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo'] });

afterEach(() => vi.restoreAllMocks());

/** The statements (a transaction counting as one, however many it holds) one GET sends to the database. */
async function statementsOf(path: string, token: string): Promise<number> {
  const query = vi.spyOn(server.db, 'query');
  const planned = vi.spyOn(server.db, 'queryPlanned');
  const exec = vi.spyOn(server.db, 'exec');
  const transaction = vi.spyOn(server.db, 'transaction');
  const response = await call(server.app, 'GET', path, { token });
  expect(response.statusCode, response.body).toBe(200);
  const count = query.mock.calls.length + planned.mock.calls.length + exec.mock.calls.length + transaction.mock.calls.length;
  vi.restoreAllMocks();
  return count;
}

describe('round trips', () => {
  it('users_stats and a points_history page cost what user_light costs: one statement after the session check', async () => {
    // Warm: a first read settles what the clock made due (the rare case that may take more).
    for (const path of ['user_light', 'users_stats', 'points_history?limit=50'])
      await call(server.app, 'GET', path, { token: tokens.demo });
    const light = await statementsOf('user_light', tokens.demo);
    expect(await statementsOf('users_stats', tokens.demo)).toBe(light);
    expect(await statementsOf('points_history?limit=50', tokens.demo)).toBe(light);
    expect(await statementsOf('points_history?limit=20&type[]=order&type[]=transfer&status[]=valid', tokens.demo)).toBe(light);
    const first = json<Schemas['PointsHistory']>(await call(server.app, 'GET', 'points_history?limit=20', { token: tokens.demo }));
    expect(first.next_cursor).not.toBeNull();
    expect(await statementsOf(`points_history?limit=20&cursor=${encodeURIComponent(first.next_cursor ?? '')}`, tokens.demo)).toBe(light);
  });
});

interface Reads {
  /** Index entries returned, per index of movements. */
  history: number;
  byType: number;
  /** Lines read by sequential scans of movements. */
  sequential: number;
  lines: number;
}

const countersSql = `SELECT pg_stat_get_xact_tuples_returned('movements_history'::regclass)::int AS history,
        pg_stat_get_xact_tuples_returned('movements_history_by_type'::regclass)::int AS "byType",
        pg_stat_get_xact_tuples_returned('movements'::regclass)::int AS sequential`;

/** Runs one walk and reads what it scanned: the scan counters (not yet flushed ones included) before and after it, on one connection. */
async function readsOf(sql: string, params: readonly (string | number | Date)[]): Promise<Reads> {
  return server.db.transaction(async (tx) => {
    const [before] = await tx.query<Omit<Reads, 'lines'>>(countersSql);
    const rows = await tx.query(sql, params);
    const [after] = await tx.query<Omit<Reads, 'lines'>>(countersSql);
    if (!before || !after) throw new Error('no counters');
    return {
      history: after.history - before.history,
      byType: after.byType - before.byType,
      sequential: after.sequential - before.sequential,
      lines: rows.length,
    };
  });
}

describe('a history page of a member whose 10 000 lines the statistics have not seen', () => {
  it('walks its index from the cursor and stops at the page size, with a type filter too', async () => {
    const member = await newMember(server, 'walk');
    const created = await call(server.app, 'POST', 'dev/movements', { body: { email: member.email, count: 10_000 } });
    expect(created.statusCode, created.body).toBe(201);
    const middle = new Date(server.clock.now() - 300 * 86_400_000);
    const unfiltered = await readsOf("SELECT id FROM history_walk($1, '-infinity', 'infinity', $2, 2147483647, 51)", [member.id, middle]);
    expect(unfiltered).toEqual({ history: 51, byType: 0, sequential: 0, lines: 51 });
    // Two types × the three stored statuses: six walks of at most 51 entries each, merged to 51 lines.
    const filtered = await readsOf(
      "SELECT id FROM history_walk_by_type($1, '{order,sponsorship}', '{valid,pending,cancelled}', '-infinity', '-infinity', 'infinity', $2, 2147483647, 51)",
      [member.id, middle],
    );
    expect(filtered.lines).toBe(51);
    expect(filtered.sequential).toBe(0);
    expect(filtered.history).toBe(0);
    expect(filtered.byType).toBeLessThanOrEqual(6 * 51);
  });
});
