import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { localePartsPlugin } from './scripts/locale-parts.ts';
import { testFilesNeedingIsolation } from './tests/support/isolation.ts';

const componentTests = ['tests/unit/**/*.test.tsx', 'tests/integration/**/*.test.tsx'];
const logicTests = ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'];
const configTests = ['tests/config/**/*.test.ts'];
const apiFolder = 'tests/api';
const apiTests = [`${apiFolder}/**/*.test.ts`];
// API files that replace modules or globals, or set the environment a module reads when it loads (the list and why:
// tests/support/isolation.ts): each gets fresh modules.
const isolated = testFilesNeedingIsolation(apiFolder);
const apiTimeouts = { testTimeout: 60_000, hookTimeout: 120_000 };

export default defineConfig({
  plugins: [localePartsPlugin(), react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __APP_ENV__: JSON.stringify('local') },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    pool: 'threads',
    // Vitest's default is one worker less than the CPUs: ONE on a 2-core machine (CI), which leaves a core
    // idle while a file waits on PGlite, a spawned server or a timer. Two files at a time use both.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    // Vitest's time limits (5 s a test, 10 s a hook) unless a project says why it needs more.
    projects: [
      // The components' files each get fresh modules (a worker per file), as vitest does by default. Shared (with
      // the files that talk to the mocked API kept isolated) the project was faster, but runs failed now and then:
      // the member header's "not loaded for a visitor" test saw an earlier file's load, and the data blocks' form test
      // rendered a page whose provider never asked for its sources (its effect did not run; not understood yet).
      // The VM pool was slower still, and broke MSW's and html-react-parser's imports.
      // A journey renders the whole portal in jsdom and drives it as a member does: seconds on 2 loaded cores.
      { extends: true, test: { name: 'components', include: componentTests, testTimeout: 20_000, hookTimeout: 30_000 } },
      // Models, the client, the router's rules, helpers: no DOM unless the file asks for one (`@vitest-environment
      // jsdom` in its first comment: the storage the tabs share, a window's events). A DOM costs a file about a
      // second to set up, which most of these never touch.
      { extends: true, test: { name: 'logic', include: logicTests, environment: 'node' } },
      // The config checks read and write files and spawn the checkers (`npm run check:*`, Playwright's listing): no
      // DOM to set up for each file, and a spawned checker takes seconds on a loaded machine.
      { extends: true, test: { name: 'config', include: configTests, environment: 'node', testTimeout: 60_000 } },
      // The API files share a worker's modules: the server's code and the seeded database's dump are imported once
      // per worker, not once per file. Each file still builds its own server and database. Files that need fresh modules: tests/support/isolation.ts.
      // A loaded 2-core machine can take well over Vitest's limits to build the seeded database dump the API files
      // share, or to start a server process.
      { extends: true, test: { name: 'api', include: apiTests, exclude: isolated, isolate: false, ...apiTimeouts } },
      { extends: true, test: { name: 'api-isolated', include: isolated, ...apiTimeouts } },
    ],
  },
});
