// A new PGlite database starts from a copy of an empty cluster, not from initdb. initdb is the same work for every
// new database of one PGlite version (seconds of CPU: most of what a fresh embedded database costs), and its result
// is a few files: the first new database of a machine keeps them as a tarball under node_modules/.cache, beside the
// PGlite that made them, and every later one loads that tarball (PGlite's loadDataDir). A cache that cannot be read
// or written is simply not used: the database is then made by initdb, as without it.
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
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

/** A kept tarball's content; null when it is not there (or cannot be read). */
export function readTarball(file: string): Blob | null {
  try {
    return new Blob([new Uint8Array(readFileSync(file))]);
  } catch {
    return null;
  }
}

/**
 * Keeps `tarball` as `file`: written aside and renamed, so a process reading it at the same time gets a whole file
 * or none. The other tarballs of the folder that share the part of its name before the last `-` (those of an earlier
 * version or source, tens of MB each) are removed.
 */
export function keepTarball(file: string, tarball: Uint8Array): void {
  const dir = dirname(file);
  const family = basename(file).replace(/-[^-]*$/, '-');
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(partial, tarball);
  renameSync(partial, file);
  for (const name of readdirSync(dir)) {
    if (name.startsWith(family) && name.endsWith('.tar') && join(dir, name) !== file) rmSync(join(dir, name), { force: true });
  }
}

async function keepEmptyCluster(pglite: PGlite): Promise<void> {
  if (!cacheFile) return;
  try {
    keepTarball(cacheFile, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
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
  const empty = cacheFile ? readTarball(cacheFile) : null;
  if (empty) return PGlite.create({ ...where, loadDataDir: empty });
  const pglite = await PGlite.create(where);
  await keepEmptyCluster(pglite);
  return pglite;
}
