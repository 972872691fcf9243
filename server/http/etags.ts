// What tells two answers of the static handler apart for a cache: an ETag per file (or text), version and encoding,
// and whether a request's If-None-Match names it.

/** FNV-1a of a string: tells files apart in an ETag (two languages' pages of one size, written in one millisecond). */
export function pathHash(path: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i += 1) hash = Math.imul(hash ^ path.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** Whether If-None-Match names `etag` (or `*`), weak or strong. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
