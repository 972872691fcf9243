// Statements planned once, not on every call. users_stats and points_history are one statement each,
// read on every page; planning them cost several times more than running them (PGlite,
// on the one thread every visitor shares). Each database reuses plans its own way:
// - PostgreSQL (pg): a named prepared statement, prepared by each pooled connection on its first use.
// - PGlite has no named statements in its API (each query is parse, bind, execute of an unnamed one), so the
//   statement becomes the body of a PL/pgSQL function, whose plans PL/pgSQL keeps for the session (PGlite has
//   one session). The function answers each row as json (row_to_json), hence the rule that planned statements
//   select JSON-shaped columns only. Functions live in the schema `statement_plans`, dropped and made again at
//   each start, named after a digest of their text (the same text is the same function, a changed one a new one).
import { createHash } from 'node:crypto';
import type { SqlParam } from './db';

/** The name of a statement's prepared statement or function: a digest of its text. */
export function planName(sql: string): string {
  return `q_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
}

export const planSchema = 'statement_plans';

/** SQLSTATE: "could not determine data type of parameter $n". */
const indeterminateDatatype = '42P18';

/** What PGlite needs to turn a statement into a function: running plain SQL. */
interface PlainRunner {
  query<Row>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
  exec(sql: string): Promise<void>;
}

/**
 * PGlite: runs `sql` through its function in `statement_plans`, making the function on first use. The
 * parameters' types come from PostgreSQL itself (PREPARE, then pg_prepared_statements), so the function's
 * arguments have exactly the types the statement's placeholders were given.
 */
export function pglitePlans(runner: PlainRunner): (sql: string, params: readonly SqlParam[]) => Promise<unknown[]> {
  const made = new Map<string, Promise<string | null>>();
  const make = async (sql: string): Promise<string> => {
    const name = planName(sql);
    await runner.exec(`CREATE SCHEMA IF NOT EXISTS ${planSchema}`);
    await runner.exec(`PREPARE ${name} AS\n${sql}\n`);
    try {
      const [found] = await runner.query<{ types: string[] }>(
        'SELECT parameter_types::text[] AS types FROM pg_prepared_statements WHERE name = $1',
        [name],
      );
      const args = (found?.types ?? []).map((type, i) => `p${i + 1} ${type}`).join(', ');
      await runner.exec(
        `CREATE OR REPLACE FUNCTION ${planSchema}.${name}(${args}) RETURNS SETOF json LANGUAGE plpgsql STABLE AS $plan$
         BEGIN RETURN QUERY SELECT row_to_json(statement_row) FROM (\n${sql}\n) AS statement_row; END $plan$`,
      );
    } finally {
      await runner.exec(`DEALLOCATE ${name}`);
    }
    return name;
  };
  return async (sql, params) => {
    let name = made.get(sql);
    if (!name) {
      // A statement PostgreSQL cannot prepare on its own (a placeholder whose type only the call's value says)
      // stays a plain statement: it answers the same, only planned each time.
      name = make(sql).catch((error: unknown) => {
        if ((error as { code?: string }).code === indeterminateDatatype) return null;
        made.delete(sql);
        throw error;
      });
      made.set(sql, name);
    }
    const fn = await name;
    if (!fn) return runner.query(sql, params);
    const placeholders = params.map((_, i) => `$${i + 1}`).join(', ');
    const rows = await runner.query<{ row: unknown }>(`SELECT ${planSchema}.${fn}(${placeholders}) AS row`, params);
    return rows.map((r) => r.row);
  };
}
