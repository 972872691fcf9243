// Db over PGlite, the embedded PostgreSQL (WASM): no server to install for development or tests.
import type { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { createPglite } from './pglite-cluster';
import type { Db, SqlParam } from './db';
import { planSchema, pglitePlans } from './statement-plans';

type Runner = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(runner: Runner, root: PGlite | null, onClose?: () => void): Db {
  const query = async <Row>(sql: string, params: readonly SqlParam[] = []): Promise<Row[]> =>
    (await runner.query<Row>(sql, [...params])).rows;
  // Plans are made and kept at the root only: a function made inside a transaction that rolls back would be
  // gone while still remembered. Inside a transaction a planned statement is simply a statement.
  const planned = root ? pglitePlans({ query, exec: async (sql) => void (await runner.exec(sql)) }) : null;
  return {
    query,
    async queryPlanned<Row>(sql: string, params: readonly SqlParam[] = []) {
      return planned ? ((await planned(sql, params)) as Row[]) : query<Row>(sql, params);
    },
    async exec(sql) {
      await runner.exec(sql);
    },
    // PGlite has no nested transactions; inside one, the work simply joins the open transaction.
    transaction: (fn) => (root ? root.transaction((tx) => fn(wrap(tx, null))) : fn(wrap(runner, null))),
    close: async () => {
      if (root) await root.close();
      onClose?.();
    },
  };
}

/**
 * Opens (or creates) a PGlite database: a directory on disk, or in memory when `dataDir` is absent. A directory
 * is locked to this process until close (data-dir-lock.ts); a second process gets DataDirInUse.
 */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  if (!dataDir) return wrapPglite(await createPglite());
  // Locked before PGlite reads a single file: the second process must not even load its own view.
  const lock = lockDataDir(dataDir);
  try {
    const pglite = await createPglite(dataDir);
    // The previous run's planned statements may be of code that changed since: they are made again on use.
    await pglite.exec(`DROP SCHEMA IF EXISTS ${planSchema} CASCADE`);
    return wrap(pglite, pglite, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Wraps an already open PGlite instance (tests load a prepared one from a dump). */
export function wrapPglite(pglite: PGlite): Db {
  return wrap(pglite, pglite);
}
