// The concrete paths of a route list in a language: the language's overlay (config/routes/overlays) moves or
// disables routes, and each route gets a sample URL (fixtures.samplePath).
import { samplePath, type SimpleRoute } from '../fixtures';
import fr from '../../../config/routes/overlays/fr-be.json' with { type: 'json' };
import nl from '../../../config/routes/overlays/nl-be.json' with { type: 'json' };

type Change = { route: string; path?: string; enabled?: boolean };
const overlays: Record<string, Change[]> = { en: [], 'fr-be': fr.change as Change[], 'nl-be': nl.change as Change[] };

export const languages = ['en', 'fr-be', 'nl-be'] as const;

/**
 * The sample paths of a list in a language. `onePerPage`: only the first route of each page config (e.g. the
 * twenty routes shown by the under-construction page render the same DOM: auditing one is enough).
 */
export function pathsFor(routes: SimpleRoute[], language: string, { onePerPage = false } = {}): string[] {
  const changes = overlays[language] ?? [];
  const pages = new Set<string>();
  return [
    ...new Set(
      routes.flatMap((route) => {
        if (onePerPage && pages.has(route.page)) return [];
        pages.add(route.page);
        const change = changes.find((c) => c.route === route.id);
        if (change?.enabled === false) return [];
        return [samplePath(change?.path ? { ...route, path: change.path } : route)];
      }),
    ),
  ];
}

/**
 * A list cut into groups of at most `size`, in order: specs that walk many routes in one test (one page load,
 * then a step or an audit per route) split them so each test stays well inside its time limit.
 */
export function groupsOf<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

/** The two halves of a list (the first one the longer). */
export const halvesOf = <T>(items: T[]): T[][] => groupsOf(items, Math.ceil(items.length / 2));
