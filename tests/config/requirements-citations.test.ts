/** @vitest-environment node */
// Code, tests, config and docs cite the product's requirements by section ("requirements §2.4"). docs/requirements.md
// states them: every cited section must be one of its headings, so a newcomer can follow any citation, and nothing
// cites the specification they came from by its sections ("SPEC §"), which is not in the repository.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const citation = /\b(SPEC|requirements) (?:§|\\u00a7)(\d+(?:\.\d+)?)/g;
const citingFolders = ['src', 'server', 'scripts', 'tests', 'docs', 'config', 'schemas', 'README.md'];

/** The section numbers docs/requirements.md heads: `## 7.` gives 7, `### 2.4` gives 2.4. */
function sectionsOf(requirements: string): Set<string> {
  return new Set([...requirements.matchAll(/^(?:## (\d+)\.|### (\d+\.\d+))\s/gm)].map((m) => m[1] ?? m[2] ?? ''));
}

/** One `file: §N` line per citation of a section the requirements do not head, or of the specification, in the files' order. */
function missingCitations(files: ReadonlyMap<string, string>, sections: ReadonlySet<string>): string[] {
  const missing: string[] = [];
  for (const [file, text] of files) {
    for (const [, cited, section] of text.matchAll(citation)) {
      const line = cited === 'SPEC' ? `${file}: SPEC §${section}` : `${file}: §${section}`;
      if ((cited === 'SPEC' || !sections.has(section ?? '')) && !missing.includes(line)) missing.push(line);
    }
  }
  return missing;
}

/** Every tracked text file that may cite a section (binary files, which hold a NUL byte, are left out). */
function citingFiles(): Map<string, string> {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...citingFolders], { encoding: 'utf8' });
  const files = new Map<string, string>();
  for (const file of listed.split('\0').filter(Boolean)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('\0')) files.set(file, text);
  }
  return files;
}

const sections = sectionsOf(readFileSync('docs/requirements.md', 'utf8'));

describe('requirements citations', () => {
  it('every section the code, tests and docs cite is a heading of docs/requirements.md', () => {
    const files = citingFiles();
    expect(files.size).toBeGreaterThan(100);
    expect(missingCitations(files, sections)).toEqual([]);
  });

  it('heads sections 1 to 9, and 2.1 to 2.5, in order', () => {
    expect([...sections]).toEqual(['1', '2', '2.1', '2.2', '2.3', '2.4', '2.5', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('reports a citation of a section the requirements do not have, and one of the specification', () => {
    // Built from parts, so this file does not cite the made-up section itself.
    const madeUp = `// see requirements ${'§'}12, requirements §2.4 and ${'SPEC'} §2.4`;
    expect(missingCitations(new Map([['src/made-up.ts', madeUp]]), sections)).toEqual([
      'src/made-up.ts: §12',
      `src/made-up.ts: ${'SPEC'} §2.4`,
    ]);
  });
});
