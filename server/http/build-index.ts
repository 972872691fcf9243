// A JSON index the build writes beside the app (the prerendered pages, the route shells), read by the server on
// the requests that need it and re-read when the file changes (a rebuild under a running server). A missing,
// half-written or malformed index reads as null: the server then serves the app as it would without a build step.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A reader of `<root>/<file>` that keeps the last index per file until its modification time changes. */
export function buildIndexReader<T>(file: string, isIndex: (value: unknown) => value is T): (root: string) => Promise<T | null> {
  const cache = new Map<string, { mtimeMs: number; index: T | null }>();
  return async (root) => {
    const path = join(root, file);
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(path)).mtimeMs;
    } catch {
      return null;
    }
    const cached = cache.get(path);
    if (cached?.mtimeMs === mtimeMs) return cached.index;
    const parsed: unknown = await readFile(path, 'utf8')
      .then((text) => JSON.parse(text) as unknown)
      .catch(() => null);
    const index = isIndex(parsed) ? parsed : null;
    cache.set(path, { mtimeMs, index });
    return index;
  };
}
