// Local storage that never throws: private browsing, full quotas and corrupt JSON all read as "nothing".

/** Reads a string, or null. */
export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Reads and parses JSON, or null when absent or corrupt. */
export function readJson<T>(key: string): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Writes a string or a JSON value; null removes the key. */
export function write(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Storage full or forbidden: the choice lives for this page view only.
  }
}
