// A throwaway PostgreSQL for `npm run test:pg` (scripts/test-postgres.ts) and the API bench: Debian's server binaries, a cluster in a temporary directory on a free loopback port, owned by the postgres
// user when run as root (initdb refuses root), removed by `stop`. Answers null when no binaries are installed.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

export interface PostgresCluster {
  url: string;
  version: string;
  stop(): void;
}

function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(root, newest, 'bin') : null;
}

export interface PostgresOptions {
  /** PostgreSQL's max_connections (the concurrency tests open many at once). */
  maxConnections?: number;
}

export async function startPostgres({ maxConnections = 100 }: PostgresOptions = {}): Promise<PostgresCluster | null> {
  const bin = postgresBin();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(asRoot ? '/tmp' : tmpdir(), 'miles-bench-pg-'));
  const data = join(dir, 'data');
  const as = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  if (asRoot) {
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    );
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  try {
    as('initdb', ['-D', data, '-U', 'miles', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    // Durability off: a throwaway database need not survive a crash, and tests and benches measure the server, not the disk.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=${maxConnections}`;
    as('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://miles@127.0.0.1:${port}/postgres`,
    version: bin.split('/').at(-2) ?? '',
    stop: () => {
      as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
