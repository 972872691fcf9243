/** @vitest-environment node */
// One PGlite data directory, one server process: a second server on the same directory would corrupt it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUse, lockFileName } from '../../server/db/data-dir-lock';
import { openPgliteDb } from '../../server/db/pglite-db';
import { spawnServer, untilListening } from './support/server-process';
import type { ServerProcess } from './support/server-process';
import { seededDump } from './support/test-server';

const dirs: string[] = [];
const servers: ServerProcess[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'miles-lock-'));
  dirs.push(dir);
  return dir;
}
let seeded: Promise<string> | null = null;
/**
 * A data directory holding the other files' seeded database: what is tested is the lock, not a first start. Written
 * to disk once for the file: each test leaves it closed and unlocked, as it found it.
 */
function seededDir(): Promise<string> {
  seeded ??= (async () => {
    const dir = tempDir();
    const pglite = await PGlite.create(dir, { loadDataDir: await seededDump() });
    await pglite.close();
    return dir;
  })();
  return seeded;
}
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has ended: spawned, waited for, gone. */
function deadPid(): number {
  const pid = spawnSync('true').pid;
  if (!pid) throw new Error('no pid');
  return pid;
}

describe('the PGlite data directory lock', () => {
  // Two server processes start one after the other (tsx, the server's modules, PGlite on disk).
  it('refuses a second server process on a directory in use, naming the holder and PostgreSQL', { timeout: 120_000 }, async () => {
    const dataDir = await seededDir();
    const env = { DATA_DIR: dataDir, DIST_DIR: 'no-dist', MILES_SEED_DEMO: '0' };
    const first = await spawnServer(env);
    servers.push(first);
    await untilListening(first);
    const holder = JSON.parse(readFileSync(join(dataDir, lockFileName), 'utf8')) as { pid: number; host: string };
    expect(holder.host).toBe(hostname());

    const second = await spawnServer(env);
    servers.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`in use by process ${holder.pid} on ${hostname()}`);
    expect(second.output()).toContain('DATABASE_URL');
    expect(second.output()).not.toContain('    at '); // a message, not a stack trace
    // The first one still serves, and still holds the directory.
    expect((await fetch(`${first.url}/api/languages`)).status).toBe(200);

    // A clean stop frees the directory, also when the stop signal comes twice (a terminal's Ctrl-C reaches npm and
    // the server, and npm passes it on): the server closes and exits 0, and the next opener (this process) takes it.
    const pid = first.child.pid ?? 0;
    process.kill(-pid, 'SIGTERM');
    process.kill(-pid, 'SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, lockFileName))).toBe(false);
    const next = await openPgliteDb(dataDir);
    expect(JSON.parse(readFileSync(join(dataDir, lockFileName), 'utf8'))).toEqual({ pid: process.pid, host: hostname() });
    await next.close();
  });

  // The one opening of PGlite in this process: the take-over, the refusal of a second opener and the release.
  it(
    'takes over the lock a crashed process left (its pid is gone), refuses another opener in the same process while it holds it, and releases it on close',
    { timeout: 60_000 },
    async () => {
      const dataDir = await seededDir();
      const lock = join(dataDir, lockFileName);
      writeFileSync(lock, JSON.stringify({ pid: deadPid(), host: hostname() }));
      const db = await openPgliteDb(dataDir);
      expect(JSON.parse(readFileSync(lock, 'utf8'))).toEqual({ pid: process.pid, host: hostname() });
      await expect(openPgliteDb(dataDir)).rejects.toThrow(DataDirInUse);
      await db.close();
      expect(existsSync(lock)).toBe(false);
    },
  );

  it('refuses a holder on another host, whose pid means nothing here', { timeout: 60_000 }, async () => {
    const dataDir = await seededDir();
    writeFileSync(join(dataDir, lockFileName), JSON.stringify({ pid: deadPid(), host: 'another-host.example' }));
    await expect(openPgliteDb(dataDir)).rejects.toThrow(/in use by process \d+ on another-host\.example/);
    rmSync(join(dataDir, lockFileName));
  });
});
