// The public pages the build prerendered, rendered again for a live version that changes what they show (a string, a
// menu, a public page or route: server/studio/prerendered-true.ts), so they keep painting before any script runs after
// a publish, without a build. Each process renders for itself, in a worker thread per version (render-worker.ts), the
// pages of a language the first time a visitor of that language asks for one; until a page is rendered, and when
// it cannot be, the visitor gets the app, which renders the live set in the browser as before. A rendered page holds
// the content it was rendered with, fingerprinted like the build's: content an editor changed since is rendered
// again, never served stale.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LiveConfig } from '../../src/contract/live-config';
import type { Db } from '../db/db';
import { builtPagesIn, guestContent } from '../http/prerendered-pages';
import type { ContentCheck, ContentFreshness } from '../http/prerendered-pages';
import { fillTemplate } from './page-html';
import type { ToMain, ToWorker } from './render-messages';

/** The server bundle of the renderer, built by vite.ssr.config.ts. */
export const rendererEntry = (distDir: string): string => join(distDir, '.ssr', 'prerender-entry.mjs');

export interface LiveRenderer {
  /**
   * The page of `path` in `language` for the live version, with the links the build gave the page at `builtPath` (the
   * path itself, or the one a moved route had);
   * null while it is being rendered, when it cannot be, or when the build has no renderer (the app then renders it).
   */
  page(live: LiveConfig, language: string, path: string, builtPath?: string): Promise<string | null>;
  close(): Promise<void>;
}

interface Rendered {
  /** the page's HTML; null: the render failed (the app is served) */
  html: string | null;
  checks: ContentCheck[];
}

interface VersionRenderer {
  version: number;
  worker: Worker;
  /** `language path` → the render, once asked */
  pages: Map<string, { done: Rendered | null; links: string }>;
  /** renders sent, oldest first: the worker renders them in order, so content asked belongs to the first */
  waiting: { id: number; key: string; checks: ContentCheck[] }[];
  broken: boolean;
}

const keyOf = (language: string, path: string) => `${language} ${path}`;
// Through a variable: Vite (the tests' loader) rewrites `new URL('<literal>', import.meta.url)` into an asset's address.
const here = import.meta.url;
const workerUrl = new URL('./render-worker.ts', here).href;
// The ES module entry of tsx's API (a require() would resolve its CommonJS one, which a thread cannot register).
const tsxApi = import.meta.resolve('tsx/esm/api');

export function liveRenderer(distDir: string, db: Db, fresh: ContentFreshness): LiveRenderer {
  const entryFile = rendererEntry(distDir);
  let current: VersionRenderer | null = null;
  let template: Promise<string> | null = null;
  let nextId = 0;

  async function contentFor(language: string, url: string, query: Record<string, string | string[]>) {
    const { page, check } = await guestContent(db, language, url, query);
    // As the API would send it: JSON, not the objects the store built.
    return { page: page === null ? null : (JSON.parse(JSON.stringify(page)) as unknown), check };
  }

  function start(live: LiveConfig): VersionRenderer {
    void current?.worker.terminate();
    // The worker is TypeScript, like the server: tsx's loader is registered in the thread first (a worker does not
    // take `--import` from its options on Node 20), whether or not this process was started by tsx.
    const boot = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: { entryFile, live: { version: live.version, files: live.files } } });
    // The server may stop while a page renders: the thread never keeps it alive.
    worker.unref();
    const renderer: VersionRenderer = { version: live.version, worker, pages: new Map(), waiting: [], broken: false };
    const settle = (id: number, html: string | null) => {
      const at = renderer.waiting.findIndex((w) => w.id === id);
      if (at < 0) return;
      const [done] = renderer.waiting.splice(at, 1);
      const slot = done && renderer.pages.get(done.key);
      if (done && slot) slot.done = { html, checks: done.checks };
    };
    worker.on('message', (message: ToMain) => {
      if (message.type === 'content') {
        const owner = renderer.waiting[0];
        void contentFor(message.language, message.url, message.query).then(
          ({ page, check }) => {
            owner?.checks.push(check);
            worker.postMessage({ type: 'content', id: message.id, page } satisfies ToWorker);
          },
          () => worker.postMessage({ type: 'content', id: message.id, page: null } satisfies ToWorker),
        );
      } else if (message.type === 'rendered') {
        const slot = renderer.pages.get(renderer.waiting.find((w) => w.id === message.id)?.key ?? '');
        void (template ??= readFile(join(distDir, 'index.html'), 'utf8')).then(
          (html) => settle(message.id, fillTemplate(html, message.page, slot?.links ?? '')),
          () => settle(message.id, null),
        );
      } else if (message.type === 'failed') {
        if (!message.redirects) console.warn(`A public page could not be rendered for version ${renderer.version}: ${message.error}`);
        settle(message.id, null);
      }
    });
    // A renderer that cannot start (a build without its bundle's packages) is not started again for this version.
    worker.on('error', (error) => {
      console.warn(`The public pages' renderer stopped for version ${renderer.version}: ${error.message}`);
      renderer.broken = true;
      for (const w of renderer.waiting.splice(0)) settle(w.id, null);
    });
    return renderer;
  }

  function ask(renderer: VersionRenderer, language: string, path: string, links: string) {
    const key = keyOf(language, path);
    const id = nextId++;
    renderer.pages.set(key, { done: null, links });
    renderer.waiting.push({ id, key, checks: [] });
    renderer.worker.postMessage({ type: 'render', id, path, language } satisfies ToWorker);
  }

  return {
    async page(live, language, path, builtPath = path) {
      if (!existsSync(entryFile)) return null;
      if (current?.version !== live.version) current = start(live);
      const renderer = current;
      if (renderer.broken) return null;
      const slot = renderer.pages.get(keyOf(language, path));
      if (!slot) {
        // The language's other pages too, the asked one first: a visitor who opened one is likely to open another.
        const built = await builtPagesIn(distDir, language);
        const wanted = built.find((b) => b.path === builtPath);
        if (!wanted) return null;
        ask(renderer, language, path, wanted.links);
        for (const b of built) if (!renderer.pages.has(keyOf(language, b.path))) ask(renderer, language, b.path, b.links);
        return null;
      }
      if (!slot.done || slot.done.html === null) return null;
      if (slot.done.checks.length > 0 && !(await fresh(slot.done.checks))) {
        ask(renderer, language, path, slot.links);
        return null;
      }
      return slot.done.html;
    },
    async close() {
      await current?.worker.terminate();
      current = null;
    },
  };
}
