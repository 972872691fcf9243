// The shell's part of the strings (src/lib/string-sections.ts) must hold every group that the code a visitor's
// first page runs can show: the entry's static imports and the templates of templatesOnShellStrings, followed
// through their static imports. A group missing from the list would show its keys instead of text on a cold load.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../config/locales/en.json';
import { shellStringSections, templatesOnShellStrings } from '@/lib/string-sections';
import { templateSources } from '../../../scripts/prerender-assets';

const root = resolve(__dirname, '../../..');
const groups = new Set(Object.keys(en).filter((k) => k !== '$schema'));

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? join(root, 'src', spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** Static, value imports (not `import type`, not `import()`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
  return specs.map((spec) => resolveImport(file, spec)).filter((f): f is string => f !== null);
}

function closure(starts: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

/** The visitors' templates on the shell's strings, as the route shells find their files (both loader files). */
async function templateFiles(): Promise<string[]> {
  const sources = await templateSources(root);
  return templatesOnShellStrings.flatMap((name) => {
    const file = sources.get(name);
    return file ? [join(root, file)] : [];
  });
}

describe("the shell's strings", () => {
  it('name only groups that exist', () => {
    expect(shellStringSections.filter((s) => !groups.has(s))).toEqual([]);
  });

  it("hold every group the entry and the visitors' templates show", async () => {
    const files = closure([join(root, 'src/main.tsx'), ...(await templateFiles())]);
    expect(files.size).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const file of files) {
      const name = relative(root, file);
      const text = readFileSync(file, 'utf8');
      for (const [, group] of text.matchAll(/['"`]([a-z][A-Za-z0-9]*)\.[A-Za-z][\w.]*(?:\$\{|['"`])/g))
        if (group && groups.has(group) && !shellStringSections.includes(group)) missing.push(`${name}: ${group}`);
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
