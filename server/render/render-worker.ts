// A worker thread that renders the public pages of one live version with the build's server bundle of the renderer
// (dist/.ssr/prerender-entry.mjs, from src/app/prerender-entry.tsx). A thread of its own because the portal's modules
// read the live config and the visitor's language from browser globals at load time: here they are stand-ins
// (render-globals.ts) that never touch the API server's own globals, and a newer version gets a new thread, so
// modules loaded with an older one never mix with it. The content a page shows is asked of the main thread, which
// reads it from the database as page_content answers it (live-renderer.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { LiveConfig } from '../../src/contract/live-config';
import { installRenderGlobals } from './render-globals';
import type { RenderedPage, ToMain, ToWorker } from './render-messages';

interface Entry {
  prerenderGuestPage(
    path: string,
    language: string,
    loadContent: (fetch: { url: string; query: Record<string, string | string[]> }) => Promise<unknown>,
  ): Promise<RenderedPage>;
}

/** A page_content refusal in the shape the app's API client gives its effects (404: the page has no content). */
class ContentNotFound extends Error {
  readonly status = 404;
  readonly code = 'page_not_found';
  readonly errors = 'Page not found';
}

const { entryFile, live } = workerData as { entryFile: string; live: LiveConfig };
const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread');
const storage = installRenderGlobals(live);
const entry = (await import(pathToFileURL(entryFile).href)) as Entry;

const send = (message: ToMain) => port.postMessage(message);
const contentAsked = new Map<number, (page: unknown) => void>();
let nextContent = 0;
// One page at a time: the visitor's language is a global the models read while the page renders.
let queue: Promise<unknown> = Promise.resolve();

port.on('message', (message: ToWorker) => {
  if (message.type === 'content') {
    contentAsked.get(message.id)?.(message.page);
    contentAsked.delete(message.id);
    return;
  }
  const { id, path, language } = message;
  queue = queue.then(async () => {
    storage.clear();
    storage.set('language_public', language);
    const loadContent = (fetch: { url: string; query: Record<string, string | string[]> }) =>
      new Promise<unknown>((resolve, reject) => {
        const asked = nextContent++;
        contentAsked.set(asked, (page) => (page === null ? reject(new ContentNotFound()) : resolve(page)));
        send({ type: 'content', id: asked, language, url: fetch.url, query: fetch.query });
      });
    try {
      send({ type: 'rendered', id, page: await entry.prerenderGuestPage(path, language, loadContent) });
    } catch (error) {
      send({
        type: 'failed',
        id,
        error: error instanceof Error ? error.message : String(error),
        redirects: error instanceof Error && error.name === 'PageRedirects',
      });
    }
  });
});
send({ type: 'ready' });
