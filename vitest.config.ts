import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { testFilesAskingForDom, testFilesNeedingIsolation, testFilesOnTheirOwnModels } from './tests/support/isolation.ts';

const componentTests = ['tests/unit/**/*.test.tsx', 'tests/integration/**/*.test.tsx'];
const logicTests = ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'];
const componentFolders = ['tests/unit', 'tests/integration'];
// Model and client files whose first comment asks for a DOM: they run with the components, in the shared window.
const domLogicTests = testFilesAskingForDom(...componentFolders);
// Files that replace modules or globals, and model files on a mocked API (the list and why: tests/support/isolation.ts):
// each gets fresh modules, the component and DOM ones in a window of their own, the others in node.
const isolatedFrontEnd = [
  ...new Set([...testFilesNeedingIsolation(...componentFolders, 'tests/config'), ...testFilesOnTheirOwnModels(...componentFolders)]),
].sort();
const needsDom = (file: string) => file.endsWith('.tsx') || domLogicTests.includes(file);
const isolatedDomTests = isolatedFrontEnd.filter(needsDom);
const isolatedNodeTests = isolatedFrontEnd.filter((file) => !needsDom(file));
const configTests = ['tests/config/**/*.test.ts'];
const apiFolder = 'tests/api';
const apiTests = [`${apiFolder}/**/*.test.ts`];
// API files that replace modules or globals, or set the environment a module reads when it loads (the list and why:
// tests/support/isolation.ts): each gets fresh modules.
const isolated = testFilesNeedingIsolation(apiFolder);
const componentTimeouts = { testTimeout: 20_000, hookTimeout: 30_000 };
const apiTimeouts = { testTimeout: 60_000, hookTimeout: 120_000 };

export default defineConfig({
  plugins: [react()],
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
      // The components' files share a worker's modules and its jsdom window, so React, rjsf, i18next and the models
      // are imported and the DOM set up once per worker, not once per file. What a file leaves behind is put back
      // before the next one (tests/support/between-files.ts: the page, its address, cookies and storage, the router
      // and the member's header parts the portal keeps, the client's guest token, the member's data, the language shown, fake timers),
      // and tests/setup.ts unmounts what each test rendered. The files that replace modules or globals, and the model
      // files that run against a mocked API, get fresh modules (the list and why: tests/support/isolation.ts).
      // The VM pool was slower, and broke MSW's and html-react-parser's imports.
      // A journey renders the whole portal in jsdom and drives it as a member does: seconds on 2 loaded cores.
      {
        extends: true,
        test: {
          name: 'components',
          include: [...componentTests, ...domLogicTests],
          exclude: isolatedDomTests,
          isolate: false,
          setupFiles: ['tests/support/between-files.ts'],
          ...componentTimeouts,
        },
      },
      { extends: true, test: { name: 'components-isolated', include: isolatedDomTests, ...componentTimeouts } },
      // Models, the client, the router's rules, helpers: no DOM unless the file asks for one (`@vitest-environment
      // jsdom` in its first comment: the storage the tabs share, a window's events); those run with the components
      // above. A DOM costs a file about a second to set up, which most of these never touch.
      // They share a worker's modules too: a model file forks its own scope, and nothing else of a module outlives a file.
      {
        extends: true,
        test: {
          name: 'logic',
          include: logicTests,
          exclude: [...domLogicTests, ...isolatedNodeTests],
          environment: 'node',
          isolate: false,
        },
      },
      // The config checks read and write files and spawn the checkers (`npm run check:*`, Playwright's listing): no
      // DOM to set up for each file, and a spawned checker takes seconds on a loaded machine.
      {
        extends: true,
        test: {
          name: 'config',
          include: configTests,
          exclude: isolatedNodeTests,
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
        },
      },
      { extends: true, test: { name: 'node-isolated', include: isolatedNodeTests, environment: 'node', testTimeout: 60_000 } },
      // The API files share a worker's modules: the server's code and the seeded database's dump are imported once
      // per worker, not once per file. Each file still builds its own server and database. Files that need fresh modules: tests/support/isolation.ts.
      // A loaded 2-core machine can take well over Vitest's limits to build the seeded database dump the API files
      // share, or to start a server process.
      { extends: true, test: { name: 'api', include: apiTests, exclude: isolated, isolate: false, ...apiTimeouts } },
      { extends: true, test: { name: 'api-isolated', include: isolated, ...apiTimeouts } },
    ],
  },
});
