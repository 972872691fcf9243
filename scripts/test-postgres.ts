// `npm run test:pg`: the API tests whose proof needs real concurrency, on a real PostgreSQL. PGlite (the
// default test database) runs one transaction at a time, so it cannot show that 50 concurrent transfers
// never overdraw, or that two claims of one booking race safely: only a server with several connections can.
//
// With MILES_TEST_DATABASE_URL set, that server is used. Otherwise a throwaway cluster is made in a temp
// directory from Debian's PostgreSQL binaries (`apt-get install postgresql`; `.ci/run` installs them), on a
// free loopback port, as the `postgres` user when run as root (initdb refuses root), and removed afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The test files that open many connections at once (see each file's "concurrent" / "at once" tests), and
 * ops-multi-process (two server processes on one database). Files given as arguments run instead.
 */
const defaultFiles = [
  'tests/api/miles-transfers.test.ts',
  'tests/api/miles-balances.test.ts',
  'tests/api/miles-claims.test.ts',
  'tests/api/miles-history.test.ts',
  'tests/api/miles-history-paging.test.ts',
  'tests/api/auth-login-lock.test.ts',
  'tests/api/auth-sessions.test.ts',
  'tests/api/inputs-signup-race.test.ts',
  'tests/api/ops-multi-process.test.ts',
];
const files = process.argv.length > 2 ? process.argv.slice(2) : defaultFiles;

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) {
    throw new Error(
      'PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin: install them (apt-get install postgresql), or set MILES_TEST_DATABASE_URL.',
    );
  }
  return join(root, newest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function runVitest(databaseUrl: string): number {
  const result = spawnSync('npx', ['vitest', 'run', ...files], {
    stdio: 'inherit',
    env: { ...process.env, MILES_TEST_DATABASE_URL: databaseUrl },
  });
  return result.status ?? 1;
}

async function withThrowawayCluster(): Promise<number> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  // /tmp as root: the postgres user must be able to reach the directory, which a root-only TMPDIR would forbid.
  const dir = mkdtempSync(join(asRoot ? '/tmp' : tmpdir(), 'miles-pg-'));
  const data = join(dir, 'data');
  // As root, the cluster belongs to the postgres user: initdb and the server refuse to run as root.
  const as = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  let started = false;
  try {
    as('initdb', ['-D', data, '-U', 'miles', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    // fsync off: a test database need not survive a crash, and it saves seconds per file.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    as('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
    started = true;
    console.log(`test:pg — PostgreSQL ${bin.split('/').at(-2)} on 127.0.0.1:${port} (throwaway cluster in ${dir})`);
    return runVitest(`postgres://miles@127.0.0.1:${port}/postgres`);
  } finally {
    if (started) as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const url = process.env.MILES_TEST_DATABASE_URL;
  if (url) {
    console.log('test:pg — on the PostgreSQL server of MILES_TEST_DATABASE_URL');
    return runVitest(url);
  }
  return withThrowawayCluster();
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    if (error && typeof error === 'object' && 'stderr' in error) console.error(String((error as { stderr: unknown }).stderr));
    process.exit(1);
  },
);
