// The `ref` query parameter carries the path a guest wanted. It is only ever used as a same-origin,
// relative path: anything that could leave the site (`//host`, `/\host`, schemes, encoded variants,
// control characters) is refused.

const BASE = 'https://portal.invalid';

/** Decodes percent-encoding repeatedly (double-encoded payloads), giving up on malformed input. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Returns `value` as a safe same-origin path (pathname + search + hash), or null when it is not one.
 * @example safeRef('/my-miles?x=1') === '/my-miles?x=1'; safeRef('//evil.example') === null
 */
export function safeRef(value: string | null | undefined): string | null {
  if (!value) return null;
  const decoded = fullyDecoded(value);
  if (decoded === null) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return null;
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(decoded, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
