// The content's HTML goes through the portal's sanitiser (src/cms/sanitize.ts, DOMPurify) even at build time,
// exactly as in the browser, so the prerendered markup is what the app renders when it hydrates. DOMPurify
// needs a real DOM: jsdom's (one of the two engines the sanitiser's own tests prove it on, with Chromium).
// Only what DOMPurify reads from the window is lent to the prerender's window stand-in; the app's modules keep
// seeing a bare window, so nothing else starts behaving as in a browser.
import { createRequire } from 'node:module';

// jsdom ships no types (and @types/jsdom is not a dependency): the one constructor used, typed here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: unknown } };

/** The window properties DOMPurify(window) uses. */
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

export function sanitizerDom(): Record<string, unknown> {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>');
  return Object.fromEntries(purifierNeeds.map((name) => [name, (window as Record<string, unknown>)[name]]));
}
