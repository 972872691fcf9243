// The live set: every config file the studio has published, as text, over the files the server was built from (the
// newest row of studio_versions; none before the first publish). Drafts are made over it and checked with it in place.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkConfig } from '../config-check/check';
import type { Problem } from '../config-check/problem';
import type { Db } from '../db/db';

export type LiveFiles = Record<string, string>;

/**
 * The project folder the server was built from: its config/ is the base every version is made over. Built from a
 * string, not `new URL(...)`: under jsdom the global URL is jsdom's, which fileURLToPath rejects.
 */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A set of texts parsed (file → JSON), for texts known to parse: a live set, checked when it was published. */
export const parsedTexts = (texts: LiveFiles): Map<string, unknown> =>
  new Map(Object.entries(texts).map(([file, text]): [string, unknown] => [file, JSON.parse(text)]));

/**
 * Any fixed number: the advisory lock of the live set. A publish or restore takes it alone; a save made over the live
 * text shares it, so no publish lands between its check of that text and its write.
 */
export const liveLock = 5_720_031;

/** The live set of version `id` (0: none, the files as shipped). */
export async function liveSetOf(db: Db, id: number): Promise<LiveFiles> {
  if (id === 0) return {};
  const [row] = await db.query<{ files: string }>('SELECT files FROM studio_versions WHERE id = $1', [id]);
  return row ? (JSON.parse(row.files) as LiveFiles) : {};
}

export async function liveSet(db: Db): Promise<{ version: number; files: LiveFiles }> {
  const [row] = await db.query<{ id: number; files: string }>('SELECT id, files FROM studio_versions ORDER BY id DESC LIMIT 1');
  return row ? { version: row.id, files: JSON.parse(row.files) as LiveFiles } : { version: 0, files: {} };
}

/**
 * The config checker's problems with `texts` (file → JSON text) in place of the shipped files; a text that is not JSON
 * is one. With `live` (the live set the texts change), a route they move must keep its old path as a redirect.
 */
export function problemsOf(root: string, texts: LiveFiles, live?: LiveFiles): Problem[] {
  const parsed = new Map<string, unknown>();
  const problems: Problem[] = [];
  for (const [file, text] of Object.entries(texts)) {
    try {
      parsed.set(file, JSON.parse(text));
    } catch (error) {
      problems.push({ file, pointer: '', message: `invalid JSON: ${(error as Error).message}` });
    }
  }
  if (problems.length) return problems;
  return checkConfig(root, parsed, live ? parsedTexts(live) : undefined);
}
