/**
 * One thing wrong in config, printed as `file#/json/pointer: message` (English, for `npm run check:config`). `key` and
 * `params` name the same message for the studio, which says it in the studio's language (its strings' `checker`
 * group, the English message where a language has no words for it).
 */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
  key?: string;
  params?: Record<string, string | number>;
}

export function formatProblem(p: Problem): string {
  return `${p.file}#${p.pointer}: ${p.message}`;
}

/** Splits an origin `file#/pointer` (as the route table records it) into a problem. */
export function problemAt(origin: string, message: string, key?: string, params?: Problem['params']): Problem {
  const [file = origin, pointer = ''] = origin.split('#');
  return { file, pointer, message, ...(key ? { key } : {}), ...(params ? { params } : {}) };
}

/** Escapes one JSON-pointer segment (RFC 6901). */
export function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
