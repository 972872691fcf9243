/** @vitest-environment node */
// users_stats in constant time: the header's figures are read from sums kept with the ledger, and what is
// read of the ledger itself (is anything due? the pending lines the clock made valid, the slices expiring soon)
// touches a handful of index entries whatever the planner knows of the member. Two plans walked a heavy member's
// whole ledger on PostgreSQL, each time to find nothing: once the table was analysed, a sequential scan looking for a
// due pending line (an EXISTS the planner expected to satisfy at once), and in the prepared statement's generic plan
// (a plan for any member), movements_user read to sum the due pending lines — users_stats fell from ~1 100 to 32–84
// req/s with 100 000 movements. Here the statement runs as the server prepares it, with either plan, on a member
// owning most of the ledger; on PGlite and, in `npm run test:pg`, on PostgreSQL (the same planner decides on both).
import { describe, expect, it } from 'vitest';
import { createDevMovements } from '../../server/miles/dev-data';
import { settledStatement, statsColumns } from '../../server/miles/ledger';
import { call, demo } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo'] });

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** Every node of a plan tree. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
/** The rows a node read: those it returned and those it read and dropped, over all its loops. */
const rowsRead = (n: PlanNode): number =>
  ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) * (n['Actual Loops'] ?? 1);

const sqlLiteral = (value: number | Date): string => (typeof value === 'number' ? String(value) : `'${value.toISOString()}'::timestamptz`);

describe('the statement of users_stats (readSettled with its columns)', () => {
  it('reads a few index entries of a member who owns most of the ledger, with the custom and the generic plan, once the table is analysed', async () => {
    const now = new Date(server.clock.now());
    await createDevMovements(server.db, demo.email, 20_000, now);
    // What users_stats does first: settle what the clock made due (the seed has some), so the ledger is at rest.
    expect((await call(server.app, 'GET', 'users_stats', { token: tokens.demo })).statusCode).toBe(200);
    await server.db.query('ANALYZE movements');
    const [member] = await server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [demo.email]);
    if (!member) throw new Error('the demo member is missing from the seed');
    const [share] = await server.db.query<{ share: number }>(
      'SELECT (count(*) FILTER (WHERE user_id = $1))::float / count(*) AS share FROM movements',
      [member.id],
    );
    expect(share?.share).toBeGreaterThan(0.9);
    const params = [member.id, now, new Date(now.getTime() + 60 * 86_400_000)];

    for (const mode of ['force_custom_plan', 'force_generic_plan']) {
      const plan = await server.db.transaction(async (tx) => {
        await tx.query(`SET LOCAL plan_cache_mode = ${mode}`);
        await tx.query(`PREPARE stats_${mode} (int, timestamptz, timestamptz) AS ${settledStatement(statsColumns)}`);
        const [row] = await tx.query<{ 'QUERY PLAN': unknown }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE stats_${mode} (${params.map(sqlLiteral).join(', ')})`,
        );
        await tx.query(`DEALLOCATE stats_${mode}`);
        const text = row?.['QUERY PLAN'];
        return ((typeof text === 'string' ? JSON.parse(text) : text) as { Plan: PlanNode }[])[0]!.Plan;
      });
      const scans = nodesOf(plan).filter((n) => n['Relation Name'] === 'movements');
      expect(scans.length, mode).toBeGreaterThan(0);
      expect(
        scans.map((n) => n['Node Type']),
        mode,
      ).not.toContain('Seq Scan');
      const read = scans.map(rowsRead);
      expect(
        read.reduce((a, b) => a + b, 0),
        `${mode}: rows read per movements scan ${read.join(', ')}`,
      ).toBeLessThanOrEqual(50);
    }

    // And it answers what it should: nothing due, the balance of the ledger.
    const [answer] = await server.db.query<{ due: boolean; figures: { balance: number } }>(settledStatement(statsColumns), params);
    expect(answer?.due).toBe(false);
    const [ledger] = await server.db.query<{ balance: number }>(
      `SELECT coalesce(sum(amount) FILTER (WHERE status = 'valid'), 0)::int AS balance FROM movements WHERE user_id = $1`,
      [member.id],
    );
    expect(answer?.figures.balance).toBe(ledger?.balance);
  }, 60_000);
});
