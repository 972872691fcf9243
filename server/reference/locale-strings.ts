// The portal's own interface strings (config/locales/<language>.json), flattened to dotted keys, read once at
// server start: an editor's override must name a key the portal has and keep its {{placeholders}}.
import { readFileSync } from 'node:fs';
import { programmeLanguages } from '../http/request-language';
import type { LanguageCode } from '../http/request-language';

const localesDir = new URL('../../config/locales/', import.meta.url);

export type LocaleStrings = ReadonlyMap<string, string>;

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

/** Every language's strings by dotted key. */
export function readLocaleStrings(dir: URL = localesDir): Record<LanguageCode, LocaleStrings> {
  const read = (language: LanguageCode) =>
    flattenStrings(JSON.parse(readFileSync(new URL(`${language}.json`, dir), 'utf8')) as Record<string, unknown>);
  const strings: Partial<Record<LanguageCode, LocaleStrings>> = {};
  for (const language of programmeLanguages) strings[language] = read(language);
  return strings as Record<LanguageCode, LocaleStrings>;
}

/** The interpolation placeholders of a string (`{{name}}`, `{{settings.minimum_transfer}}`), sorted, names only. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => (m[1] ?? '').split(',')[0]?.trim() ?? '').sort();
}
