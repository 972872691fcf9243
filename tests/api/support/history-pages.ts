// Walks points_history page by page (next_cursor) for the history's API tests.
import { expect } from 'vitest';
import type { Schemas } from '../../../server/http/api-types';
import { history } from './miles';
import type { TestServer } from './test-server';

type History = Schemas['PointsHistory'];
type Movement = Schemas['PointsMovement'];

export interface PagesOptions {
  /** Accept-Language of every call. */
  language?: string;
  /** Runs after each page but the last (to write meanwhile). */
  between?: (pageIndex: number) => Promise<void>;
}

/** Each page of a filtered history, following next_cursor to the end. */
export async function pagesOf(server: TestServer, token: string, query = '', { language, between }: PagesOptions = {}): Promise<History[]> {
  const pages: History[] = [];
  let cursor: string | null = null;
  const join = query ? `${query}&` : '?';
  do {
    const page: History = await history(server, token, cursor === null ? query : `${join}cursor=${encodeURIComponent(cursor)}`, language);
    pages.push(page);
    cursor = page.next_cursor;
    if (cursor !== null && between) await between(pages.length - 1);
    expect(pages.length, 'more pages than lines: the cursor does not move').toBeLessThanOrEqual(page.count + 1);
  } while (cursor !== null);
  return pages;
}

/** The whole filtered history, stitched from its pages (the first page's figures, every page's items). */
export async function wholeHistory(
  server: TestServer,
  token: string,
  query = '',
  language?: string,
): Promise<History & { items: Movement[] }> {
  const pages = await pagesOf(server, token, query, { language });
  const [first] = pages;
  if (!first) throw new Error('no page');
  return { ...first, items: pages.flatMap((p) => p.items), next_cursor: null };
}
