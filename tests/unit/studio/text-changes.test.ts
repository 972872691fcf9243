// A version's changes as the studio shows them: the lines taken away and written, with two lines around each run;
// a new file, a file taken away, and a text that differs only in its last line break.
import { describe, expect, it } from 'vitest';
import { textChange } from '@/studio/text-changes';

const lines = (count: number, change: Record<number, string> = {}) =>
  `${Array.from({ length: count }, (_, i) => change[i + 1] ?? `line ${i + 1}`).join('\n')}\n`;

describe('what a version changed in a file', () => {
  it('shows a changed line with two lines around it, at its place in the new text', () => {
    expect(textChange(lines(10), lines(10, { 6: 'line six' }))).toEqual({
      kind: 'changed',
      created: false,
      hunks: [
        {
          from: 4,
          to: 8,
          lines: [
            { kind: 'kept', text: 'line 4' },
            { kind: 'kept', text: 'line 5' },
            { kind: 'removed', text: 'line 6' },
            { kind: 'added', text: 'line six' },
            { kind: 'kept', text: 'line 7' },
            { kind: 'kept', text: 'line 8' },
          ],
        },
      ],
    });
  });

  it('keeps changes far apart in runs of their own', () => {
    const change = textChange(lines(20), lines(20, { 2: 'two', 18: 'eighteen' }));
    expect(change.kind === 'changed' && change.hunks.map(({ from, to }) => [from, to])).toEqual([
      [1, 4],
      [16, 20],
    ]);
  });

  it('says a new file, a file taken away, and a text that only gained or lost its last line break', () => {
    expect(textChange(null, '{}')).toEqual({
      kind: 'changed',
      created: true,
      hunks: [{ from: 1, to: 1, lines: [{ kind: 'added', text: '{}' }] }],
    });
    expect(textChange('{}\n', null)).toEqual({ kind: 'removed' });
    expect(textChange('{\n  "a": 1\n}\n', '{\n  "a": 1\n}')).toEqual({ kind: 'same' });
    expect(textChange('{}', '{}')).toEqual({ kind: 'same' });
  });
});
