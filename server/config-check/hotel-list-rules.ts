// Rule "hotel lists": a page's data source that reads one of the hotel group's lists (GET hotel_collections/{code}, a
// list of the hotels file, server/hotels/data/hotels.json `collections`) names a list that file has, so a misspelt code
// is refused here, with where, instead of a page saying "not found" to its visitors.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageConfig } from '../../src/generated/config';
import type { Problem } from './problem';

const hotelsFile = 'server/hotels/data/hotels.json';
const listEndpoint = /^hotel_collections\/([^/{}:]+)$/;

/** The lists' codes of the hotels file; none when it cannot be read (its own check says why). */
function collectionCodes(root: string): ReadonlySet<string> | null {
  const path = join(root, hotelsFile);
  if (!existsSync(path)) return null;
  try {
    const { collections } = JSON.parse(readFileSync(path, 'utf8')) as { collections?: { code?: unknown }[] };
    return new Set((collections ?? []).map(({ code }) => String(code)));
  } catch {
    return null;
  }
}

/** `pages`: each page config by its id. */
export function checkHotelLists(root: string, pages: ReadonlyMap<string, PageConfig>): Problem[] {
  const codes = collectionCodes(root);
  if (!codes) return [];
  const problems: Problem[] = [];
  for (const [id, page] of pages)
    (page.dataSources ?? []).forEach(({ endpoint }, index) => {
      const code = listEndpoint.exec(endpoint)?.[1];
      if (code === undefined || codes.has(code)) return;
      problems.push({
        file: `config/pages/${id}.json`,
        pointer: `/dataSources/${index}/endpoint`,
        message: `"${code}" is not a list of ${hotelsFile} (collections: ${[...codes].join(', ')})`,
      });
    });
  return problems;
}
