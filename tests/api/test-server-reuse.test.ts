/** @vitest-environment node */
// The embedded database a file's server closes is handed to the worker's next file put back as seeded
// (support/test-server.ts): every table's rows and every sequence as the dump has them, whatever the file changed.
// Without a server: one writes the day's animations and content versions as it starts.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { testDatabase } from './support/test-server';

/** Every public table's rows and every public sequence's position, as one comparable object. */
async function contents(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    "SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const found: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ rows: string }>(
      `SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS rows FROM public.${name} t`,
    );
    found[name] = row?.rows ?? '';
  }
  const sequences = await db.query<{ name: string; value: string }>(
    "SELECT sequencename AS name, coalesce(last_value::text, 'unused') AS value FROM pg_sequences WHERE schemaname = 'public'",
  );
  for (const { name, value } of sequences) found[`sequence ${name}`] = value;
  return found;
}

// On PostgreSQL (MILES_TEST_DATABASE_URL) every file gets a new database instead.
describe.skipIf(Boolean(process.env.MILES_TEST_DATABASE_URL))("a worker's next file", () => {
  it('gets the database the last file closed, with the seeded rows and sequences back', async () => {
    const first = await testDatabase();
    const seeded = await contents(first.db);
    // Outside the public schema, so it stays: it shows the next server was given this very database.
    await first.db.exec('CREATE SCHEMA reuse_marker');
    await first.db.query("UPDATE users SET email = 'changed-' || email");
    await first.db.query("INSERT INTO countries (id, code, name, url) VALUES (9999, 'zz', 'Nowhere', '')");
    await first.db.query(
      "INSERT INTO movements (user_id, type, status, amount, label, created_at, valid_on) SELECT id, 'exceptional', 'valid', 5, 'x', now(), now() FROM users",
    );
    await first.db.query('DELETE FROM favorites');
    expect(await contents(first.db)).not.toEqual(seeded);
    await first.close();

    const next = await testDatabase();
    try {
      expect(await next.db.query("SELECT 1 FROM pg_namespace WHERE nspname = 'reuse_marker'")).toHaveLength(1);
      expect(await contents(next.db)).toEqual(seeded);
    } finally {
      await next.db.exec('DROP SCHEMA reuse_marker');
      await next.close();
    }
  });
});
