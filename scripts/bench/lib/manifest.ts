// Reads Vite's build manifest (dist/.vite/manifest.json, emitted because the app sets build.manifest) to
// find which chunks are part of the initial load, and whether any page template leaked into them. Templates
// must stay in lazy route chunks: the shell that renders /login has no business carrying them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  /** the chunk's name: a codeSplitting group's (shell, config) for a chunk without `src` */
  name?: string;
  src?: string;
  isEntry?: boolean;
  /** loaded on demand (a dynamic import's target) */
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export async function readManifest(distDir: string): Promise<Manifest> {
  const path = join(distDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Manifest;
  } catch (err) {
    throw new Error(`cannot read ${path}: the app's vite.config.ts must set build.manifest: true (${String(err)})`, {
      cause: err,
    });
  }
}

/** Manifest keys of the entry chunks and everything they import statically (dynamic imports are lazy). */
export function initialChunkKeys(manifest: Manifest): string[] {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...seen];
}

/** Manifest keys reachable from `start` through static imports, itself included. */
export function staticClosure(manifest: Manifest, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(start);
  return seen;
}

/** The schema-form engine's module: every page with a form loads it, after the first load. */
export const FORM_ENTRY = 'src/forms/schema-form.tsx';

/** The form engine's chunks: its module and what that imports statically, less what the first load already fetched. */
export function formEngineKeys(manifest: Manifest): string[] {
  const initial = new Set(initialChunkKeys(manifest));
  return [...staticClosure(manifest, FORM_ENTRY)].filter((key) => !initial.has(key));
}

// JSX compiles `<div data-template="x">` to a props object, `{"data-template":"x"}`, so the literal
// `data-template=` only appears in HTML strings; match both spellings, and capture the template's name.
const TEMPLATE_MARK = /data-template["']?\s*[:=]\s*["'`]?([\w-]*)/g;

export interface TemplateLeak {
  /** initial manifest entries whose source is under src/templates/ */
  manifestHits: string[];
  /** `data-template` markers found in the code of the initial chunk files, as "file: name" */
  markerHits: string[];
}

export async function findTemplatesInInitialChunks(distDir: string): Promise<TemplateLeak> {
  const manifest = await readManifest(distDir);
  const keys = initialChunkKeys(manifest);
  if (keys.length === 0) throw new Error('manifest has no entry chunk (isEntry)');
  const manifestHits: string[] = [];
  const markerHits: string[] = [];
  // The manifest only lists a chunk's facade module: templates merged into a shared chunk have no entry
  // of their own, so the chunk text is searched too.
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.src?.startsWith('src/templates/')) manifestHits.push(chunk.src);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
  }
  for (const file of files) {
    const code = await readFile(join(distDir, file), 'utf8');
    for (const m of code.matchAll(TEMPLATE_MARK)) markerHits.push(`${file}: ${m[1] || '?'}`);
  }
  return { manifestHits, markerHits };
}

/**
 * The file of the `config` chunk (scripts/shell-chunk.ts: the config the shell imports, one chunk the HTML names
 * beside the shell). Its weight grows with the editors' pages and the markets' routes, not with code: it has its
 * own budget (scripts/bench/sizes.ts), as the strings do. Throws when the build has none, so that config back inside
 * the shell's file can never pass unnoticed as "no config".
 */
export async function configChunkFile(distDir: string): Promise<string> {
  const manifest = await readManifest(distDir);
  const chunk = Object.values(manifest).find((c) => c.name === 'config' && c.src === undefined && c.file.endsWith('.js'));
  if (!chunk) throw new Error('the build has no config chunk (scripts/shell-chunk.ts groups the config the shell imports)');
  return chunk.file;
}
