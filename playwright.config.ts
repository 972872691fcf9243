import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

const port = Number(process.env.E2E_PORT ?? 4173);
// Several runs may share one machine (developers, helpers): each port gets its own database and may use its own build.
const dataDir = process.env.E2E_DATA_DIR ?? (port === 4173 ? '.data/e2e' : `.data/e2e-${port}`);
const distDir = process.env.E2E_DIST_DIR ?? 'dist';
// The server's log of the run, which the global teardown searches for every secret the run handled.
const logFile = process.env.E2E_LOG_FILE ?? `${dataDir}.log`;
process.env.MILES_E2E_LOG_FILE = logFile;
// Served from the guides' copy of the project (tests/e2e/support/guide-copy.ts), in the `guides` project.
const guideSpecs = ['**/editor-added-field.spec.ts', '**/config-data-page.spec.ts', '**/editor-guide.spec.ts', '**/overlay-guide.spec.ts'];
// Its beforeAll starts a server for the whole file.
const perFileSpecs = ['**/quiz-guide.spec.ts'];
// They spend and move the demo members' miles and check them to the mile (other@example.com's card and transfers,
// the demo's expiring slice that a transfer's oldest-first debit would use up): one worker runs them one after the
// other, in file order (history, card, transfers), while the rest of the run goes on in the other worker.
const otherMemberSpecs = ['**/miles-history.spec.ts', '**/prepaid-card.spec.ts', '**/transfer-miles.spec.ts'];

// Debian's headless build of Chromium (package chromium-headless-shell: the same engine without the desktop
// browser around it, as Playwright itself runs headless tests) costs less CPU per page; the full browser when absent.
// Why: docs/adr/0011-browser-tests-on-the-headless-shell.md.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Playwright's own limits (30 s a test, 5 s an expect): a test that needs more says so with test.setTimeout.
  fullyParallel: true,
  workers: 2,
  // No retries: tests change accounts on a real database, and a flaky test must be fixed, not repeated.
  retries: 0,
  reporter: [['list']],
  globalTeardown: './tests/e2e/support/log-check.ts',
  projects: [
    // The guides' specs serve one copy of the project, built by a worker fixture (support/guide-copy-test.ts): one
    // worker runs them one after the other, so it is built once. The serial projects come first: Playwright starts
    // its jobs in this order, and a chain of files that one worker runs in turn would otherwise finish the run alone.
    { name: 'guides', testMatch: guideSpecs, workers: 1, fullyParallel: false },
    { name: 'other-member', testMatch: otherMemberSpecs, workers: 1, fullyParallel: false },
    // A spec whose describe starts a server or builds a copy in beforeAll runs it once per test group: as one
    // group, once per file (fullyParallel would run that hook again for every test, in each worker).
    { name: 'per-file', testMatch: perFileSpecs, fullyParallel: false },
    { name: 'portal', testIgnore: [...guideSpecs, ...perFileSpecs, ...otherMemberSpecs] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // V8 without its optimising compilers (Maglev, TurboFan): a test's page lives seconds, too short for their
        // background compiling of the app and the audit engines to pay back. Why: docs/adr/0022.
        '--js-flags=--max-opt=1',
      ],
    },
  },
  // The real reference API and the built portal on one origin, on a fresh embedded database each run.
  webServer: {
    command: `rm -rf ${dataDir} ${logFile} && node --import tsx server/main.ts`,
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
