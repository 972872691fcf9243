// Applies server/db/migrations/*.sql in name order, each once, each in its own transaction.
import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './db';

const migrationsDir = new URL('./migrations/', import.meta.url);

/** Any fixed number: the advisory lock every API process takes to migrate. */
const migrationLock = 727_001;

/**
 * Brings the schema up to date; returns the names of the migrations it applied. Several API processes may start
 * at once on one PostgreSQL: the whole run holds a transaction-scoped advisory lock, so one migrates and the
 * others, once they get the lock, find nothing left to do.
 */
export async function migrate(db: Db): Promise<string[]> {
  const names = (await readdir(migrationsDir)).filter((n) => n.endsWith('.sql')).sort();
  const scripts = await Promise.all(names.map(async (name) => ({ name, sql: await readFile(new URL(name, migrationsDir), 'utf8') })));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL)');
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const { name, sql } of scripts) {
      if (done.has(name)) continue;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [name, new Date()]);
      applied.push(name);
    }
    return applied;
  });
}
