// What a change does to the paths members have bookmarked: a route that a language had at one path and the changed
// config gives another keeps the old one as a redirect (the new table retires it with where it went: an overlay's
// base path, or a path listed in `formerPaths`), and a path that redirected to a route still there keeps doing so. Checked against the live config before a studio publish, never by
// `check:config`, which has no earlier config to compare with.
import type { RouteList, RouteOverlay } from '../../src/generated/config';
import { applyOverlay, buildBaseTable, pathShape } from '../../src/contract/route-table';
import type { RouteTable } from '../../src/contract/route-table';
import type { Problem } from './problem';

export interface RouteFiles {
  lists: { public: RouteList; private: RouteList; tracked: RouteList };
  overlays: Map<string, RouteOverlay>;
}

const tableOf = (files: RouteFiles, language: string): RouteTable =>
  applyOverlay(buildBaseTable(files.lists), files.overlays.get(language)).table;

/** The moves from `before` to `after`, in each of `languages`, that leave a path no route or redirect answers. */
export function checkMoves(before: RouteFiles, after: RouteFiles, languages: readonly string[]): Problem[] {
  const problems = new Map<string, Problem>();
  for (const language of languages) {
    const was = tableOf(before, language);
    const now = tableOf(after, language);
    const answered = new Set([...now.public, ...now.private, ...(now.retired ?? [])].map((route) => pathShape(route.path)));
    const add = (problem: Problem) => problems.set(`${problem.file}#${problem.pointer}|${problem.message}`, problem);
    for (const list of ['public', 'private'] as const) {
      for (const old of was[list]) {
        const moved = now[list].find((route) => route.id === old.id);
        if (!moved || pathShape(moved.path) === pathShape(old.path) || answered.has(pathShape(old.path))) continue;
        const [file = '', pointer = ''] = moved.origin.split('#');
        add({
          file,
          pointer: `${pointer}/path`,
          message: `route "${old.id}" moves from "${old.path}" to "${moved.path}": list "${old.path}" in its formerPaths, so members' bookmarks lead to the new path`,
          key: 'routeMovesWithoutFormerPath',
          params: { route: old.id, from: old.path, to: moved.path },
        });
      }
    }
    // A path that led to a route still there (a localised route's English path, a former path) keeps leading to it.
    for (const redirect of was.retired ?? []) {
      if (!redirect.movedTo || answered.has(pathShape(redirect.path))) continue;
      const route = [...now.public, ...now.private].find((candidate) => candidate.id === redirect.routeId);
      if (!route) continue;
      const [file = '', pointer = ''] = route.origin.split('#');
      add({
        file,
        pointer,
        message: `"${redirect.path}" led to route "${route.id}" and would answer nothing: list it in the route's formerPaths, so members' bookmarks still lead to it`,
        key: 'formerPathDropped',
        params: { path: redirect.path, route: route.id },
      });
    }
  }
  return [...problems.values()];
}

/** A path members may have bookmarked that a change leaves answering "not found": its route is off or gone there. */
export interface GonePath {
  language: string;
  path: string;
  route: string;
}

/** The paths of `before`'s routes, in each of `languages`, that `after` answers with neither a route nor a redirect. */
export function gonePaths(before: RouteFiles, after: RouteFiles, languages: readonly string[]): GonePath[] {
  return languages.flatMap((language) => {
    const was = tableOf(before, language);
    const now = tableOf(after, language);
    const redirected = (now.retired ?? []).filter((retired) => retired.movedTo);
    const answered = new Set([...now.public, ...now.private, ...redirected].map((route) => pathShape(route.path)));
    const seen = new Set<string>();
    return [...was.public, ...was.private].flatMap((route) => {
      const shape = pathShape(route.path);
      if (answered.has(shape) || seen.has(shape)) return [];
      seen.add(shape);
      return [{ language, path: route.path, route: route.id }];
    });
  });
}
