// What changed between two texts of a config file, as the studio shows a version's changes: the runs of lines taken
// away and written, each with a little of the unchanged text around it (jsdiff's line diff). Whether a file ends with
// a line break is not a change anybody means, so it is never one here.
import { structuredPatch } from 'diff';

export interface ChangedLine {
  kind: 'removed' | 'added' | 'kept';
  text: string;
}

/** A run of changes: where it sits in the new text (its first and last line) and its lines. */
export interface Hunk {
  from: number;
  to: number;
  lines: ChangedLine[];
}

export type TextChange = { kind: 'same' } | { kind: 'removed' } | { kind: 'changed'; created: boolean; hunks: Hunk[] };

/** Lines of unchanged text shown around each change. */
const around = 2;

const withLastLineEnded = (text: string): string => (text.endsWith('\n') ? text : `${text}\n`);

const kinds: Record<string, ChangedLine['kind']> = { '-': 'removed', '+': 'added', ' ': 'kept' };

/** `before` and `after` are a file's texts; null where there is no such file. */
export function textChange(before: string | null, after: string | null): TextChange {
  if (after === null) return before === null ? { kind: 'same' } : { kind: 'removed' };
  const [old, now] = [before === null ? '' : withLastLineEnded(before), withLastLineEnded(after)];
  if (before !== null && old === now) return { kind: 'same' };
  const { hunks } = structuredPatch('', '', old, now, undefined, undefined, { context: around });
  return {
    kind: 'changed',
    created: before === null,
    hunks: hunks.map((hunk) => ({
      from: hunk.newStart,
      to: Math.max(hunk.newStart, hunk.newStart + hunk.newLines - 1),
      lines: hunk.lines.map((line) => ({ kind: kinds[line[0] ?? ' '] ?? 'kept', text: line.slice(1) })),
    })),
  };
}
