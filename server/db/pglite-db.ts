// Db over PGlite, the embedded PostgreSQL (WASM): no server to install for development or tests.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { Db, SqlParam } from './db';

type Runner = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(runner: Runner, root: PGlite | null): Db {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      return (await runner.query<Row>(sql, [...params])).rows;
    },
    async exec(sql) {
      await runner.exec(sql);
    },
    // PGlite has no nested transactions; inside one, the work simply joins the open transaction.
    transaction: (fn) => (root ? root.transaction((tx) => fn(wrap(tx, null))) : fn(wrap(runner, null))),
    close: async () => {
      if (root) await root.close();
    },
  };
}

/** Opens (or creates) a PGlite database: a directory on disk, or in memory when `dataDir` is absent. */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  // PGlite creates only the last folder of the path; a fresh clone has no .data/ yet.
  if (dataDir) mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
  await pglite.waitReady;
  return wrapPglite(pglite);
}

/** Wraps an already open PGlite instance (tests load a prepared one from a dump). */
export function wrapPglite(pglite: PGlite): Db {
  return wrap(pglite, pglite);
}
