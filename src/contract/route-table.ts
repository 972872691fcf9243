// The route table of one language: the base lists (public, private, and the §2.3 routes placed by their
// `lists` field) with that language's overlay applied. Pure and React-free, because the config checker
// (server/config-check) builds exactly the same table to find problems before a member ever could.
import type { RouteEntry, RouteList, RouteOverlay } from '../generated/config';

export type ListName = 'public' | 'private';

/** A route as the router uses it, remembering where in config it came from (for the checker's messages). */
export interface TableRoute extends Omit<RouteEntry, 'lists'> {
  list: ListName;
  origin: string;
}

/**
 * A path a language's overlay took away: the route was switched off, or moved to a localised path (`movedTo`).
 * The router answers it itself, so the content catch-all never serves a page there in that language.
 */
export interface RetiredPath {
  path: string;
  routeId: string;
  /** The page the route showed at this path. */
  page: string;
  /** The route's path in this language when it was moved rather than switched off. */
  movedTo?: string;
  origin: string;
}

export type RouteTable = Record<ListName, TableRoute[]> & {
  /** Paths of this language that no live route has any more: switched off, moved, or a route's former paths. */
  retired?: RetiredPath[];
};

export interface BaseLists {
  public: RouteList;
  private: RouteList;
  tracked: RouteList;
}

export interface TableProblem {
  origin: string;
  message: string;
  /** The message's name and values, for the studio's words (server/config-check/problem.ts). */
  key: string;
  params: Record<string, string>;
}

const LISTS: ListName[] = ['public', 'private'];

function toTableRoute({ lists: _lists, ...entry }: RouteEntry, list: ListName, origin: string): TableRoute {
  return { ...entry, list, origin };
}

/** Merges the three base files into the public and private lists. */
export function buildBaseTable(base: BaseLists): RouteTable {
  const table: RouteTable = { public: [], private: [] };
  for (const list of LISTS) {
    base[list].routes.forEach((route, i) => table[list].push(toTableRoute(route, list, `config/routes/${list}.json#/routes/${i}`)));
  }
  base.tracked.routes.forEach((route, i) => {
    for (const list of route.lists ?? LISTS) {
      table[list].push(toTableRoute(route, list, `config/routes/tracked.json#/routes/${i}`));
    }
  });
  return table;
}

/** Applies one language's overlay; problems name the overlay entry at fault. */
export function applyOverlay(base: RouteTable, overlay: RouteOverlay | undefined): { table: RouteTable; problems: TableProblem[] } {
  const table: RouteTable = { public: [...base.public], private: [...base.private] };
  const problems: TableProblem[] = [];
  const retired: RetiredPath[] = [];
  if (!overlay) {
    const former = formerPathsOf(table);
    if (former.length) table.retired = liveOnly(former, table);
    return { table, problems };
  }
  const file = `config/routes/overlays/${overlay.language}.json`;
  (overlay.change ?? []).forEach((change, i) => {
    const lists = change.list ? [change.list] : LISTS;
    let found = false;
    for (const list of lists) {
      table[list] = table[list].flatMap((route) => {
        if (route.id !== change.route) return [route];
        found = true;
        const origin = `${file}#/change/${i}`;
        if (change.enabled === false) {
          retired.push({ path: route.path, routeId: route.id, page: route.page, origin });
          return [];
        }
        const path = change.path ?? route.path;
        if (path !== route.path) retired.push({ path: route.path, routeId: route.id, page: route.page, movedTo: path, origin });
        for (const former of change.formerPaths ?? [])
          retired.push({ path: former, routeId: route.id, page: route.page, movedTo: path, origin });
        return [{ ...route, path, page: change.page ?? route.page, origin }];
      });
    }
    if (!found) {
      const where = change.list ? `the ${change.list} list` : 'the base lists';
      problems.push({
        origin: `${file}#/change/${i}/route`,
        message: `no route "${change.route}" in ${where}`,
        key: change.list ? 'overlayNoRouteInList' : 'overlayNoRoute',
        params: change.list ? { route: change.route, list: change.list } : { route: change.route },
      });
    }
  });
  for (const list of LISTS) {
    (overlay.add?.[list] ?? []).forEach((route, i) => table[list].push(toTableRoute(route, list, `${file}#/add/${list}/${i}`)));
  }
  table.retired = liveOnly([...retired, ...formerPathsOf(table)], table);
  return { table, problems };
}

/** The former paths the lists give their routes, each leading to the route's path in this table. */
function formerPathsOf(table: RouteTable): RetiredPath[] {
  return [...table.public, ...table.private].flatMap((route) =>
    (route.formerPaths ?? []).map((path) => ({ path, routeId: route.id, page: route.page, movedTo: route.path, origin: route.origin })),
  );
}

/**
 * A retired path stays retired only where no live route of the language (in either list) has its shape:
 * switched off for guests only, it is still a member page (a guest is asked to log in, as for any member
 * page); another route may also take the old path over. One entry per path, since a route in both lists
 * is retired twice.
 */
function liveOnly(retired: RetiredPath[], table: RouteTable): RetiredPath[] {
  const live = new Set([...table.public, ...table.private].map((r) => pathShape(r.path)));
  const byShape = new Map<string, RetiredPath>();
  for (const entry of retired) {
    const shape = pathShape(entry.path);
    if (!live.has(shape) && !byShape.has(shape)) byShape.set(shape, entry);
  }
  return [...byShape.values()];
}

/** Names of a path's parameters, optional ones included (`/a/:b/:c?` gives b, c; a splat gives `*`). */
export function pathParams(path: string): string[] {
  return path.split('/').flatMap((segment) => {
    if (segment === '*') return ['*'];
    return segment.startsWith(':') ? [segment.slice(1).replace(/\?$/, '')] : [];
  });
}

/** A path with parameter names blanked, so `/a/:x` and `/a/:y` count as the same path. */
export function pathShape(path: string): string {
  return path.replace(/:[^/]+?(\?)?(?=\/|$)/g, ':$1').replace(/\/+$/, '') || '/';
}

/** The list's default route (the root redirects to it). */
export function defaultRoute(routes: TableRoute[]): TableRoute | undefined {
  return routes.find((r) => r.default);
}
