// Content editors link to portal pages by their English route path (/legal-mentions); a visitor whose
// language has its own path for that route (/mentions-legales in fr-be) must land there, not on a miss.
import { useCallback, useContext } from 'react';
import { generatePath, matchRoutes } from 'react-router';
import { baseLists } from '@/lib/app-config';
import { buildBaseTable } from '@/lib/route-table';
import type { TableRoute } from '@/lib/route-table';
import { ActiveRoutesContext } from './route-links';

const base = buildBaseTable(baseLists);
// Both lists, each path of a route once: an editor's link does not know whether the reader is logged in, and a
// page may have a path per list (/media-kit for guests, /press/media-kit for members): either one must lead to
// the reader's own, not match a neighbour (/press/:page) by its dynamic segment.
const englishRoutes = [...base.public, ...base.private]
  .filter((r, i, all) => all.findIndex((o) => o.id === r.id && o.path === r.path) === i)
  .map((r) => ({ id: r.id, path: r.path }));

/** `path` (English route path, with query and hash) in the active list's paths; unchanged when no route matches. */
export function localizePath(path: string, active: TableRoute[]): string {
  const url = new URL(path, 'https://portal.invalid');
  const match = matchRoutes(englishRoutes, url.pathname)?.at(-1);
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
  const match = matchRoutes(englishRoutes, new URL(path, 'https://portal.invalid').pathname)?.at(-1);
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
