// Db over a real PostgreSQL (DATABASE_URL), with the same SQL as the embedded database.
import pg from 'pg';
import type { PoolClient } from 'pg';
import type { Db, SqlParam } from './db';
import { planName } from './statement-plans';

// `date` columns are selected as text by the queries; bigint sums are cast to integer in SQL, so the
// driver's default type parsing is enough and both drivers answer the same JavaScript values.
function clientDb(client: PoolClient): Db {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      return (await client.query(sql, [...params])).rows as Row[];
    },
    async queryPlanned<Row>(sql: string, params: readonly SqlParam[] = []) {
      return (await client.query({ name: planName(sql), text: sql, values: [...params] })).rows as Row[];
    },
    async exec(sql) {
      await client.query(sql);
    },
    transaction: (fn) => fn(clientDb(client)),
    close: async () => undefined,
  };
}

/** Connects a pool to PostgreSQL; each transaction gets its own connection. */
export function openPgDb(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString });
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      return (await pool.query(sql, [...params])).rows as Row[];
    },
    // A named statement: each pooled connection prepares it on first use and keeps the plan (statement-plans.ts).
    async queryPlanned<Row>(sql: string, params: readonly SqlParam[] = []) {
      return (await pool.query({ name: planName(sql), text: sql, values: [...params] })).rows as Row[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
