// Setup of the files that share a worker (vitest.config.ts, project `components`): the modules and jsdom's window
// stay from one file to the next, so what a file leaves behind is put back as a fresh worker has it before the next
// file starts (the member's data too, not the session). tests/setup.ts already unmounts what a test rendered and empties the storage after each test.
import { afterAll, afterEach, vi } from 'vitest';
import { disposeRouters } from '@/app/router-host';
import { forgetMemberHeader } from '@/app/shell/load-member-header';
import { appConfig } from '@/lib/app-config';
import { i18n } from '@/platform/i18n';
import { forgetGuestToken } from '@/model/session/api';
import { memberChanged } from '@/model/session/member-changed';
import { blockRegistry } from '@/renderer/block-registry';
import { templateRegistry } from '@/renderer/template-registry';

interface FreshPage {
  url: string;
  title: string;
  head: string;
  attributes: Map<Element, [string, string][]>;
}

const attributesOf = (element: Element): [string, string][] => [...element.attributes].map(({ name, value }) => [name, value]);

// The page as the worker's first file found it, before any test code ran (this file runs again before every file).
const store = globalThis as { freshPage?: FreshPage };
const fresh = (store.freshPage ??= {
  url: window.location.href,
  title: document.title,
  head: document.head.innerHTML,
  attributes: new Map([document.documentElement, document.head, document.body].map((element) => [element, attributesOf(element)])),
});

// A test that forgot to go back to real timers would leave the next test, or the next file, on a clock nobody moves.
afterEach(() => {
  if (vi.isFakeTimers()) vi.useRealTimers();
});

// A file's last page may still be importing a template's, a block's or the schema form's chunk when the file ends:
// the next file's start cuts that import off, and React.lazy keeps the failure for every later file of the worker.
// A file ends once the chunks its pages asked for have arrived (the schema form's import is a lookup once loaded). A
// hook of its own, with a time limit for a first load on a busy machine, declared before the reset below so that it
// runs after it (Vitest runs a file's after-hooks last declared first, and stops at the first that fails): the page is
// put back even if this one fails. The stubs tests/setup.ts puts back in a hook that runs after this one are put
// back here too, for the same reason.
afterAll(async () => {
  try {
    await Promise.all([templateRegistry.settled(), blockRegistry.settled(), import('@/forms/schema-form')]);
  } finally {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  }
}, 120_000);

afterAll(async () => {
  // The router of the portal a journey started listens to the history, and keeps the pages it loaded.
  disposeRouters();
  await forgetMemberHeader();
  // The API client's guest token belongs to one page load.
  forgetGuestToken();
  // The member data a file's journeys left goes (the session's own state excepted, as on any member change): a
  // support session left open made the next file's form, rendered on its own, refuse its submit.
  memberChanged();
  // The strings loaded stay (a file that needs a language's first load is isolated); the language shown does not.
  if (i18n.isInitialized) await i18n.changeLanguage(appConfig.defaultLanguage);
  // The elements themselves stay: testing-library's `screen` holds the body it found when it loaded.
  for (const [element, attributes] of fresh.attributes) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  document.head.innerHTML = fresh.head;
  document.body.replaceChildren();
  document.title = fresh.title;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', fresh.url);
});
