// Build step (no waterfall on the pages the build does not prerender — every member page, and the
// visitors' pages with a form or data). index.html names only the shell, so a cold visit of /my-miles fetched
// the shell, ran it, and only then asked for the page's template, its chunks and the language's strings, one
// round trip after the other; on a warm visit the same preloads were <link> elements the app inserted itself
// while starting (each one inside its longest task). For every route of every language, in the guests' and
// the members' list, this writes index.html with those files named in its <head> (the same links a prerendered
// page carries: scripts/prerender-assets.ts), so the browser fetches them in parallel with the shell and Vite's
// preload helper finds them there. server/http/route-shells.ts serves the file of the route a path matches.
//
// Output: dist/route-shells/<hash>.html (one per distinct page, deduplicated) and dist/route-shells/index.json:
// mode → language → [{ path, file }] in the list's order (the server ranks them as the router does).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { configRoutes } from '../server/content/config-routes';
import type { RouteShellIndex, ShellMode } from '../server/http/route-shells';
import { declaresPageData } from '../src/renderer/declares-page-data';
import { lazyPartsOfFirstRender, lazyPartsOfOtherPaths, pageForms, pageNamespaces } from '../src/renderer/registered-templates';
import type { PageConfig } from '../src/generated/config';
import { precompressDir } from './precompress';
import { assetLinks, formEntries, readBuildManifest, stringEntries, templateSources } from './prerender-assets';
import type { Manifest } from './prerender-assets';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FORM_ENGINE = 'src/forms/schema-form.tsx';
const PAGE_DATA = 'src/blocks/data/page-data-sources.tsx';
/** CMS HTML's renderer (src/cms/content-renderer.ts): a template that shows content loads it with itself. */
const CONTENT_RENDERER = 'src/cms/parsed-cms-html.tsx';
/** A member's header parts: the first member route waits for them (src/app/router-host.tsx). */
const MEMBER_HEADER = 'src/app/shell/member-header-parts.ts';

/** The manifest keys every page loads: the entry and what it imports statically (the shell). */
function firstLoad(manifest: Manifest): Set<string> {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if ((chunk as { isEntry?: boolean }).isEntry) visit(key);
  return keys;
}

/**
 * True when the chunk of `key`, or a chunk it imports, loads `lazy` (the form engine: the page shows a form; the
 * content renderer: it shows CMS HTML). The shell every page loads is not looked into: it imports both lazily for
 * whichever route needs them.
 */
function loadsLazily(manifest: Manifest, key: string, lazy: string, seen = firstLoad(manifest)): boolean {
  const chunk = manifest[key] as (Manifest[string] & { dynamicImports?: string[] }) | undefined;
  if (!chunk || seen.has(key)) return false;
  seen.add(key);
  if (chunk.dynamicImports?.includes(lazy)) return true;
  return (chunk.imports ?? []).some((next) => loadsLazily(manifest, next, lazy, seen));
}

/**
 * The manifest keys a route's first render needs: the strings its page uses, its template, the forms it shows with
 * the form engine, the
 * page-data provider when the page declares data sources or forms, and a member's header parts.
 */
export function routeEntries(
  manifest: Manifest,
  page: PageConfig | undefined,
  mode: ShellMode,
  language: string,
  sources: Map<string, string>,
): string[] {
  const template = page?.template;
  // The string namespaces as src/router/build-routes.tsx loads them.
  const entries = stringEntries(language, pageNamespaces(template));
  if (page && declaresPageData(page)) entries.push(PAGE_DATA);
  if (mode === 'member') {
    // A moved module must not silently drop its preload from every member page.
    if (!manifest[MEMBER_HEADER]) throw new Error(`the build has no ${MEMBER_HEADER}: route shells would not name a member's header parts`);
    entries.push(MEMBER_HEADER);
  }
  const source = template ? sources.get(template) : undefined;
  if (source) {
    entries.push(source);
    // The forms the route loads with the page (src/router/build-routes.tsx), else the engine when a block shows one.
    const forms = pageForms(page);
    if (forms.length > 0) entries.push(...formEntries(forms));
    else if (loadsLazily(manifest, source, FORM_ENGINE)) entries.push(FORM_ENGINE);
    const lazyParts = [...(lazyPartsOfFirstRender[template ?? ''] ?? []), ...(lazyPartsOfOtherPaths[template ?? ''] ?? [])];
    for (const part of manifest[source] ? lazyParts : []) {
      // A renamed or moved module must not silently drop its preload.
      if (!manifest[part]) throw new Error(`the lazy parts of template ${template} name ${part}, which the build does not have`);
      entries.push(part);
    }
    // Content shown by the template or by one of its lazy parts (the member home's news).
    if ([source, ...lazyParts].some((key) => loadsLazily(manifest, key, CONTENT_RENDERER))) entries.push(CONTENT_RENDERER);
  }
  return entries;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export async function writeRouteShells(distDir: string, root = ROOT): Promise<RouteShellIndex> {
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const manifest = await readBuildManifest(distDir);
  const sources = await templateSources(root);
  const { languages, defaultLanguage, tableFor, page } = configRoutes(root);
  const out = join(distDir, 'route-shells');
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const files = new Map<string, string>();
  const index: RouteShellIndex = { defaultLanguage, modes: { guest: {}, member: {} } };
  for (const mode of ['guest', 'member'] as const) {
    for (const language of languages) {
      const routes = tableFor(language)[mode === 'guest' ? 'public' : 'private'];
      index.modes[mode][language] = await Promise.all(
        routes.map(async (route) => {
          const entries = routeEntries(manifest, page(route.page), mode, language, sources);
          const links = assetLinks(manifest, entries, template);
          const html = template
            .replace('</head>', () => (links ? `  ${links}\n  </head>` : '</head>'))
            .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(language)}"`);
          const file = `${createHash('sha256').update(html).digest('base64url').slice(0, 16)}.html`;
          if (!files.has(file)) {
            files.set(file, html);
            await writeFile(join(out, file), html);
          }
          return { path: route.path, file };
        }),
      );
    }
  }
  await writeFile(join(out, 'index.json'), JSON.stringify(index));
  await precompressDir(out);
  return index;
}

/** Vite plugin: writes the route shells once the client build is written (`vite build` only). */
export function routeShellsPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'miles-route-shells',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const index = await writeRouteShells(outDir);
      const count = Object.values(index.modes).reduce((n, byLanguage) => n + Object.values(byLanguage).flat().length, 0);
      this.info?.(`route shells for ${count} routes`);
    },
  };
}
