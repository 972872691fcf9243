// The files a prerendered page needs beyond index.html's entry, named in its <head> so the browser fetches
// them in parallel with the entry instead of one after the other (no waterfall): the route's
// template chunk, the form engine with the page's form (its validator, schema and uiSchema) when the page has
// one, and the language's strings, each with the chunks they import (modulepreload) and their CSS
// (stylesheets: the form's styles are there before the engine runs, so the HTML paints styled).
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { nativeFormIds } from '../src/contract/native-forms';
import { pageNamespaces } from '../src/renderer/registered-templates';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export async function readBuildManifest(distDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The file that maps template names to their lazy imports. */
const templateLoaderFile = 'src/renderer/template-registry.ts';

/** Template name → source file, read from the template registry's `name: () => import('@/…')` lines. */
export async function templateSources(root: string): Promise<Map<string, string>> {
  const sources = new Map<string, string>();
  const text = await readFile(join(root, templateLoaderFile), 'utf8');
  for (const [, name = '', path = ''] of text.matchAll(/^\s*'?([\w-]+)'?:\s*\(\)\s*=>\s*import\('@\/([^']+)'\)/gm)) {
    const file = ['.tsx', '.ts'].map((ext) => `src/${path}${ext}`).find((candidate) => existsSync(join(root, candidate)));
    if (file) sources.set(name, file);
  }
  return sources;
}

/** The manifest keys of a language's string namespaces: `shell`, which every page loads, and the ones given. */
export function stringEntries(language: string, namespaces: readonly string[]): string[] {
  return ['shell', ...namespaces].map((namespace) => `config/locales/${language}/${namespace}.json`);
}

/**
 * The manifest keys a page needs: its template, its forms (found in its HTML), its language's strings. `stylesOnly`:
 * the forms that work as plain HTML (src/contract/native-forms.ts), whose engine the page does not fetch before it
 * is live, but whose look it must have from the first paint.
 */
export function pageEntries(
  html: string,
  template: string | undefined,
  language: string,
  sources: Map<string, string>,
): { entries: string[]; stylesOnly: string[] } {
  // Prerendered pages are visitors' pages: the namespaces their template names (src/renderer/registered-templates.ts).
  const entries = stringEntries(language, pageNamespaces(template));
  const source = template ? sources.get(template) : undefined;
  if (source) entries.push(source);
  const forms = [...new Set([...html.matchAll(/data-form="([\w-]+)"/g)].map((m) => m[1] ?? ''))];
  entries.push(...formEntries(forms.filter((form) => !nativeFormIds.includes(form))));
  return { entries, stylesOnly: formEntries(forms.filter((form) => nativeFormIds.includes(form))) };
}

/** The manifest keys of schema forms: the form engine and each form's validator, schema and uiSchema. */
export function formEntries(forms: readonly string[]): string[] {
  if (forms.length === 0) return [];
  return [
    'src/forms/schema-form.tsx',
    ...forms.flatMap((form) => [`src/generated/validators/${form}.js`, `schemas/forms/${form}.json`, `schemas/forms/${form}.ui.json`]),
  ];
}

/**
 * `<link>` tags for the entries and their static imports, leaving out what the page's HTML names already; of the
 * `stylesOnly` entries and their imports, the stylesheets alone.
 */
export function assetLinks(manifest: Manifest, entries: string[], already: string, stylesOnly: string[] = []): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const walk = (key: string, seen: Set<string>, each: (file: string) => void): void => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    each(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) walk(next, seen, each);
  };
  for (const entry of entries) walk(entry, new Set(), (file) => scripts.add(file));
  for (const entry of stylesOnly) walk(entry, new Set(), () => undefined);
  const named = (file: string): boolean => already.includes(`/${file}"`);
  return [
    ...[...styles].filter((f) => !named(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...[...scripts].filter((f) => f.endsWith('.js') && !named(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
}
