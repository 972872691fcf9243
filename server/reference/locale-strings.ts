// The portal's own interface strings, read on the node side: by the server at start (an editor's override must
// name a key the portal has and keep its {{placeholders}}, a refused field speaks the browser's English), by the
// config check and the form validators' build, and by tests. Each language's strings are i18next namespaces, one
// file each, `config/locales/<language>/<namespace>.json`; every file holds whole top-level groups (`shop`,
// `forms`…), and a key names its group, never its file (`shop.basket.title`). A language's tree is the union of
// its files' groups. Node-side code reads the layout through here only, so a change of it is made once.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { programmeLanguages } from '../http/request-language';
import type { LanguageCode } from '../http/request-language';

/**
 * config/locales of this checkout. Built from a string, not `new URL(...)`: under jsdom (component tests that
 * import the validators' build) the global URL is jsdom's, which node's fs and fileURLToPath reject.
 */
export const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../config/locales');

/** A language's strings, or one file's: groups of nested strings, without `$schema`. */
export type LocaleTree = Record<string, unknown>;

export type LocaleStrings = ReadonlyMap<string, string>;

/** One namespace file of one language. */
export interface NamespaceFile {
  language: string;
  namespace: string;
  /** The file as editors know it, whatever folder was read: `config/locales/en/shell.json`. */
  file: string;
}

/** A namespace file with its groups. */
export interface NamespaceStrings extends NamespaceFile {
  strings: LocaleTree;
}

/** A file that is not JSON, named as editors know it (`config/locales/en/pages.json: invalid JSON (…)`). */
export class LocaleFileError extends Error {}

/** `config/locales/<language>/<namespace>.json`: how messages name a namespace file. */
export function localeFile(language: string, namespace: string): string {
  return `config/locales/${language}/${namespace}.json`;
}

/** The language and namespace of a path relative to the project (`config/locales/en/shell.json`); else undefined. */
export function parseLocaleFile(file: string): NamespaceFile | undefined {
  const match = /^config\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match?.[1] || !match[2]) return undefined;
  return { language: match[1], namespace: match[2], file };
}

/** The language folders under `dir`, sorted. */
export function localeLanguages(dir: string = localesDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** A language's namespace files, sorted by namespace; none when the language has no folder. */
export function localeNamespaces(language: string, dir: string = localesDir): NamespaceFile[] {
  const folder = join(dir, language);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort()
    .map((namespace) => ({ language, namespace, file: localeFile(language, namespace) }));
}

/** The groups of a file's parsed JSON (its `$schema` dropped). */
export function groupsOf(data: unknown): LocaleTree {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const { $schema: _schema, ...groups } = data as LocaleTree;
  return groups;
}

/** Each namespace file of a language with its groups, sorted by namespace. */
export function readNamespaceFiles(language: string, dir: string = localesDir): NamespaceStrings[] {
  return localeNamespaces(language, dir).map((at) => {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(dir, language, `${at.namespace}.json`), 'utf8'));
    } catch (error) {
      throw new LocaleFileError(`${at.file}: invalid JSON (${(error as Error).message})`);
    }
    return { ...at, strings: groupsOf(data) };
  });
}

function mergeInto(into: LocaleTree, from: LocaleTree): void {
  for (const [name, value] of Object.entries(from)) {
    const there = into[name];
    if (typeof there === 'object' && there !== null && typeof value === 'object' && value !== null) {
      const merged = { ...(there as LocaleTree) };
      mergeInto(merged, value as LocaleTree);
      into[name] = merged;
    } else if (there === undefined) into[name] = value;
  }
}

/**
 * The union of namespace files' groups (parsed JSON, `$schema` dropped). A group in two files of a language is a
 * config error (server/config-check/translation-rules.ts); here its strings are merged, the first file's winning.
 */
export function mergeNamespaces(files: Iterable<unknown>): LocaleTree {
  const tree: LocaleTree = {};
  for (const data of files) mergeInto(tree, groupsOf(data));
  return tree;
}

/** A language's strings: the union of its namespace files' groups, without `$schema`. */
export function readLocaleTree(language: string, dir: string = localesDir): LocaleTree {
  return mergeNamespaces(readNamespaceFiles(language, dir).map((f) => f.strings));
}

/** The namespace file of a language that holds a top-level group (`shop`), or undefined when none does. */
export function groupFile(language: string, group: string, dir: string = localesDir): NamespaceFile | undefined {
  const found = readNamespaceFiles(language, dir).find((f) => Object.hasOwn(f.strings, group));
  return found && { language: found.language, namespace: found.namespace, file: found.file };
}

/** `{ a: { b: "x" } }` → `a.b → x` (i18next's key separator). */
export function flattenStrings(tree: Record<string, unknown>, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [name, value] of Object.entries(tree)) {
    if (name === '$schema') continue;
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') into.set(key, value);
    else if (typeof value === 'object' && value !== null) flattenStrings(value as Record<string, unknown>, key, into);
  }
  return into;
}

let shipped: Record<LanguageCode, LocaleStrings> | undefined;

/**
 * The build's strings (config/locales), read once per process: the files do not change while the server runs; a
 * published version's strings files are laid over them by server/studio/live-strings.ts.
 */
export const shippedLocaleStrings = (): Record<LanguageCode, LocaleStrings> => (shipped ??= readLocaleStrings());

/** Every language's strings by dotted key. */
export function readLocaleStrings(dir: string = localesDir): Record<LanguageCode, LocaleStrings> {
  const strings: Partial<Record<LanguageCode, LocaleStrings>> = {};
  for (const language of programmeLanguages) strings[language] = flattenStrings(readLocaleTree(language, dir));
  return strings as Record<LanguageCode, LocaleStrings>;
}

/** The interpolation placeholders of a string (`{{name}}`, `{{settings.minimum_transfer}}`), sorted, names only. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => (m[1] ?? '').split(',')[0]?.trim() ?? '').sort();
}
