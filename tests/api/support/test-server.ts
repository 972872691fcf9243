// One reference server per test file, on an in-memory PGlite. Creating and seeding a PGlite costs
// seconds, so the migrated + seeded database is dumped once to the temp directory (keyed by the server's
// source, the PGlite version and the day) and a worker loads that dump; each next file of the worker gets the
// same database with its rows put back as seeded (`testDatabase`).
// With MILES_TEST_DATABASE_URL (a PostgreSQL server where the user may create databases), each file gets
// its own new database there instead, which proves the same SQL on a real PostgreSQL.
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../../server/app';
import { lowerPasswordCostForTests } from '../../../server/auth/passwords';
import type { ServerOptions } from '../../../server/app';
import type { Db } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrate';
import { openPgDb } from '../../../server/db/pg-db';
import { createPglite, keepTarball, readTarball } from '../../../server/db/pglite-cluster';
import { wrapPglite } from '../../../server/db/pglite-db';
import { seedIfEmpty } from '../../../server/db/seed';
import { readHotelData } from '../../../server/hotels/hotel-data';

const serverDir = new URL('../../../server/', import.meta.url);

// The API tests sign up, log in and fail logins many times over: scrypt at a lower memory cost in every process that
// loads this module (the API tests, the browser specs' own servers), the seeded database's passwords included. A
// server process (server/main.ts) hashes at the production cost (tests/api/auth-password-cost.test.ts).
lowerPasswordCostForTests(1024);

async function fingerprint(): Promise<string> {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  const pglite = await readFile(new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url));
  hash.update(pglite);
  const files = (await readdir(serverDir, { recursive: true })).filter((f) => /\.(ts|sql|json)$/.test(f)).sort();
  for (const file of files) hash.update(file).update(await readFile(new URL(file, serverDir)));
  return hash.digest('hex').slice(0, 16);
}

const dumpDir = join(tmpdir(), 'miles-api-tests');

async function readOrBuildDump(key: string): Promise<Blob> {
  const file = join(dumpDir, `seeded-${key}.tar`);
  const dump = readTarball(file);
  if (dump) return dump;
  const pglite = await createPglite();
  const db = wrapPglite(pglite);
  await migrate(db);
  await seedIfEmpty(db, Date.now, { hotels: readHotelData() });
  const blob = await pglite.dumpDataDir('none');
  await pglite.close();
  // A file running in parallel reads a whole dump or none; dumps of earlier server sources go.
  keepTarball(file, new Uint8Array(await blob.arrayBuffer()));
  return blob;
}

// Kept for the worker: the API files that share a worker's modules read the dump from disk once, not once per file.
let cachedDump: { key: string; blob: Promise<Blob> } | null = null;

/** The migrated and seeded database's data directory as a tarball, for `PGlite.create({ loadDataDir })`. */
export async function seededDump(): Promise<Blob> {
  const key = await fingerprint();
  if (cachedDump?.key !== key) {
    const blob = readOrBuildDump(key);
    cachedDump = { key, blob };
    blob.catch(() => {
      if (cachedDump?.blob === blob) cachedDump = null;
    });
  }
  return cachedDump.blob;
}

/** A clock that follows real time, shifted by whatever the test moved it. */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
  reset(): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  close(): Promise<void>;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The migrated and seeded database (keyed as the PGlite dump is) that each file's database on the PostgreSQL server
 * is copied from: migrating and seeding once, not once per file. Made under a name of its own and renamed when
 * ready, so a worker never copies a half-made one; the worker that loses the race drops its copy.
 */
async function postgresTemplate(admin: Db, serverUrl: string): Promise<string> {
  const name = `miles_test_template_${await fingerprint()}`;
  const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.length > 0) return name;
  const making = `miles_test_making_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await admin.exec(`CREATE DATABASE ${making}`);
  const db = openPgDb(databaseUrl(serverUrl, making));
  try {
    await migrate(db);
    await seedIfEmpty(db, Date.now, { hotels: readHotelData() });
  } finally {
    await db.close();
  }
  try {
    await admin.exec(`ALTER DATABASE ${making} RENAME TO ${name}`);
  } catch (error) {
    await admin.exec(`DROP DATABASE ${making}`);
    // Another worker made it first: 42P04 once its rename is committed, 23505 while both renames race.
    if (!['42P04', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
    return name;
  }
  // Templates of earlier server sources are dead weight on a long-lived server; one being copied right now by a run
  // of other sources refuses to go, and goes next time.
  const old = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'miles\\_test\\_template\\_%' AND datname <> $1",
    [name],
  );
  for (const { datname } of old) await admin.exec(`DROP DATABASE ${datname}`).catch(() => undefined);
  return name;
}

// Per worker and server: the files of a worker copy the template its first file found or made.
const templates = new Map<string, Promise<string>>();

/** A fresh database of its own on the PostgreSQL server of `serverUrl`, dropped by `drop`. */
async function postgresDatabase(serverUrl: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  const admin = openPgDb(serverUrl);
  let template = templates.get(serverUrl);
  if (!template) {
    template = postgresTemplate(admin, serverUrl);
    templates.set(serverUrl, template);
    template.catch(() => templates.delete(serverUrl));
  }
  const name = `miles_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${await template}`);
  const db = openPgDb(databaseUrl(serverUrl, name));
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.exec(`DROP DATABASE ${name}`);
      await admin.close();
    },
  };
}

/** A database loaded from the dump, and the statement that puts it back as it was loaded. */
interface SeededPglite {
  pglite: PGlite;
  restore: string;
}

const snapshotSchema = 'seeded_snapshot';

/**
 * Copies every table of the freshly loaded database aside and answers the statement that puts them back: the rows
 * (foreign keys unchecked while they go back, as they were consistent when copied) and every sequence's position.
 * The statement plans' schema stays: its functions are named after their statement's text.
 */
async function snapshotSeed(pglite: PGlite): Promise<string> {
  const { rows: tables } = await pglite.query<{ name: string; columns: string }>(
    `SELECT quote_ident(c.table_name) AS name,
            string_agg(quote_ident(c.column_name), ', ' ORDER BY c.ordinal_position) AS columns
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
      GROUP BY c.table_name ORDER BY c.table_name`,
  );
  const { rows: sequences } = await pglite.query<{ name: string; value: string; called: boolean }>(
    `SELECT quote_literal('public.' || quote_ident(sequencename)) AS name, COALESCE(last_value, start_value)::text AS value,
            last_value IS NOT NULL AS called
       FROM pg_sequences WHERE schemaname = 'public'`,
  );
  await pglite.exec(
    [`CREATE SCHEMA ${snapshotSchema}`, ...tables.map(({ name }) => `CREATE TABLE ${snapshotSchema}.${name} AS TABLE public.${name}`)].join(
      ';\n',
    ),
  );
  return [
    "SET session_replication_role = 'replica'",
    `TRUNCATE ${tables.map(({ name }) => `public.${name}`).join(', ')}`,
    ...tables.map(
      ({ name, columns }) =>
        `INSERT INTO public.${name} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM ${snapshotSchema}.${name}`,
    ),
    ...sequences.map(({ name, value, called }) => `SELECT setval(${name}, ${value}, ${String(called)})`),
    'RESET session_replication_role',
  ].join(';\n');
}

// The embedded databases a worker's files have closed: the next file takes one and puts its rows back, which costs
// a fraction of loading the dump into a new PGlite (its WebAssembly instance and its start-up, about 1.5 CPU-s).
// A file that starts two servers at once gets a second database.
const idleDatabases: SeededPglite[] = [];

async function seededPglite(): Promise<SeededPglite> {
  const idle = idleDatabases.pop();
  if (idle) {
    await idle.pglite.exec(idle.restore);
    return idle;
  }
  const pglite = await PGlite.create({ loadDataDir: await seededDump() });
  return { pglite, restore: await snapshotSeed(pglite) };
}

/** A database of the seeded state: on PostgreSQL a new one; embedded, one the worker keeps (see above). */
export async function testDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const serverUrl = process.env.MILES_TEST_DATABASE_URL;
  if (serverUrl) {
    const { db, drop } = await postgresDatabase(serverUrl);
    return { db, close: drop };
  }
  const seeded = await seededPglite();
  return {
    db: wrapPglite(seeded.pglite),
    close: async () => {
      idleDatabases.push(seeded);
    },
  };
}

export async function startTestServer(options: Omit<ServerOptions, 'db' | 'clock'> = {}): Promise<TestServer> {
  const { db, close } = await testDatabase();
  const clock = testClock();
  const app = await buildServer({ devOutbox: true, rateLimit: false, ...options, db, clock: clock.now });
  return {
    app,
    db,
    clock,
    close: async () => {
      await app.close();
      await close();
    },
  };
}
