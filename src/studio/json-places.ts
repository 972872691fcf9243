// Where a JSON pointer's value is in a file's text, so a problem the config checker names by pointer can take the
// person to it: the value's characters and its line. A pointer to something the text lacks (a required property
// that is missing) leads to the nearest thing that is there, its parent. Parsed by jsonc-parser, which keeps each
// value's offset and reads a text that does not parse yet as far as it can.
import { parseTree } from 'jsonc-parser';
import type { Node } from 'jsonc-parser';

export interface Place {
  /** The characters to select: a value as a whole, or the opening of an object or array. */
  start: number;
  end: number;
  /** The line it starts on, from 1. */
  line: number;
}

const segmentsOf = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));

function childOf(node: Node, segment: string): Node | undefined {
  if (node.type === 'array') return /^(0|[1-9][0-9]*)$/.test(segment) ? node.children?.[Number(segment)] : undefined;
  if (node.type !== 'object') return undefined;
  const property = node.children?.find((child) => child.children?.[0]?.value === segment);
  return property?.children?.[1];
}

/** The places of pointers' values in `text` (or of their nearest parents there), read once; null when nothing parses. */
export function placesIn(text: string): (pointer: string) => Place | null {
  const root = parseTree(text);
  return (pointer) => {
    if (!root) return null;
    let node = root;
    for (const segment of segmentsOf(pointer)) {
      const next = childOf(node, segment);
      if (!next) break;
      node = next;
    }
    const whole = node.type !== 'object' && node.type !== 'array';
    const start = node.offset;
    return { start, end: whole ? start + node.length : start + 1, line: text.slice(0, start).split('\n').length };
  };
}
