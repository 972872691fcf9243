// The scripts a page's HTML names (its entry and the modules it preloads), so a test can hold back every other
// script, those the app asks for once it runs (a route's module, a part loaded on demand), without naming a chunk.
import type { APIRequestContext } from '@playwright/test';

export async function scriptsNamedBy(request: APIRequestContext, path: string): Promise<Set<string>> {
  const html = await (await request.get(path)).text();
  const named = new Set([...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"/g)].map(([, src]) => src ?? ''));
  if (named.size === 0) throw new Error(`${path}: its HTML names no script`);
  return named;
}
