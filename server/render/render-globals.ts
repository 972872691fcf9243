// What the portal's modules find of a browser while they render a public page in Node (the build's prerender,
// scripts/prerender.ts, and the server's renderer of a live version, render-worker.ts): a local storage the models
// read the visitor's language from, the page's live config (src/platform/live-config.ts reads it from the document),
// and the DOM the content's sanitiser needs. Nothing more: a module that reaches for another browser API fails
// loudly instead of half-behaving as in a browser.
import { createRequire } from 'node:module';
import { liveConfigElementId } from '../../src/contract/live-config';
import type { LiveConfig } from '../../src/contract/live-config';

// jsdom ships no types (and @types/jsdom is not a dependency): the one constructor used, typed here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: unknown } };

/** The window properties DOMPurify(window) uses (src/cms/sanitize.ts): jsdom's, one of the two engines its tests prove it on. */
const purifierNeeds = [
  'document',
  'DocumentFragment',
  'HTMLTemplateElement',
  'Node',
  'Element',
  'NodeFilter',
  'NamedNodeMap',
  'HTMLFormElement',
  'DOMParser',
] as const;

function sanitizerDom(): Record<string, unknown> {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>');
  return Object.fromEntries(purifierNeeds.map((name) => [name, (window as Record<string, unknown>)[name]]));
}

/**
 * Installs the stand-ins as `window` and `document` and gives the local storage's data (the caller sets
 * `language_public` before each page). `live`: the live version the page is rendered with (none: the files as shipped).
 */
export function installRenderGlobals(live?: LiveConfig): Map<string, string> {
  const data = new Map<string, string>();
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
  };
  (globalThis as { window?: unknown }).window = {
    ...sanitizerDom(),
    localStorage: storage,
    sessionStorage: storage,
    location: new URL('http://localhost/'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  const liveText = live ? JSON.stringify({ version: live.version, files: live.files }) : null;
  // applyLanguage sets <html lang>: the page's template gets it from the page's language instead.
  (globalThis as { document?: unknown }).document = {
    documentElement: {},
    getElementById: (id: string) => (id === liveConfigElementId && liveText !== null ? { textContent: liveText } : null),
  };
  return data;
}

export function removeRenderGlobals(): void {
  delete (globalThis as { window?: unknown }).window;
  delete (globalThis as { document?: unknown }).document;
}
