// One process per PGlite data directory. PGlite is an embedded database: two processes opening one directory
// each keep their own view in memory and overwrite each other's files (an acknowledged transfer was lost that
// way). The lock is a file in the directory naming its holder; a holder that died (crash, kill -9) leaves a
// lock whose pid is gone, and the next start takes it over instead of being stuck.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const lockFileName = 'miles-server.lock';

interface Holder {
  pid: number;
  host: string;
}

export class DataDirInUse extends Error {
  constructor(dataDir: string, holder: Holder) {
    super(
      `The data directory ${dataDir} is in use by process ${holder.pid} on ${holder.host}. ` +
        'A PGlite data directory belongs to one server process: stop that process first, or use a PostgreSQL ' +
        'database (DATABASE_URL) to run several API processes.',
    );
    this.name = 'DataDirInUse';
  }
}

function readHolder(file: string): Holder | null {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { pid, host } = value as Record<string, unknown>;
    return typeof pid === 'number' && typeof host === 'string' ? { pid, host } : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  release(): void;
}

/** Takes the directory's lock (creating the directory), or throws DataDirInUse naming the live holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, lockFileName);
  const me: Holder = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      // `wx`: created only if absent, atomically, so two starts cannot both win.
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      // Another host's pid cannot be checked from here: refuse rather than guess.
      if (holder && (holder.host !== me.host || isAlive(holder.pid))) throw new DataDirInUse(dir, holder);
      // An unreadable lock younger than a few seconds is a start writing it right now, not a leftover.
      const age = Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (!holder && age < 5_000) throw new DataDirInUse(dir, { pid: 0, host: 'a starting process' });
      // A dead holder, or a lock file left half-written by a crash: take it over.
      rmSync(file, { force: true });
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    const release = () => {
      if (readHolder(file)?.pid === me.pid) rmSync(file, { force: true });
      process.off('exit', release);
    };
    // An exit without close (an uncaught error) still frees the directory for the next start.
    process.on('exit', release);
    return { release };
  }
  throw new Error(`Could not take the lock of ${dir}: remove ${file} if no server uses this directory.`);
}
