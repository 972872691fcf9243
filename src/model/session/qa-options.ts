// The QA options of the login answer (requirements §7, header X-QA-Options): what a test environment's server offers the
// people and tests that use it — the development helpers it serves, by operation of the contract. A production
// server sends `{}`: no options. Kept beside the session's tokens, so a reload keeps them and a logout (which
// clears the storage, requirements §8) ends them.
import { readJson, write } from '@/platform/storage';

export interface QaOptions {
  /** The contract operations of the server's test helpers (`getDevOutbox`, `createDevMember`, …). */
  helpers: readonly string[];
}

const storageKey = 'qa_options';

/** The options a value holds; null when it is not an object naming at least one helper. */
function qaOptionsOf(value: unknown): QaOptions | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { helpers } = value as { helpers?: unknown };
  const names = Array.isArray(helpers) ? helpers.filter((name): name is string => typeof name === 'string' && name !== '') : [];
  return names.length > 0 ? { helpers: names } : null;
}

/** The header's options; null without a header, for one that is not JSON, or one that offers nothing (`{}`). */
export function parseQaOptions(header: string | null): QaOptions | null {
  if (!header) return null;
  try {
    return qaOptionsOf(JSON.parse(header));
  } catch {
    return null;
  }
}

/** Keeps the options of the session now stored (null forgets them). */
export function storeQaOptions(options: QaOptions | null): void {
  write(storageKey, options);
}

/** The options kept with the stored session. */
export function readStoredQaOptions(): QaOptions | null {
  return qaOptionsOf(readJson<unknown>(storageKey));
}
