import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// Several runs may share one machine (developers, helpers): each port gets its own database and may use its own build.
const dataDir = process.env.E2E_DATA_DIR ?? (port === 4173 ? '.data/e2e' : `.data/e2e-${port}`);
const distDir = process.env.E2E_DIST_DIR ?? 'dist';
// The server's log of the run, which the global teardown searches for every secret the run handled.
const logFile = process.env.E2E_LOG_FILE ?? `${dataDir}.log`;
process.env.MILES_E2E_LOG_FILE = logFile;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  // No retries: tests change accounts on a real database, and a flaky test must be fixed, not repeated.
  retries: 0,
  reporter: [['list']],
  globalTeardown: './tests/e2e/support/log-check.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // The real reference API and the built portal on one origin, on a fresh embedded database each run.
  webServer: {
    command: `rm -rf ${dataDir} ${logFile} && npx tsx server/main.ts`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      MILES_DEV_OUTBOX: '1',
      MILES_RATE_LIMIT: 'off',
      MILES_LOG_FILE: logFile,
    },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    // A fresh embedded database is created, migrated and seeded first: slow on a busy 2-core machine.
    timeout: 120_000,
  },
});
