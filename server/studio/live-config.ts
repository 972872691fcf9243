// The live set as members' pages read it: the newest published version and its files, parsed. Each API process asks
// the database at most once a second whether a newer version is live, so a publish made on one process is served by
// every other within that second: no restart, no build, nothing shared but the database.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { liveConfigElementId } from '../../src/contract/live-config';
import type { LiveConfig } from '../../src/contract/live-config';
import type { Db } from '../db/db';
import { liveSetOf } from './studio-live';

const shipped: LiveConfig = { version: 0, files: {} };

/** How long a process trusts the version it read last. */
export const liveConfigMaxAgeMs = 1_000;

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The file as this server's checkout has it (the build's base), parsed; undefined when it has none. */
function shippedFile(root: string, file: string): unknown {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A reader of the live config, cached per process for `maxAgeMs`; one database question at a time. A file the live
 * version holds exactly as shipped is left out: the page needs nothing for it, and a prerendered page stays true.
 */
export function liveConfigReader(db: Db, maxAgeMs = liveConfigMaxAgeMs, root = projectRoot): () => Promise<LiveConfig> {
  let current = shipped;
  let checkedAt = -Infinity;
  let pending: Promise<LiveConfig> | null = null;
  const refresh = async (): Promise<LiveConfig> => {
    const [row] = await db.query<{ id: number }>('SELECT id FROM studio_versions ORDER BY id DESC LIMIT 1');
    const version = row?.id ?? 0;
    if (version !== current.version) {
      const parsed = Object.entries(await liveSetOf(db, version)).map(([file, text]): [string, unknown] => [file, JSON.parse(text)]);
      current = {
        version,
        files: Object.fromEntries(parsed.filter(([file, value]) => !isDeepStrictEqual(value, shippedFile(root, file)))),
      };
    }
    // Why the monotonic clock: the server's business clock may be fixed (tests) or moved (the demo's time travel).
    checkedAt = performance.now();
    return current;
  };
  return () => {
    if (performance.now() - checkedAt < maxAgeMs) return Promise.resolve(current);
    pending ??= refresh().finally(() => {
      pending = null;
    });
    return pending;
  };
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
