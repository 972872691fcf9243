// One reference server per test file, on an in-memory PGlite. Creating and seeding a PGlite costs
// seconds, so the migrated + seeded database is dumped once to the temp directory (keyed by the server's
// source, the PGlite version and the day) and every other file loads that dump: a fresh copy per file.
// With MILES_TEST_DATABASE_URL (a PostgreSQL server where the user may create databases), each file gets
// its own new database there instead, which proves the same SQL on a real PostgreSQL.
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../../server/app';
import type { ServerOptions } from '../../../server/app';
import type { Db } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrate';
import { openPgDb } from '../../../server/db/pg-db';
import { wrapPglite } from '../../../server/db/pglite-db';
import { seedIfEmpty } from '../../../server/db/seed';

const serverDir = new URL('../../../server/', import.meta.url);

async function fingerprint(): Promise<string> {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  const pglite = await readFile(new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url));
  hash.update(pglite);
  const files = (await readdir(serverDir, { recursive: true })).filter((f) => /\.(ts|sql)$/.test(f)).sort();
  for (const file of files) hash.update(file).update(await readFile(new URL(file, serverDir)));
  return hash.digest('hex').slice(0, 16);
}

const dumpDir = join(tmpdir(), 'miles-api-tests');

async function readOrBuildDump(key: string): Promise<Blob> {
  const file = join(dumpDir, `seeded-${key}.tar`);
  const dump = await readFile(file).catch(() => null);
  if (dump) return new Blob([new Uint8Array(dump)]);
  const pglite = await PGlite.create();
  const db = wrapPglite(pglite);
  await migrate(db);
  await seedIfEmpty(db, Date.now);
  const blob = await pglite.dumpDataDir('none');
  await pglite.close();
  await mkdir(dumpDir, { recursive: true });
  // Written aside then renamed, so a file running in parallel never reads half a dump.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, new Uint8Array(await blob.arrayBuffer()));
  await rename(partial, file);
  // Dumps of earlier server sources are dead weight (40 MB each).
  for (const name of await readdir(dumpDir)) {
    if (name.startsWith('seeded-') && !file.endsWith(name) && !name.includes('.tar.')) await rm(join(dumpDir, name), { force: true });
  }
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

/** A fresh database of its own on the PostgreSQL server of `serverUrl`, dropped by `drop`. */
async function postgresDatabase(serverUrl: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  const admin = openPgDb(serverUrl);
  const name = `miles_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPgDb(url.toString());
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.exec(`DROP DATABASE ${name}`);
      await admin.close();
    },
  };
}

async function testDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const serverUrl = process.env.MILES_TEST_DATABASE_URL;
  if (serverUrl) {
    const { db, drop } = await postgresDatabase(serverUrl);
    return { db, close: drop };
  }
  const pglite = await PGlite.create({ loadDataDir: await seededDump() });
  return { db: wrapPglite(pglite), close: () => pglite.close() };
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
