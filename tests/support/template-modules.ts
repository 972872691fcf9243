// Static reading of the templates' code, for the tests that hold schemas/config/templates.json to it: each template as
// src/renderer/template-registry.ts loads it, and the modules of src/ it imports (statically or lazily).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const src = resolve('src');

/** The folders whose code every page may show (the shell, the router, the renderer and what they share). */
export const everyPage = ['app', 'router', 'renderer', 'blocks', 'forms', 'cms', 'ui'].map((folder) => join(src, folder));

/** The .ts and .tsx files below `folder`. */
export const sources = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(folder, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(folder, entry.name)] : [],
  );

/** The code without its comments (which name keys, forms and calls such as `history.back()` in prose). */
export const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** `entry` and every .ts/.tsx module it imports (statically or not), the code every page may show left out. */
export function ownModules(entry: string): string[] {
  const seen = new Set<string>();
  const next = [entry];
  while (next.length > 0) {
    const file = next.pop()!;
    if (seen.has(file) || everyPage.some((folder) => file.startsWith(`${folder}/`))) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const imported = resolveImport(file, specifier!);
      if (imported && /\.tsx?$/.test(imported)) next.push(imported);
    }
  }
  return [...seen];
}

/** Template name → its module, as src/renderer/template-registry.ts loads it. */
export const templateModules = [
  ...readFileSync(join(src, 'renderer/template-registry.ts'), 'utf8').matchAll(/^\s*'?([\w-]+)'?: \(\) => import\('(@\/[^']+)'\)/gm),
].map(([, name, specifier]) => ({ name: name!, module: resolveImport(join(src, 'x.ts'), specifier!)! }));
