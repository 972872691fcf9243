// Whether the guests' pages the build rendered to HTML still say what a live version says, in a visitor's language.
// A publish changes a few files; most leave those pages as they are: a member page's config (no public route shows
// it), the member's route list, another language's routes. Then the build's page is still served; any other change (a
// menu, a public route, a string, a public page) has the server render the page again with the live set
// (server/render/live-renderer.ts). Either way the app hydrates the HTML with the live files it carries.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LiveConfig } from '../../src/contract/live-config';
import { configRoutes } from '../content/config-routes';
import type { ConfigRoutes } from '../content/config-routes';
import { projectRoot } from './studio-live';

/** A live version's route tables, and the pages a guest can be shown in any language: read once per version. */
const routesOf = new WeakMap<LiveConfig, { routes: ConfigRoutes; guestPages?: ReadonlySet<string> }>();

function liveRoutes(live: LiveConfig, root: string): { routes: ConfigRoutes; guestPages?: ReadonlySet<string> } {
  let known = routesOf.get(live);
  if (!known) {
    known = { routes: configRoutes(root, new Map(Object.entries(live.files))) };
    routesOf.set(live, known);
  }
  return known;
}

/** The pages a guest can be shown in any language under a live version: its route tables' public pages. */
function guestPages(live: LiveConfig, root: string): ReadonlySet<string> {
  const known = liveRoutes(live, root);
  const { routes } = known;
  known.guestPages ??= new Set([
    'error',
    'not-found',
    ...routes.languages.flatMap((language) => routes.tableFor(language).public.map((r) => r.page)),
  ]);
  return known.guestPages;
}

/** Whether a file the live version changed leaves the guests' pages of `language` as the build rendered them. */
function leavesAlone(file: string, language: string, pages: () => ReadonlySet<string>): boolean {
  if (file === 'config/routes/private.json') return true;
  const overlay = /^config\/routes\/overlays\/([^/]+)\.json$/.exec(file);
  if (overlay) return overlay[1] !== language;
  const page = /^config\/pages\/([^/]+)\.json$/.exec(file);
  return page !== null && !pages().has(page[1] ?? '');
}

/** True when every file `live` changes leaves the prerendered pages of `language` as they are. */
export function prerenderedTrue(live: LiveConfig, language: string, root = projectRoot): boolean {
  return Object.keys(live.files).every((file) => leavesAlone(file, language, () => guestPages(live, root)));
}

/** The route tables and the pages' templates of the files as shipped: each read once, not at every request. */
let shipped: { root: string; routes: ConfigRoutes; templates: Map<string, unknown> } | null = null;

function shippedConfig(root: string): NonNullable<typeof shipped> {
  if (shipped?.root !== root) shipped = { root, routes: configRoutes(root), templates: new Map() };
  return shipped;
}

/** A page's template as `live` has its file, else as shipped; undefined when there is no such page. */
function templateOf(page: string, live: LiveConfig['files'], root: string): unknown {
  const file = `config/pages/${page}.json`;
  if (Object.hasOwn(live, file)) return (live[file] as { template?: unknown } | null)?.template;
  const { templates } = shippedConfig(root);
  if (!templates.has(page)) {
    let template: unknown;
    try {
      template = (JSON.parse(readFileSync(join(root, file), 'utf8')) as { template?: unknown } | null)?.template;
    } catch {
      template = undefined;
    }
    templates.set(page, template);
  }
  return templates.get(page);
}

/** The address the build prerendered a route's page at: its path without the optional parameters. */
const builtAddress = (path: string): string => path.replace(/\/:[^/]+\?/g, '') || '/';

/**
 * The path of the build's prerendered page whose links (the template's chunks and stylesheets) serve the page a live
 * public route shows at `path` in `language`, when the build has no page there: the route's path as shipped, when the
 * live version moved it (a market team's localised path); a built page of the same template, when the live version
 * added the route (a new page or a new path for one). The server then renders the page at `path` with those links.
 * Null for any other path.
 */
export function builtPathFor(
  live: LiveConfig,
  language: string,
  path: string,
  builtPaths: readonly string[],
  root = projectRoot,
): string | null {
  if (Object.keys(live.files).length === 0) return null;
  const route = liveRoutes(live, root)
    .routes.tableFor(language)
    .public.find((r) => r.path === path);
  if (!route) return null;
  const shippedTable = shippedConfig(root).routes.tableFor(language).public;
  const asShipped = shippedTable.find((r) => r.id === route.id);
  if (asShipped) return asShipped.path !== path && builtPaths.includes(asShipped.path) ? asShipped.path : null;
  const template = templateOf(route.page, live.files, root);
  if (template === undefined) return null;
  const sameTemplate = shippedTable.find((r) => builtPaths.includes(builtAddress(r.path)) && templateOf(r.page, {}, root) === template);
  return sameTemplate ? builtAddress(sameTemplate.path) : null;
}
