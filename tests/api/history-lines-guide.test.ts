/** @vitest-environment node */
// The guide "Change what a history line says" (docs/editors/change-history-lines.md), replayed: the guide's texts go
// into a copy of the file; `npm run check:catalogues` accepts it; a transfer's line is written with the new words in
// the three languages; and the problems the guide quotes are refused with their `file#/pointer`, by the check too.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LocalText, MovementLabelsFile } from '../../server/generated/catalogues';
import { labelText, movementLabelsFile, readMovementLabels, renderLabel } from '../../server/miles/movement-labels';
import type { MovementLabel } from '../../server/miles/movement-labels';
import { testFolder } from '../support/temp-dir';

const guide = readFileSync('docs/editors/change-history-lines.md', 'utf8');
/** Step 1: the entry the guide shows, as it is written in the file. */
const [key, texts] =
  Object.entries(JSON.parse(`{${/```json\n([\s\S]*?)```/.exec(guide)?.[1] ?? ''}}`) as Record<string, LocalText>)[0] ?? [];
const shipped = JSON.parse(readFileSync(movementLabelsFile, 'utf8')) as MovementLabelsFile;
const transfer: MovementLabel = { key: 'transfer_to', params: { name: 'Olivier P.', code: 'FA654321' } };

/** A copy of the shipped file with the guide's texts, and `change` applied to them. */
function copyWithGuideTexts(change: (text: LocalText) => LocalText = (text) => text): string {
  const file = join(testFolder('miles-history-lines-'), basename(movementLabelsFile));
  writeFileSync(file, JSON.stringify({ ...shipped, texts: { ...shipped.texts, [key ?? '']: change(structuredClone(texts!)) } }, null, 2));
  return file;
}

describe('the guide "Change what a history line says"', () => {
  it('shows the texts of the line of miles sent, in the three languages', () => {
    expect(key).toBe('transfer_to');
    expect(Object.keys(texts ?? {})).toEqual(['en', 'fr-be', 'nl-be']);
  });

  it('2. the check accepts the copy', () => {
    const result = spawnSync('npm', ['run', '--silent', 'check:catalogues', '--', '--labels', copyWithGuideTexts()], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toContain(
      `History lines are valid: ${Object.keys(shipped.texts).length} texts, ${Object.keys(shipped.animation_topics).length} animation topics.`,
    );
  });

  it('3. the line reads the new words in each language, with its facts', () => {
    const words = readMovementLabels(copyWithGuideTexts());
    expect(renderLabel(words, transfer, 'en')).toBe('Miles sent to Olivier P. (FA654321)');
    expect(renderLabel(words, transfer, 'fr-be')).toBe('Miles envoyés à Olivier P. (FA654321)');
    expect(renderLabel(words, transfer, 'nl-be')).toBe('Miles verstuurd naar Olivier P. (FA654321)');
    // The shipped words are what the server writes until the file changes.
    expect(labelText(transfer, 'en')).toBe('Transfer to Olivier P. (FA654321)');
  });
});

describe('the problems the guide quotes', () => {
  const problems = (change: (text: LocalText) => LocalText) => () => readMovementLabels(copyWithGuideTexts(change));

  it('a placeholder the server does not give', () => {
    expect(problems((text) => ({ ...text, en: text.en.replace('{{name}}', '{{nmae}}') }))).toThrow(
      'movement-labels.json#/texts/transfer_to/en: {{nmae}} is not given to this text (it has {{name}}, {{code}})',
    );
  });

  it('a language without one of the placeholders', () => {
    expect(problems((text) => ({ ...text, 'nl-be': 'Miles verstuurd naar {{name}}' }))).toThrow(
      'movement-labels.json#/texts/transfer_to/nl-be: does not use the same placeholders as en',
    );
  });

  it('a language missing', () => {
    expect(problems(({ en, 'fr-be': fr }) => ({ en, 'fr-be': fr }) as LocalText)).toThrow(
      "movement-labels.json#/texts/transfer_to: must have required property 'nl-be'",
    );
  });
});
