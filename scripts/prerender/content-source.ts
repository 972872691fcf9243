// The content the prerender puts into the public pages' HTML (content-system pages paint with their
// content). It is read the way the reference server answers page_content: the seed files synced into a
// throw-away in-memory database and looked up by the server's own lookup (guestContent), so the HTML holds exactly the
// answer the app would fetch (the app starts from it and does not fetch again). Each lookup is also recorded
// with its fingerprint, so the server can tell when an editor has changed that content since the build
// (server/http/prerendered-pages.ts) and stop serving the stale HTML.
import { readContentFiles } from '../../server/content/content-files';
import { syncContentFiles } from '../../server/content/content-store';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openPgliteDb } from '../../server/db/pglite-db';
import { seedIfEmpty } from '../../server/db/seed';
import { readHotelData } from '../../server/hotels/hotel-data';
import { loadContract } from '../../server/http/contract';
import { guestContent } from '../../server/http/prerendered-pages';
import type { ContentCheck } from '../../server/http/prerendered-pages';

/** What the content model's fetch effect receives (src/model/content/content-model.ts). */
export interface ContentFetch {
  url: string;
  query: Record<string, string | string[]>;
}

/** A page_content refusal in the shape the app's API client gives its effects (404 → the "empty" state). */
export class ContentNotFound extends Error {
  readonly status = 404;
  readonly code = 'page_not_found';
  readonly errors = 'Page not found';
}

export interface ContentSource {
  /** The page_content answer for a guest of `language` (throws ContentNotFound like the API's 404). */
  load(language: string, fetch: ContentFetch): Promise<unknown>;
  /** The lookups made since the last call, with their fingerprints (and forgets them). */
  takeChecks(): ContentCheck[];
  close(): Promise<void>;
}

export async function openContentSource(contentDir?: string | URL): Promise<ContentSource> {
  const db: Db = await openPgliteDb();
  const clock = Date.now;
  await migrate(db);
  await seedIfEmpty(db, clock, { demo: false, hotels: readHotelData() });
  await syncContentFiles(db, readContentFiles(loadContract(), contentDir), clock);
  let checks: ContentCheck[] = [];
  return {
    async load(language, { url, query }) {
      const { page, check } = await guestContent(db, language, url, query);
      checks.push(check);
      if (!page) throw new ContentNotFound();
      return page;
    },
    takeChecks() {
      const taken = checks;
      checks = [];
      return taken;
    },
    close: () => db.close(),
  };
}
