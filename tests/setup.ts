import { afterAll, afterEach, vi } from 'vitest';
import { appConfig } from '@/lib/app-config';
import { allNamespaces, loadNamespaces } from '@/platform/i18n';

// A read the client asks again (config/app.json `readAskedAgainAfterMs`: no answer, a gateway's 502/503/504) is asked
// again at once in this tier, as many times: a failure here is a test's own, and a test waits for the state it leads
// to, not for the time a phone would give the network. The waits themselves are proven on fake timers
// (tests/unit/api/client-asks-again.test.ts) and, as a member gets them, in the browser tier.
(appConfig.constants as { readAskedAgainAfterMs: number[] }).readAskedAgainAfterMs = appConfig.constants.readAskedAgainAfterMs.map(() => 0);

// Components render in unit tests as on a member's page: with every namespace of the strings, so a template's test
// needs no knowledge of which namespace its strings are in. tests/unit/platform/string-namespaces.test.ts covers the
// loading itself on a fresh module.
void loadNamespaces(allNamespaces);

// Most files share a worker with the files after them (vitest.config.ts): a global or an environment variable a file
// stubbed is put back before the next file imports anything.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

// The DOM's helpers are loaded only where there is a DOM: the models', the server's and the API's files run in the
// node environment, and importing React's testing library there would cost each of them for nothing.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  // jsdom lays nothing out, so it does not scroll: a link to another page puts the window at its top (shell-layout.tsx),
  // and jsdom would answer "not implemented" on every navigation. Scrolling is the browser tier's.
  window.scrollTo = () => undefined;
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy*/waitFor give an async result 5 s instead of testing-library's 1 s: in the full suite, two files at a time
  // on 2 cores beside PGlite and spawned servers, a router test's page views after a link then Back took longer
  // once. Only how long a failing test waits changes; nothing here measures speed.
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}
