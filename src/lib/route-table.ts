// The route table of one language: the base lists (public, private, and the §2.3 routes placed by their
// `lists` field) with that language's overlay applied. Pure and React-free, because the config checker
// (scripts/config-check) builds exactly the same table to find problems before a member ever could.
import type { RouteEntry, RouteList, RouteOverlay } from '../generated/config';

export type ListName = 'public' | 'private';

/** A route as the router uses it, remembering where in config it came from (for the checker's messages). */
export interface TableRoute extends Omit<RouteEntry, 'lists'> {
  list: ListName;
  origin: string;
}

export type RouteTable = Record<ListName, TableRoute[]>;

export interface BaseLists {
  public: RouteList;
  private: RouteList;
  tracked: RouteList;
}

export interface TableProblem {
  origin: string;
  message: string;
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
  if (!overlay) return { table, problems };
  const file = `config/routes/overlays/${overlay.language}.json`;
  (overlay.change ?? []).forEach((change, i) => {
    const lists = change.list ? [change.list] : LISTS;
    let found = false;
    for (const list of lists) {
      table[list] = table[list].flatMap((route) => {
        if (route.id !== change.route) return [route];
        found = true;
        if (change.enabled === false) return [];
        return [{ ...route, path: change.path ?? route.path, page: change.page ?? route.page, origin: `${file}#/change/${i}` }];
      });
    }
    if (!found) {
      const where = change.list ? `the ${change.list} list` : 'the base lists';
      problems.push({ origin: `${file}#/change/${i}/route`, message: `no route "${change.route}" in ${where}` });
    }
  });
  for (const list of LISTS) {
    (overlay.add?.[list] ?? []).forEach((route, i) => table[list].push(toTableRoute(route, list, `${file}#/add/${list}/${i}`)));
  }
  return { table, problems };
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
