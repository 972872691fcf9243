// Walks points_history page by page (next_cursor) for the history's API tests.
import { expect } from 'vitest';
import type { Schemas } from '../../../server/http/api-types';
import { history, nextPage } from './miles';
import type { FirstPage } from './miles';
import type { TestServer } from './test-server';

type History = Schemas['PointsHistory'];
type Movement = Schemas['PointsMovement'];

export interface PagesOptions {
  /** Accept-Language of every call. */
  language?: string;
  /** Runs after each page but the last (to write meanwhile). */
  between?: (pageIndex: number) => Promise<void>;
}

/** Each page of a filtered history, following next_cursor to the end (the first has the figures). */
export async function pagesOf(
  server: TestServer,
  token: string,
  query = '',
  { language, between }: PagesOptions = {},
): Promise<[FirstPage, ...History[]]> {
  const first = await history(server, token, query, language);
  const pages: [FirstPage, ...History[]] = [first];
  let cursor = first.next_cursor;
  const join = query ? `${query}&` : '?';
  while (cursor !== null) {
    if (between) await between(pages.length - 1);
    const page = await nextPage(server, token, `${join}cursor=${encodeURIComponent(cursor)}`, language);
    pages.push(page);
    cursor = page.next_cursor;
    expect(pages.length, 'more pages than lines: the cursor does not move').toBeLessThanOrEqual(first.count + 1);
  }
  return pages;
}

/** The whole filtered history, stitched from its pages (the first page's figures, every page's items). */
export async function wholeHistory(
  server: TestServer,
  token: string,
  query = '',
  language?: string,
): Promise<FirstPage & { items: Movement[] }> {
  const pages = await pagesOf(server, token, query, { language });
  const [first] = pages;
  return { ...first, items: pages.flatMap((p) => p.items), next_cursor: null };
}
