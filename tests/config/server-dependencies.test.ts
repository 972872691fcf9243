/** @vitest-environment node */
// The reference server runs from a production install (`npm ci --omit=dev`, then `npm run server`): every package
// its code reaches, through the portal's modules it shares (forms, libraries), is a dependency, not a
// devDependency, and so is the TypeScript runner that starts it.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
};
// Besides imports: a package loaded with createRequire (jsdom, for the renderer's sanitiser) and a module a worker
// thread runs (`new URL('./render-worker.ts', …)`), whose own imports the server reaches as well.
const importPattern =
  /^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|createRequire\([^)]*\)\(\s*['"]([^'"]+)['"]\s*\)|new URL\(\s*['"](\.{1,2}\/[^'"]+\.ts)['"]/gm;

/** The file a relative or `@/` import names, as the server's TypeScript runner resolves it. */
function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join('src', specifier.slice(2)) : resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  const found = candidates.find((file) => existsSync(file) && /\.(ts|tsx|js|mjs|json)$/.test(file));
  return found ?? null;
}

/** Every package (by name) imported by the server's modules and the portal modules they import, with one importer each. */
function packagesReachedFrom(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || file.endsWith('.json')) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
      if (!specifier || /^import\s+type\s/.test(match[0].trim())) continue;
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const local = resolveLocal(file, specifier);
        if (local) queue.push(local);
        continue;
      }
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
      if (name && !packages.has(name)) packages.set(name, relative(process.cwd(), file));
    }
  }
  return packages;
}

describe('the reference server from a production install', () => {
  it('reaches only packages listed as dependencies', () => {
    const reached = packagesReachedFrom('server/main.ts');
    expect(reached.size).toBeGreaterThan(5);
    const missing = [...reached].filter(([name]) => !(name in pkg.dependencies)).map(([name, file]) => `${name} (imported by ${file})`);
    expect(missing).toEqual([]);
  });

  it('is started by a runner that is a dependency', () => {
    // Node itself with tsx's loader (no command line between the server and its stop signal).
    expect(pkg.scripts.server).toMatch(/^node --import tsx /);
    expect(pkg.dependencies).toHaveProperty('tsx');
  });
});
