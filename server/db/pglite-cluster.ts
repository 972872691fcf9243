// A new PGlite database starts from a copy of an empty cluster, not from initdb. initdb is the same work for every
// new database of one PGlite version (seconds of CPU: most of what a fresh embedded database costs), and its result
// is a few files: the first new database of a machine keeps them as a tarball under node_modules/.cache, beside the
// PGlite that made them, and every later one loads that tarball (PGlite's loadDataDir). A cache that cannot be read
// or written is simply not used: the database is then made by initdb, as without it.
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/miles-pglite/', import.meta.url));

function pgliteVersion(): string | null {
  try {
    const manifest = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
}

const version = pgliteVersion();
const cacheFile = version ? join(cacheDir, `empty-cluster-${version}.tar`) : null;

function readEmptyCluster(): Blob | null {
  if (!cacheFile) return null;
  try {
    return new Blob([new Uint8Array(readFileSync(cacheFile))]);
  } catch {
    return null;
  }
}

/** Keeps the new cluster's files, written aside and renamed, so a process starting at the same time never reads half. */
async function keepEmptyCluster(pglite: PGlite): Promise<void> {
  if (!cacheFile) return;
  try {
    const tarball = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${cacheFile}.${process.pid}.${Date.now()}`;
    writeFileSync(partial, tarball);
    renameSync(partial, cacheFile);
    // The clusters of earlier PGlite versions are dead weight (tens of MB each).
    for (const name of readdirSync(cacheDir))
      if (join(cacheDir, name) !== cacheFile && !name.includes('.tar.')) rmSync(join(cacheDir, name), { force: true });
  } catch {
    // A read-only install, a full disk: the next new database runs initdb again.
  }
}

/** The data directory already holds a cluster (PGlite opens it as it is). */
const holdsCluster = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/**
 * Opens PGlite on `dataDir` (a directory on disk; in memory without one). A directory without a cluster, and every
 * in-memory database, starts from the empty cluster kept for this PGlite version, made by initdb the first time.
 */
export async function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  const where = dataDir ? { ...options, dataDir } : options;
  if ((dataDir && holdsCluster(dataDir)) || options.loadDataDir) return PGlite.create(where);
  const empty = readEmptyCluster();
  if (empty) return PGlite.create({ ...where, loadDataDir: empty });
  const pglite = await PGlite.create(where);
  await keepEmptyCluster(pglite);
  return pglite;
}
