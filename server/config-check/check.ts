// The config check: JSON syntax, then schemas, then the rules between files. Used by `npm run check:config`, by the
// Vite plugin (build and dev overlay), by the studio on a draft (the files with the drafts in their place) and by tests
// on broken fixtures.
import type { AppConfig, NavigationConfig, PageConfig, RouteList, RouteOverlay } from '../../src/generated/config';
import { loadConfig } from './load';
import { checkSchemas } from './schema-rules';
import { checkCrossRules } from './cross-rules';
import { checkFormOperations } from './form-operation-rules';
import { checkForms, formsOf } from './form-rules';
import { checkWidgetNames } from './widget-rules';
import { checkHotelLists } from './hotel-list-rules';
import { checkPagesData } from './page-data-rules';
import { checkMoves, gonePaths } from './move-rules';
import type { GonePath, RouteFiles } from './move-rules';
import type { Problem } from './problem';
import { parseLocaleFile } from '../reference/locale-strings';
import type { LocaleFiles } from './translation-rules';

function byPrefix<T>(files: Map<string, unknown>, prefix: string): Map<string, T> {
  const out = new Map<string, T>();
  for (const [file, data] of files) {
    if (file.startsWith(prefix) && !file.slice(prefix.length).includes('/')) out.set(file.slice(prefix.length, -'.json'.length), data as T);
  }
  return out;
}

/** The namespace files of config/locales, by language then namespace (config/locales/<language>/<namespace>.json). */
function localesOf(files: Map<string, unknown>): LocaleFiles {
  const locales = new Map<string, Map<string, unknown>>();
  for (const [file, data] of files) {
    const at = parseLocaleFile(file);
    if (!at) continue;
    const namespaces = locales.get(at.language) ?? new Map<string, unknown>();
    namespaces.set(at.namespace, data);
    locales.set(at.language, namespaces);
  }
  return locales;
}

/**
 * All problems of the config under `root` (the project folder), with `drafts` (file → parsed JSON) in place of the
 * files of those names or beside them. Empty means valid. With `live` (the studio's live files), a route the drafts
 * move must keep its old path as a redirect (move-rules.ts).
 */
export function checkConfig(
  root: string,
  drafts: ReadonlyMap<string, unknown> = new Map(),
  live?: ReadonlyMap<string, unknown>,
): Problem[] {
  const loaded = loadConfig(root);
  // Before the drafts go in: the live config, which `live` (file → parsed JSON) makes of the shipped files.
  const before = live ? routeFilesOf(new Map([...loaded.files, ...live])) : null;
  for (const [file, content] of drafts) loaded.files.set(file, content);
  // A file's own syntax error is gone once a draft replaces it.
  const problems = loaded.problems.filter((problem) => !drafts.has(problem.file));
  const { files } = loaded;
  problems.push(...checkSchemas(root, files));
  if (problems.length) return problems;
  const required = [
    'config/app.json',
    'config/navigation.json',
    'config/routes/public.json',
    'config/routes/private.json',
    'config/routes/tracked.json',
  ];
  const missing = required.filter((f) => !files.has(f));
  if (missing.length) return missing.map((file) => ({ file, pointer: '', message: 'missing: this file is required', key: 'fileRequired' }));
  const locales = localesOf(files);
  // Data sources and forms of the pages against the API contract (page-data-rules.ts).
  const forms = formsOf(files);
  const dataProblems = checkPagesData(root, byPrefix<PageConfig>(files, 'config/pages/'), locales, new Set(forms.keys()));
  const app = files.get('config/app.json') as AppConfig;
  const routes = routeFilesOf(files);
  const moves = before ? checkMoves(before, routes, app.languages) : [];
  return checkCrossRules({
    app,
    navigation: files.get('config/navigation.json') as NavigationConfig,
    ...routes,
    pages: byPrefix<PageConfig>(files, 'config/pages/'),
    locales,
  }).concat(
    dataProblems,
    checkForms(files, locales),
    checkWidgetNames(files),
    checkHotelLists(root, byPrefix<PageConfig>(files, 'config/pages/')),
    checkFormOperations(root, new Map([...forms].map(([id, form]) => [id, form.schema]))),
    moves,
  );
}

/** The route lists and overlays of a set of files. */
function routeFilesOf(files: Map<string, unknown>): RouteFiles {
  return {
    lists: {
      public: files.get('config/routes/public.json') as RouteList,
      private: files.get('config/routes/private.json') as RouteList,
      tracked: files.get('config/routes/tracked.json') as RouteList,
    },
    overlays: byPrefix<RouteOverlay>(files, 'config/routes/overlays/'),
  };
}

/**
 * The paths members may have bookmarked that the live set `next` leaves answering "not found", against the live set
 * `live` (both: file → parsed JSON, over the files under `root`; a file a set does not hold is as shipped, so a restore
 * that drops a file the live set changed puts it back as shipped). For a publish's or a restore's outcome: switching a
 * route off is allowed.
 */
export function gonePathsOf(root: string, next: ReadonlyMap<string, unknown>, live: ReadonlyMap<string, unknown>): GonePath[] {
  const { files } = loadConfig(root);
  const before = new Map([...files, ...live]);
  const after = new Map([...files, ...next]);
  const app = after.get('config/app.json') as AppConfig;
  return gonePaths(routeFilesOf(before), routeFilesOf(after), app.languages);
}
