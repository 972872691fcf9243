// Applies server/db/migrations/*.sql in name order, each once, each in its own transaction.
import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './db';

const migrationsDir = new URL('./migrations/', import.meta.url);

/** Brings the schema up to date; returns the names of the migrations it applied. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL)');
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const names = (await readdir(migrationsDir)).filter((n) => n.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of names) {
    if (done.has(name)) continue;
    const sql = await readFile(new URL(name, migrationsDir), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [name, new Date()]);
    });
    applied.push(name);
  }
  return applied;
}
