/** One thing wrong in config, printed as `file#/json/pointer: message`. */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}#${p.pointer}: ${p.message}`;
}

/** Splits an origin `file#/pointer` (as the route table records it) into a problem. */
export function problemAt(origin: string, message: string): Problem {
  const [file = origin, pointer = ''] = origin.split('#');
  return { file, pointer, message };
}

/** Escapes one JSON-pointer segment (RFC 6901). */
export function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
