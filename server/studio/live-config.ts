// The live set as members' pages read it: the newest published version and its files, parsed. Each API process asks
// the database once a second, apart from any request, whether a newer version is live, so a publish made on one
// process is served by every other within that second: no restart, no build, nothing shared but the database.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { liveConfigElementId } from '../../src/contract/live-config';
import type { LiveConfig } from '../../src/contract/live-config';
import type { Db } from '../db/db';
import { liveSetOf, problemsOf, projectRoot } from './studio-live';
import type { Problem } from '../config-check/problem';

const shipped: LiveConfig = { version: 0, files: {} };

/** How often a process asks the database for the live version. */
export const liveConfigMaxAgeMs = 1_000;

/** The file as this server's checkout has it (the build's base), parsed; undefined when it has none. */
function shippedFile(root: string, file: string): unknown {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The files of a set of texts that are not as shipped, parsed (what a page needs of them). A text that is not JSON is
 * left out: only a draft can be one, and the live files stay in its place.
 */
export function changedFiles(texts: Record<string, string>, root = projectRoot): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const [file, text] of Object.entries(texts)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue;
    }
    if (!isDeepStrictEqual(value, shippedFile(root, file))) files[file] = value;
  }
  return files;
}

/** The live config a process holds, and the way to read it again from the database. */
export interface LiveConfigSource {
  /** The version last read (the files as shipped until the first read). */
  current(): LiveConfig;
  /** Reads the live version again; its files only when it changed. `fresh`: surely after what was written before. */
  refresh(options?: { fresh?: boolean }): Promise<LiveConfig>;
}

/**
 * The live config of the database `db`. A file the live version holds exactly as shipped is left out: the page needs
 * nothing for it, and a prerendered page stays true. A live set this checkout's rules refuse (a deploy since the
 * publish changed what its files must say: a page that needs a new string, a new page file) is not served: the pages
 * carry the version with the files as shipped, and `refused` says why, until a new version or a restore.
 */
export function liveConfigSource(
  db: Db,
  root = projectRoot,
  refused: (version: number, problems: Problem[]) => void = () => {},
): LiveConfigSource {
  let current = shipped;
  let pending: Promise<LiveConfig> | null = null;
  const read = async (): Promise<LiveConfig> => {
    const [row] = await db.query<{ id: number }>('SELECT id FROM studio_versions ORDER BY id DESC LIMIT 1');
    const version = row?.id ?? 0;
    if (version === current.version) return current;
    const texts = await liveSetOf(db, version);
    const problems = problemsOf(root, texts);
    if (problems.length) refused(version, problems);
    current = { version, files: problems.length ? {} : changedFiles(texts, root) };
    return current;
  };
  const next = () =>
    read().finally(() => {
      pending = null;
    });
  return {
    current: () => current,
    // One question at a time: a tick that comes while one is on its way shares it; a fresh read (after a publish)
    // waits for it, then asks again, since it may have started before the publish.
    refresh: ({ fresh = false } = {}) => {
      if (!pending) return (pending = next());
      if (fresh) return (pending = pending.catch(() => current).then(next));
      return pending;
    },
  };
}

/**
 * Keeps `source` current: read now, then every `everyMs` while the server runs (a database that cannot answer leaves
 * the version last read). The timer never keeps the process alive and stops with the server.
 */
export async function keepLiveConfigFresh(app: FastifyInstance, source: LiveConfigSource, everyMs = liveConfigMaxAgeMs): Promise<void> {
  await source.refresh();
  const timer = setInterval(() => void source.refresh().catch(() => undefined), everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * `html` with the live config in its head, as JSON the browser does not run (the CSP allows no inline script). `<` is
 * escaped so that no text of a file can close the element.
 */
export function withLiveConfig(html: string, live: LiveConfig): string {
  const json = JSON.stringify(live).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${liveConfigElementId}">${json}</script>`;
  const end = html.indexOf('</head>');
  return end === -1 ? element + html : `${html.slice(0, end)}${element}${html.slice(end)}`;
}
