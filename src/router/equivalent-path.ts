// Switching language keeps the member on the equivalent page: the same route id in the new language's
// table, with the same parameters. When that language has switched the route off, the visitor lands on the
// nearest page it does have: a route at a parent path (the press room for a dropped press page), else the
// first entry of the visitor's menu that exists there, else the list's default route. For a guest the
// default is the login page, which is no answer to "I wanted to read this in French": the menu's first
// entry (the programme) is.
import { generatePath, matchRoutes } from 'react-router';
import type { TableRoute } from '@/contract/route-table';

export interface SwitchFallback {
  /** The path being left: its parents are tried first. */
  pathname: string;
  /** Route ids to try next, in order (the visitor's menu). */
  preferred: readonly string[];
}

function pathOf(route: TableRoute | undefined, params: Record<string, string | undefined>): string | undefined {
  if (!route) return undefined;
  try {
    return generatePath(route.path, params);
  } catch {
    return undefined;
  }
}

/** The deepest parent of `pathname` (never the root, which is the default route) that a route of `routes` answers. */
function parentPath(pathname: string, routes: TableRoute[]): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const objects = routes.map((route) => ({ path: route.path }));
  for (let n = segments.length - 1; n > 0; n--) {
    const candidate = `/${segments.slice(0, n).join('/')}`;
    if (matchRoutes(objects, candidate)?.length) return candidate;
  }
  return undefined;
}

/**
 * The path of `routeId` in `routes` (a language's active list) with the same parameters. Without it: with a
 * `fallback`, a parent path or a preferred route; else (and last) the list's default route.
 */
export function equivalentPath(
  routeId: string | undefined,
  params: Record<string, string | undefined>,
  routes: TableRoute[],
  fallback?: SwitchFallback,
): string {
  const same = pathOf(
    routes.find((r) => r.id === routeId),
    params,
  );
  if (same) return same;
  if (fallback) {
    const nearby =
      parentPath(fallback.pathname, routes) ??
      fallback.preferred
        .map((id) =>
          pathOf(
            routes.find((r) => r.id === id),
            {},
          ),
        )
        .find((path) => path !== undefined);
    if (nearby) return nearby;
  }
  return (
    pathOf(
      routes.find((r) => r.default),
      {},
    ) ?? '/'
  );
}
