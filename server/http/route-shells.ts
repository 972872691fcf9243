// The page shell of a route (scripts/route-shells.ts → dist/route-shells/): index.html naming what the route's
// first render needs, so the browser fetches the page's template, its chunks and the language's strings in
// parallel with the shell instead of after it. Sent for any path the build did not prerender; a path no route
// of the visitor's list matches gets the plain index.html, as before. The list is the one of the visitor's
// mode (the `mode` cookie the portal keeps, src/app/mode-cookie.ts) and the language the one the portal
// mirrors in a cookie (`language_public` for a visitor, `language_logged` for a member, src/app/language-cookie.ts);
// a wrong guess only costs files fetched for nothing: the app decides what the page is, as always.
import { join } from 'node:path';
import { buildIndexReader } from './build-index';
import { matchRoutes } from 'react-router';
import { cookieValue } from './cookies';
import { languageCookie, modeCookie } from './prerendered-pages';

export type ShellMode = 'guest' | 'member';

export interface RouteShellIndex {
  defaultLanguage: string;
  /** mode → language → the list's routes in order, each with its file under dist/route-shells */
  modes: Record<ShellMode, Record<string, { path: string; file: string }[]>>;
}

/** The cookie holding a member's language (requirements §3 names the stored key `language_logged`). */
export const memberLanguageCookie = 'language_logged';

function isIndex(value: unknown): value is RouteShellIndex {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<RouteShellIndex>;
  return typeof v.defaultLanguage === 'string' && typeof v.modes?.guest === 'object' && typeof v.modes.member === 'object';
}

/** The build's index; null without one. */
const indexOf = buildIndexReader<RouteShellIndex>('route-shells/index.json', isIndex);

/** The route shell for this path and visitor, or null (then the plain index.html). */
export async function routeShellFile(root: string, urlPath: string, cookieHeader: string | undefined): Promise<string | null> {
  const cookieMode = cookieValue(cookieHeader, modeCookie);
  // No cookie: a first visit, a guest. An expired password shows the change-password screen on every path.
  const mode: ShellMode | null = cookieMode === null || cookieMode === 'guest' ? 'guest' : cookieMode === 'member' ? 'member' : null;
  if (!mode) return null;
  const index = await indexOf(root);
  if (!index) return null;
  const byLanguage = index.modes[mode];
  const wanted = cookieValue(cookieHeader, mode === 'guest' ? languageCookie : memberLanguageCookie);
  const language = wanted !== null && Object.hasOwn(byLanguage, wanted) ? wanted : index.defaultLanguage;
  const routes = Object.hasOwn(byLanguage, language) ? byLanguage[language] : undefined;
  if (!Array.isArray(routes)) return null;
  // A path that does not decode is no route (React Router would only warn about it in the log).
  try {
    decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // React Router's own matching and ranking, so the server picks the route the portal will show.
  const file = matchRoutes(routes, urlPath)?.at(-1)?.route.file;
  // The index is the build's own, but a file name with `..` or a slash would leave the folder: never follow one.
  if (typeof file !== 'string' || !/^[\w-]+\.html$/.test(file)) return null;
  return join(root, 'route-shells', file);
}
