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
import type * as RenderGlobalsModule from '../server/render/render-globals';
import { fileNameOf, fillTemplate } from '../server/render/page-html';

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
  /** language → path → the links to the files the page's first render needs (the server's renderer puts them again) */
  links: Record<string, Record<string, string>>;
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
  const globals = (await vite.ssrLoadModule('/server/render/render-globals.ts')) as typeof RenderGlobalsModule;
  const storage = globals.installRenderGlobals();
  try {
    const entry = (await vite.ssrLoadModule('/src/app/prerender-entry.tsx')) as Entry;
    const { languages, defaultLanguage } = entry.prerenderLanguages();
    const template = await readFile(join(distDir, 'index.html'), 'utf8');
    const manifest = await readBuildManifest(distDir).catch(() => ({}));
    const sources = await templateSources(ROOT);
    const out = join(distDir, 'prerendered');
    await rm(out, { recursive: true, force: true });
    const index: PrerenderIndex = { defaultLanguage, pages: {}, content: {}, links: {}, failures: [] };
    for (const language of languages) {
      await mkdir(join(out, language), { recursive: true });
      const pages: Record<string, string> = {};
      const content: Record<string, ContentCheck[]> = {};
      const linksOf: Record<string, string> = {};
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
        linksOf[path] = links;
        const checks = contentSource.takeChecks();
        if (checks.length > 0) content[path] = checks;
      }
      index.pages[language] = pages;
      index.content[language] = content;
      index.links[language] = linksOf;
    }
    await writeFile(
      join(out, 'pages.json'),
      JSON.stringify({ defaultLanguage, pages: index.pages, content: index.content, links: index.links }, null, 2),
    );
    await precompressDir(out);
    return index;
  } finally {
    await vite.close();
    await contentSource.close();
    globals.removeRenderGlobals();
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
