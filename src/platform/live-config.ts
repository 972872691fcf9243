// The config the studio published since this build, as the page that started the portal carries it
// (server/studio/live-config.ts): read once, at start. Each file it holds replaces the bundled file of the same path;
// the server checked the whole set with `check:config` before it went live. An open tab takes a newer version by
// loading its next page afresh (src/router/live-version.ts), never by changing under the member's eyes.
import { liveConfigElementId } from '@/contract/live-config';
import type { LiveConfig } from '@/contract/live-config';

function readLiveConfig(): LiveConfig {
  // Why optional calls: the build's prerender renders with a partial document, which has no elements to look up.
  const text = typeof document === 'undefined' ? null : document.getElementById?.(liveConfigElementId)?.textContent;
  if (!text) return { version: 0, files: {} };
  try {
    const parsed = JSON.parse(text) as Partial<LiveConfig>;
    const files = typeof parsed.files === 'object' && parsed.files !== null ? parsed.files : {};
    const version = typeof parsed.version === 'number' ? parsed.version : 0;
    const preview = parsed.preview;
    return typeof preview?.by === 'string'
      ? { version, files, preview: { by: preview.by, withProblems: preview.withProblems === true } }
      : { version, files };
  } catch {
    return { version: 0, files: {} };
  }
}

export const liveConfig: LiveConfig = readLiveConfig();

/** The live text of a config file (`config/navigation.json`), or undefined when the live version leaves it as shipped. */
export function liveFile<T>(path: string): T | undefined {
  return Object.hasOwn(liveConfig.files, path) ? (liveConfig.files[path] as T) : undefined;
}

/** The live files under a folder (`config/pages/`), by their name without `.json`. */
export function liveFilesIn<T>(folder: string): [string, T][] {
  return Object.entries(liveConfig.files)
    .filter(([path]) => path.startsWith(folder) && path.endsWith('.json') && !path.slice(folder.length).includes('/'))
    .map(([path, value]) => [path.slice(folder.length, -'.json'.length), value as T]);
}

let newerSeen = false;
let heardAt = -Infinity;

/**
 * An API answer named the live version (the `Portal-Config-Version` header, null without one): another version than
 * the one this page started with means the studio published meanwhile.
 */
export function liveVersionAnswered(header: string | null): void {
  if (header === null || !/^\d+$/.test(header)) return;
  heardAt = performance.now();
  if (Number(header) !== liveConfig.version) newerSeen = true;
}

/** True once an answer said a newer version is live: the next navigation loads the page afresh. */
export const isLiveConfigStale = (): boolean => newerSeen;

/** True when no answer named the version for `ms` (the server checks its own once a second). */
export const liveVersionHeardLongAgo = (ms = 1_000): boolean => performance.now() - heardAt > ms;
