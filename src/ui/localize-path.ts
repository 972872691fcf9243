// Content editors link to portal pages by their English route path (/legal-mentions); a visitor whose
// language has its own path for that route (/mentions-legales in fr-be) must land there, not on a miss.
import { useCallback, useContext } from 'react';
import { generatePath, matchRoutes } from 'react-router';
import { baseLists } from '@/platform/site-config';
import { buildBaseTable } from '@/contract/route-table';
import type { TableRoute } from '@/contract/route-table';
import { ActiveRoutesContext } from './route-links';

const base = buildBaseTable(baseLists);
// Both lists, each path of a route once: an editor's link does not know whether the reader is logged in, and a
// page may have a path per list (/media-kit for guests, /press/media-kit for members): either one must lead to
// the reader's own, not match a neighbour (/press/:page) by its dynamic segment.
const englishRoutes = [...base.public, ...base.private]
  .filter((r, i, all) => all.findIndex((o) => o.id === r.id && o.path === r.path) === i)
  .map((r) => ({ id: r.id, path: r.path }));

/** The first segment of a path ('' for '/'). */
const firstSegment = (path: string): string => path.split('/')[1] ?? '';
const dynamic = (segment: string) => segment === '' || segment.startsWith(':') || segment.startsWith('*');
// Routes by their first static segment, plus those starting with a parameter or a splat (candidates for any
// path): only these can match a path, and matchRoutes ranks the candidates as it would the whole list.
const anyFirst = englishRoutes.filter((r) => dynamic(firstSegment(r.path)));
const byFirst = new Map<string, typeof englishRoutes>();
for (const route of englishRoutes) {
  const first = firstSegment(route.path);
  if (!dynamic(first)) byFirst.set(first, [...(byFirst.get(first) ?? []), route]);
}

type EnglishMatch = NonNullable<ReturnType<typeof matchRoutes<(typeof englishRoutes)[number]>>>[number];
// Why a memo and candidates: matchRoutes flattens and ranks every route it is given on each call, and a content
// page asks it twice per link on each render (localized and reachable): on a phone that was tens of
// milliseconds of blocked main thread per page. The routes are fixed for the session, so a pathname always
// matches the same way.
const matches = new Map<string, EnglishMatch | null>();
const maxMemo = 500;
function englishMatch(pathname: string): EnglishMatch | null {
  let match = matches.get(pathname);
  if (match === undefined) {
    match = matchRoutes([...(byFirst.get(firstSegment(pathname)) ?? []), ...anyFirst], pathname)?.at(-1) ?? null;
    if (matches.size >= maxMemo) matches.clear();
    matches.set(pathname, match);
  }
  return match;
}

/** `path` (English route path, with query and hash) in the active list's paths; unchanged when no route matches. */
export function localizePath(path: string, active: TableRoute[]): string {
  const url = new URL(path, 'https://portal.invalid');
  const match = englishMatch(url.pathname);
  const target = match && active.find((r) => r.id === match.route.id);
  if (!match || !target || target.path === match.route.path) return path;
  try {
    return `${generatePath(target.path, match.params)}${url.search}${url.hash}`;
  } catch {
    return path;
  }
}

/**
 * Whether the reader can open `path`: false for a portal route that only the other list has (a member
 * reading "Create my account" on a page both guests and members see). Content-only paths are reachable.
 */
export function isReachable(path: string, active: TableRoute[]): boolean {
  const match = englishMatch(new URL(path, 'https://portal.invalid').pathname);
  return !match || active.some((r) => r.id === match.route.id);
}

/** `isReachable` bound to the active route list. */
export function useIsReachable(): (path: string) => boolean {
  const active = useContext(ActiveRoutesContext);
  return useCallback((path: string) => isReachable(path, active), [active]);
}

/** `localizePath` bound to the active route list. */
export function useLocalizePath(): (path: string) => string {
  const active = useContext(ActiveRoutesContext);
  return useCallback((path: string) => localizePath(path, active), [active]);
}
