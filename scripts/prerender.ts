// Build step: the public pages of every language rendered to real HTML, so a cold visitor sees the
// header, the page title and the main content before any script runs; the app then hydrates that HTML
// (src/main.tsx). Runs after `vite build` has written dist/ (the plugin below, in vite.config.ts), loading
// src/app/prerender-entry.tsx through Vite's SSR loader so the code is the app's own, not a copy.
//
// Output: dist/prerendered/<language>/<path>.html plus dist/prerendered/pages.json (what exists, and the
// default language), read by server/http/static-files.ts, which serves the file for that exact path in the
// visitor's language (the `language_public` cookie the app keeps in step with its stored choice).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { precompressDir } from './precompress';
import { assetLinks, pageEntries, readBuildManifest, templateSources } from './prerender-assets';
import type { ContentCheck } from '../server/http/prerendered-pages';
import type * as ContentSourceModule from './prerender/content-source';
import type * as SanitizerDomModule from './prerender/sanitizer-dom';
import { initialContentId } from '../src/app/initial-content-id';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The public pages prerendered, in their English route path (the same in every language today). */
export const prerenderedPaths = ['/login', '/faq', '/discover/the-programme', '/earn/how-to-earn', '/who-we-are', '/press'];

export interface PrerenderIndex {
  defaultLanguage: string;
  /** pages that could not be rendered (not written to pages.json) */
  failures: string[];
  /** language → path → file under dist/prerendered */
  pages: Record<string, Record<string, string>>;
  /** language → path → the page_content answers the page holds, fingerprinted (server/http/prerendered-pages.ts) */
  content: Record<string, Record<string, ContentCheck[]>>;
}

interface ContentFetch {
  url: string;
  query: Record<string, string | string[]>;
}

interface Entry {
  prerenderGuestPage(
    path: string,
    language: string,
    loadContent?: (fetch: ContentFetch) => Promise<unknown>,
  ): Promise<{ html: string; title: string; language: string; template?: string; content?: Record<string, unknown> }>;
  prerenderLanguages(): { languages: string[]; defaultLanguage: string };
}

/** A Map-backed stand-in for the browser's local storage: the models read the visitor's language from it. */
function installStorage(dom: Record<string, unknown>): Map<string, string> {
  const data = new Map<string, string>();
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
  };
  // Only what the app's modules read while starting (and the DOM the sanitiser needs); a browser API they would
  // need beyond this fails loudly.
  (globalThis as { window?: unknown }).window = {
    ...dom,
    localStorage: storage,
    sessionStorage: storage,
    location: new URL('http://localhost/'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  // applyLanguage sets <html lang>: the template gets it from the page's language instead.
  (globalThis as { document?: unknown }).document = { documentElement: {} };
  return data;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The app's scripts in a prerendered page's <head> asked for at low priority: the page paints from its HTML and
 * stylesheets, so those go first (Chrome holds low-priority requests back while render-blocking ones load); the
 * scripts still load in parallel and hydrate what is already on screen.
 */
export function lowPriorityScripts(html: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const head = html
    .slice(0, end)
    .replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
  return head + html.slice(end);
}

/** JSON inside a <script> element: `<` escaped, so no text in it can close the element or open a comment. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html with the page's markup in #root, its title and language; `data-prerendered` tells main.tsx to
 * hydrate. A page with content also carries the content model's answers (a JSON script element, never run), which
 * the app starts from, so hydrating changes nothing and nothing is fetched again.
 */
export function fillTemplate(
  template: string,
  page: { html: string; title: string; language: string; content?: Record<string, unknown> },
  links = '',
): string {
  const content =
    page.content && Object.keys(page.content).length > 0
      ? `<script type="application/json" id="${initialContentId}">${scriptJson(page.content)}</script>\n`
      : '';
  const root = /<div id="root"[^>]*>[\s\S]*?<!--\/root-->\s*<\/div>|<div id="root"[^>]*><\/div>/;
  if (!root.test(template)) throw new Error('index.html has no <div id="root">');
  return lowPriorityScripts(template.replace('</head>', () => (links ? `  ${links}\n  </head>` : '</head>')))
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.language)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(root, () => `<div id="root" data-prerendered="guest|${escapeHtml(page.language)}">${page.html}</div>`)
    .replace('</body>', () => `${content}</body>`);
}

export const fileNameOf = (path: string): string => `${path.replace(/^\//, '').replace(/\//g, '__') || 'index'}.html`;

export async function prerenderDist(distDir: string): Promise<PrerenderIndex> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  });
  // Through Vite's loader, so vite.config.ts does not bundle the server's code; before the window stand-in,
  // which PGlite would take for a browser.
  const contentModule = (await vite.ssrLoadModule('/scripts/prerender/content-source.ts')) as typeof ContentSourceModule;
  const contentSource = await contentModule.openContentSource().catch(async (error: unknown) => {
    await vite.close();
    throw error;
  });
  const { sanitizerDom } = (await vite.ssrLoadModule('/scripts/prerender/sanitizer-dom.ts')) as typeof SanitizerDomModule;
  const storage = installStorage(sanitizerDom());
  try {
    const entry = (await vite.ssrLoadModule('/src/app/prerender-entry.tsx')) as Entry;
    const { languages, defaultLanguage } = entry.prerenderLanguages();
    const template = await readFile(join(distDir, 'index.html'), 'utf8');
    const manifest = await readBuildManifest(distDir).catch(() => ({}));
    const sources = await templateSources(ROOT);
    const out = join(distDir, 'prerendered');
    await rm(out, { recursive: true, force: true });
    const index: PrerenderIndex = { defaultLanguage, pages: {}, content: {}, failures: [] };
    for (const language of languages) {
      await mkdir(join(out, language), { recursive: true });
      const pages: Record<string, string> = {};
      const content: Record<string, ContentCheck[]> = {};
      for (const path of prerenderedPaths) {
        storage.clear();
        storage.set('language_public', language);
        contentSource.takeChecks();
        const loadContent = (fetch: ContentFetch) => contentSource.load(language, fetch);
        const page = await entry.prerenderGuestPage(path, language, loadContent).catch((err: unknown) => {
          // One page that cannot render in Node (a module reaching for a browser API) must not cost the build
          // the others: it is served as before (index.html), and the plugin reports it.
          index.failures.push(`${language} ${path}: ${err instanceof Error ? err.message : String(err)}`);
          return null;
        });
        if (!page) continue;
        const file = `${language}/${fileNameOf(path)}`;
        const { entries, stylesOnly } = pageEntries(page.html, page.template, language, sources);
        const links = assetLinks(manifest, entries, template, stylesOnly);
        await writeFile(join(out, file), fillTemplate(template, page, links));
        pages[path] = file;
        const checks = contentSource.takeChecks();
        if (checks.length > 0) content[path] = checks;
      }
      index.pages[language] = pages;
      index.content[language] = content;
    }
    await writeFile(join(out, 'pages.json'), JSON.stringify({ defaultLanguage, pages: index.pages, content: index.content }, null, 2));
    await precompressDir(out);
    return index;
  } finally {
    await vite.close();
    await contentSource.close();
    delete (globalThis as { window?: unknown }).window;
    delete (globalThis as { document?: unknown }).document;
  }
}

/** Vite plugin: prerenders once the client build is written (`vite build` only, not the dev server). */
export function prerenderPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'miles-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && process.env.MILES_PRERENDER !== 'off',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const index = await prerenderDist(outDir);
      const count = Object.values(index.pages).reduce((n, pages) => n + Object.keys(pages).length, 0);
      this.info?.(`prerendered ${count} pages`);
      for (const failure of index.failures) this.warn(`not prerendered (served as the plain app): ${failure}`);
      // CI and releases may insist: MILES_PRERENDER=strict fails the build instead.
      if (index.failures.length > 0 && process.env.MILES_PRERENDER === 'strict')
        this.error(`${index.failures.length} page(s) not prerendered`);
    },
  };
}
