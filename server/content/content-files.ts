// Reads and checks the content seed files (server/content/pages/*.json, see README.md beside this file).
// A file that breaks the contract's CmsItem rules, or names a language the portal does not have, is refused
// with its name and the failing pointer, so an editor's mistake stops the server start instead of a page.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Contract } from '../http/contract';
import type { Schemas } from '../http/api-types';
import { programmeLanguages } from '../http/request-language';
import { isProgrammeFigure, programmeFigures, settingsPlaceholder } from '../reference/programme-settings';
import type { LanguageCode } from '../http/request-language';

export type { LanguageCode };

export interface ContentVersion {
  title: string;
  description?: string;
  summary?: string;
  zones: Record<string, Schemas['CmsItem'][]>;
}

export interface ContentFile {
  url: string;
  published_at?: string;
  published?: Partial<Record<LanguageCode, ContentVersion>>;
  draft?: Partial<Record<LanguageCode, ContentVersion>>;
}

export const contentDir = join(dirname(fileURLToPath(import.meta.url)), 'pages');

/**
 * `{{settings.<name>}}` placeholders (README.md, "Programme figures"): the portal replaces them in rich text
 * (`html` fields) only, so one elsewhere would show as braces, and an unknown name would show as written.
 */
function placeholderProblems(value: unknown, pointer: string, inHtml = false): string[] {
  if (typeof value === 'string') {
    return [...value.matchAll(settingsPlaceholder)].flatMap(([written, name = '']) => {
      if (!isProgrammeFigure(name))
        return [
          `${pointer}: unknown setting ${written} (use ${Object.keys(programmeFigures)
            .map((n) => `{{settings.${n}}}`)
            .join(', ')})`,
        ];
      return inHtml ? [] : [`${pointer}: ${written} works in rich text ("html") only`];
    });
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => placeholderProblems(child, `${pointer}/${key}`, key === 'html'));
}

function problemsOf(file: ContentFile, contract: Contract): string[] {
  const problems: string[] = [];
  if (typeof file.url !== 'string' || !file.url.startsWith('/')) problems.push('#/url: must be a path starting with /');
  if (file.published_at !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(file.published_at))
    problems.push('#/published_at: must be YYYY-MM-DD');
  if (!file.published && !file.draft) problems.push('#: needs "published" or "draft"');
  for (const status of ['published', 'draft'] as const) {
    for (const [language, version] of Object.entries(file[status] ?? {})) {
      const at = `#/${status}/${language}`;
      if (!(programmeLanguages as string[]).includes(language))
        problems.push(`${at}: unknown language (use ${programmeLanguages.join(', ')})`);
      if (!version || typeof version.title !== 'string' || version.title === '') problems.push(`${at}/title: required`);
      for (const field of ['title', 'description', 'summary'] as const)
        problems.push(...placeholderProblems(version?.[field], `${at}/${field}`));
      if (!version?.zones || typeof version.zones !== 'object') {
        problems.push(`${at}/zones: required`);
        continue;
      }
      for (const [zone, items] of Object.entries(version.zones)) {
        if (!Array.isArray(items)) {
          problems.push(`${at}/zones/${zone}: must be a list of items`);
          continue;
        }
        items.forEach((item, index) => {
          for (const error of contract.errors('CmsItem', item) ?? []) {
            if (error.keyword === 'if') continue; // ajv also reports the failed `if` of a failed `then`
            problems.push(`${at}/zones/${zone}/${index}${error.instancePath}: ${error.message ?? 'invalid'}`);
          }
          problems.push(...placeholderProblems(item, `${at}/zones/${zone}/${index}`));
        });
      }
    }
  }
  return problems;
}

/** Every content file, checked; throws one error listing every problem of every file. */
export function readContentFiles(contract: Contract, dir: string | URL = contentDir): ContentFile[] {
  const folder = typeof dir === 'string' ? dir : fileURLToPath(dir.href);
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const problems: string[] = [];
  const files: ContentFile[] = [];
  const urls = new Map<string, string>();
  for (const name of names) {
    let file: ContentFile;
    try {
      file = JSON.parse(readFileSync(join(folder, name), 'utf8')) as ContentFile;
    } catch (error) {
      problems.push(`${name}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    problems.push(...problemsOf(file, contract).map((p) => `${name}${p}`));
    const other = urls.get(file.url);
    if (other) problems.push(`${name}#/url: ${file.url} is already the url of ${other}`);
    urls.set(file.url, name);
    files.push(file);
  }
  if (problems.length > 0) throw new Error(`Content files in ${folder} are invalid:\n${problems.join('\n')}`);
  return files;
}
