// `npm run test:pg`: the API tests whose proof needs real concurrency, on a real PostgreSQL. PGlite (the
// default test database) runs one transaction at a time, so it cannot show that 50 concurrent transfers
// never overdraw, or that two claims of one booking race safely: only a server with several connections can.
//
// With MILES_TEST_DATABASE_URL set, that server is used. Otherwise a throwaway cluster is made in a temp
// directory from Debian's PostgreSQL binaries (`apt-get install postgresql`; `.ci/run` installs them), on a
// free loopback port, as the `postgres` user when run as root (initdb refuses root), and removed afterwards.
import { spawnSync } from 'node:child_process';
import { startPostgres } from './lib/postgres-cluster.ts';

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
  'tests/api/miles-history-sums.test.ts',
  'tests/api/miles-history-cache.test.ts',
  'tests/api/auth-login-lock.test.ts',
  'tests/api/auth-sessions.test.ts',
  'tests/api/inputs-signup-race.test.ts',
  'tests/api/shop-orders.test.ts',
  'tests/api/card-concurrency.test.ts',
  'tests/api/animations-concurrency.test.ts',
  'tests/api/redemptions-quota.test.ts',
  'tests/api/redemptions-idempotency.test.ts',
  'tests/api/statement-plans.test.ts',
  'tests/api/miles-ledger-plans.test.ts',
  'tests/api/ops-multi-process.test.ts',
  'tests/api/studio-versions.test.ts',
  'tests/api/studio-live-config.test.ts',
];
const files = process.argv.length > 2 ? process.argv.slice(2) : defaultFiles;

function runVitest(databaseUrl: string): number {
  const result = spawnSync('npx', ['vitest', 'run', ...files], {
    stdio: 'inherit',
    env: { ...process.env, MILES_TEST_DATABASE_URL: databaseUrl },
  });
  return result.status ?? 1;
}

async function withThrowawayCluster(): Promise<number> {
  const cluster = await startPostgres({ maxConnections: 200 });
  if (!cluster) {
    throw new Error(
      'PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin: install them (apt-get install postgresql), or set MILES_TEST_DATABASE_URL.',
    );
  }
  try {
    console.log(`test:pg — PostgreSQL ${cluster.version} at ${cluster.url} (throwaway cluster)`);
    return runVitest(cluster.url);
  } finally {
    cluster.stop();
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
