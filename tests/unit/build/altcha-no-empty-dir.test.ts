// The build transform that keeps altcha's widget from writing `dir=""` (scripts/altcha-no-empty-dir.ts), on the
// installed altcha: the one statement goes, nothing else changes, and a changed text fails the build.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { dropAltchaEmptyDir } from '../../../scripts/altcha-no-empty-dir';

const source = readFileSync(createRequire(import.meta.url).resolve('altcha/external'), 'utf8');

describe('altcha-no-empty-dir', () => {
  it('drops the statement that writes the empty dir back, and only it', () => {
    const out = dropAltchaEmptyDir(source);
    expect(out).not.toContain('div_1.dir = div_1.dir');
    expect(out).toContain('set_attribute(div_1, "dir", get(dir));');
    expect(source.length - out.length).toBe('      div_1.dir = div_1.dir;\n'.length);
  });

  it('fails loudly when altcha no longer has that text', () => {
    expect(() => dropAltchaEmptyDir(dropAltchaEmptyDir(source))).toThrow(/altcha's text changed/);
    expect(() => dropAltchaEmptyDir(source.replace('set_attribute(div_1, "dir", get(dir));', ''))).toThrow(/dir attribute/);
  });
});
