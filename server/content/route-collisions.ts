// A content file whose url a route answers is shown only if that route's page loads it (the legal
// mentions page loads /legal-mentions): else the route wins and the content is never seen at its url.
// The same holds where a language switched the route at that url off or moved it: the portal answers the
// old path itself there (not-found, or a redirect), never with the content catch-all. Both are warnings of
// `npm run check:content`, not errors: the content can still be reached through a link to another url.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath, matchRoutes } from 'react-router';
import type { PageConfig } from '../../src/generated/config';
import type { RetiredPath, TableRoute } from '../../src/contract/route-table';
import { configRoutes } from './config-routes';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The page's content url as a pattern (`:param` optional, as the page leaves an absent parameter out). */
function showsContent(page: PageConfig | undefined, url: string): boolean {
  const pattern = page?.content?.url.replace(/:([^/?]+)\??/g, ':$1?');
  return pattern !== undefined && matchPath(pattern, url) !== null;
}

type Answer = { route: TableRoute } | { retired: RetiredPath };

/** Which entry of one list (live routes and the language's retired paths) answers `url`, as the router ranks them. */
function answerOf(url: string, routes: TableRoute[], retired: RetiredPath[]): Answer | undefined {
  const entries: { path: string; answer: Answer }[] = [
    ...routes.map((route) => ({ path: route.path, answer: { route } })),
    ...retired.map((entry) => ({ path: entry.path, answer: { retired: entry } })),
  ];
  return matchRoutes(entries, url)?.at(-1)?.route.answer;
}

/**
 * One warning line (`file#/url: message`) per content file a route hides, in some language and list.
 * `root` is the project folder holding config/.
 */
export function routeCollisions(contentFolder: string, root: string): string[] {
  const { languages, tableFor, page } = configRoutes(root);
  const warnings = new Set<string>();
  const names = readdirSync(contentFolder)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of names) {
    const url = readJson<{ url?: unknown }>(join(contentFolder, name)).url;
    if (typeof url !== 'string') continue;
    for (const language of languages) {
      const table = tableFor(language);
      for (const list of ['public', 'private'] as const) {
        const answer = answerOf(url, table[list], table.retired ?? []);
        if (!answer) continue;
        if ('retired' in answer) {
          // The route's own content going with it is the point of switching it off (or moving it).
          if (showsContent(page(answer.retired.page), url)) continue;
          const what = answer.retired.movedTo ? `moved to "${answer.retired.movedTo}"` : 'switched off';
          warnings.add(
            `${name}#/url: "${url}" is the path of route "${answer.retired.routeId}", ${what} in ${language}: the portal does not show this content there in ${language}`,
          );
        } else if (!showsContent(page(answer.route.page), url)) {
          warnings.add(
            `${name}#/url: "${url}" is answered by route "${answer.route.id}" (${answer.route.origin}), whose page "${answer.route.page}" does not show this content`,
          );
        }
      }
    }
  }
  return [...warnings];
}
