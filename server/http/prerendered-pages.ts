// The public pages the build rendered to HTML (scripts/prerender.ts → dist/prerendered/pages.json): for one
// of those exact paths the visitor gets the page's real HTML in their language instead of the empty
// index.html, so it paints before any script runs. The language is the visitor's stored choice, which the
// portal mirrors in the `language_public` cookie (the only part of it a server can see); without it, the
// portal's default language, exactly as the app itself decides for a cold visit.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const languageCookie = 'language_public';

interface PrerenderIndex {
  defaultLanguage: string;
  pages: Record<string, Record<string, string>>;
}

const cache = new Map<string, { mtimeMs: number; index: PrerenderIndex | null }>();

function isIndex(value: unknown): value is PrerenderIndex {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<PrerenderIndex>;
  return typeof v.defaultLanguage === 'string' && typeof v.pages === 'object' && v.pages !== null;
}

/** The build's index, re-read when the file changes (a rebuild under a running server); null without one. */
async function indexOf(root: string): Promise<PrerenderIndex | null> {
  const path = join(root, 'prerendered', 'pages.json');
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(path)).mtimeMs;
  } catch {
    return null;
  }
  const cached = cache.get(path);
  if (cached?.mtimeMs === mtimeMs) return cached.index;
  // A half-written or broken index: serve the app as before rather than fail.
  const parsed: unknown = await readFile(path, 'utf8')
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => null);
  const index = isIndex(parsed) ? parsed : null;
  cache.set(path, { mtimeMs, index });
  return index;
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) return rest.join('=').trim();
  }
  return null;
}

/** The prerendered file for this path and visitor, or null (then index.html, as for any other path). */
export async function prerenderedFile(root: string, urlPath: string, cookieHeader: string | undefined): Promise<string | null> {
  const index = await indexOf(root);
  if (!index) return null;
  const wanted = cookieValue(cookieHeader, languageCookie);
  const language = wanted !== null && Object.hasOwn(index.pages, wanted) ? wanted : index.defaultLanguage;
  const pages = Object.hasOwn(index.pages, language) ? index.pages[language] : undefined;
  const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  const file = pages && Object.hasOwn(pages, path) ? pages[path] : undefined;
  // The index is the build's own, but a file name with `..` would still leave the folder: never follow one.
  if (typeof file !== 'string' || file.includes('..')) return null;
  return join(root, 'prerendered', file);
}
