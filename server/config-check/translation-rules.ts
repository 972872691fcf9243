// Every language has every key, and every key config names exists: a missing string shows as a raw key
// to members, so it is a config error, not a run-time surprise. A count in a sentence has its plural forms.
// A language's strings are namespace files (config/locales/<language>/<namespace>.json), which the browser loads
// by name, each when a page needs it: so every language has the same files, a group is in one file of its
// language, and a key is in the same file in every language (else a page finds it in English and not in Dutch).
import { groupsOf, localeFile } from '../reference/locale-strings';
import { checkPluralForms } from './plural-rules';
import type { Problem } from './problem';
import { pointerSegment } from './problem';
import type { TypedConfig } from './cross-rules';

/** language → namespace → the file's parsed JSON. */
export type LocaleFiles = ReadonlyMap<string, ReadonlyMap<string, unknown>>;

/** Leaf keys of a nested locale object, as dotted keys mapped to JSON pointers. */
export function leafKeys(node: unknown, prefix: string[] = []): Map<string, string> {
  const keys = new Map<string, string>();
  if (typeof node !== 'object' || node === null) return keys;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' && prefix.length === 0) continue;
    const path = [...prefix, key];
    if (typeof value === 'string') keys.set(path.join('.'), `/${path.map(pointerSegment).join('/')}`);
    else for (const [k, p] of leafKeys(value, path)) keys.set(k, p);
  }
  return keys;
}

const languageList = (languages: string[]) => languages.join(', ');

/**
 * Every language has the namespace files most languages have, and no other: a file only some languages have is
 * reported in the languages that differ from the others (missing where most have it, extra where most have not).
 */
function checkNamespaceSets(languages: readonly string[], locales: LocaleFiles): Problem[] {
  const problems: Problem[] = [];
  const holding = languages.filter((language) => locales.get(language)?.size);
  const has = (language: string, namespace: string) => locales.get(language)?.has(namespace) ?? false;
  const namespaces = [...new Set(holding.flatMap((language) => [...(locales.get(language)?.keys() ?? [])]))].sort();
  const usual = namespaces.filter((namespace) => holding.filter((l) => has(l, namespace)).length * 2 > holding.length);
  for (const language of languages) {
    const own = locales.get(language);
    if (!own?.size) {
      const files = usual.length ? usual.map((namespace) => localeFile(language, namespace)) : [`config/locales/${language}/`];
      for (const file of files)
        problems.push({
          file,
          pointer: '',
          message: `missing: language "${language}" has no strings`,
          key: 'noStrings',
          params: { language },
        });
      continue;
    }
    for (const namespace of usual) {
      if (own.has(namespace)) continue;
      const others = holding.filter((l) => has(l, namespace));
      problems.push({
        file: localeFile(language, namespace),
        pointer: '',
        message: `missing: ${languageList(others)} ${others.length > 1 ? 'have' : 'has'} namespace "${namespace}": every language has the same namespace files`,
        key: 'namespaceMissingHere',
        params: { namespace, languages: languageList(others) },
      });
    }
    for (const namespace of own.keys()) {
      if (usual.includes(namespace)) continue;
      const lacking = holding.filter((l) => !has(l, namespace));
      problems.push({
        file: localeFile(language, namespace),
        pointer: '',
        message: `namespace "${namespace}" is missing in ${languageList(lacking)}: every language has the same namespace files`,
        key: 'namespaceMissingElsewhere',
        params: { namespace, languages: languageList(lacking) },
      });
    }
  }
  return problems;
}

/** group → the namespaces of one language that hold it. */
function groupHomes(files: ReadonlyMap<string, unknown>): Map<string, string[]> {
  const homes = new Map<string, string[]>();
  for (const [namespace, data] of files)
    for (const group of Object.keys(groupsOf(data))) homes.set(group, [...(homes.get(group) ?? []), namespace]);
  return homes;
}

/** A group is in one namespace file of its language: i18next would show one file's strings and hide the other's. */
function checkGroupsOnce(language: string, homes: Map<string, string[]>): Problem[] {
  const problems: Problem[] = [];
  for (const [group, namespaces] of homes) {
    if (namespaces.length < 2) continue;
    for (const namespace of namespaces) {
      const others = namespaces.filter((n) => n !== namespace).map((n) => localeFile(language, n));
      problems.push({
        file: localeFile(language, namespace),
        pointer: `/${pointerSegment(group)}`,
        message: `group "${group}" is also in ${others.join(', ')}: a group is in one namespace file of its language`,
        key: 'groupTwice',
        params: { group, files: others.join(', ') },
      });
    }
  }
  return problems;
}

/**
 * Each namespace file has the keys the same file has in the other languages. A group one language keeps in
 * another file is one problem at the group, not one per key.
 */
function checkSameKeys(languages: string[], locales: LocaleFiles, homes: Map<string, Map<string, string[]>>): Problem[] {
  const problems: Problem[] = [];
  const namespaces = [...new Set(languages.flatMap((language) => [...(locales.get(language)?.keys() ?? [])]))].sort();
  for (const namespace of namespaces) {
    const holding = languages.filter((language) => locales.get(language)?.has(namespace));
    const keysOf = new Map(holding.map((language) => [language, leafKeys(locales.get(language)?.get(namespace))]));
    // A group in two files of a language is reported once, by checkGroupsOnce: the other languages are not asked to
    // follow it into the second file.
    const single = (language: string, group: string) => (homes.get(language)?.get(group)?.length ?? 0) < 2;
    const all = new Map<string, { language: string; pointer: string; group: string }>();
    for (const [language, keys] of keysOf) {
      for (const [key, pointer] of keys) {
        const group = unescapeSegment(pointer.split('/')[1] ?? '');
        if (!all.has(key) && single(language, group)) all.set(key, { language, pointer, group });
      }
    }
    for (const [language, keys] of keysOf) {
      const file = localeFile(language, namespace);
      const reported = new Set<string>();
      for (const [key, { language: other, pointer, group }] of all) {
        if (keys.has(key)) continue;
        const elsewhere = (homes.get(language)?.get(group) ?? []).filter((n) => n !== namespace);
        if (!elsewhere.length) {
          problems.push({
            file,
            pointer,
            message: `missing translation "${key}" (present in ${other})`,
            key: 'translationMissing',
            params: { key, language: other },
          });
          continue;
        }
        if (reported.has(group)) continue;
        reported.add(group);
        const there = elsewhere.map((n) => localeFile(language, n)).join(', ');
        problems.push({
          file,
          pointer: `/${pointerSegment(group)}`,
          message: `missing group "${group}" (present in ${other}): ${language} has it in ${there}, and a group is in the same namespace file in every language`,
          key: 'groupElsewhere',
          params: { group, other, language, files: there },
        });
      }
    }
  }
  return problems;
}

/** A JSON-pointer segment back to its key (RFC 6901). */
function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function usedKeys(config: TypedConfig): { key: string; file: string; pointer: string }[] {
  const used: { key: string; file: string; pointer: string }[] = [];
  for (const [id, page] of config.pages) {
    const file = `config/pages/${id}.json`;
    used.push({ key: page.title, file, pointer: '/title' });
    if (page.lead !== undefined) used.push({ key: page.lead, file, pointer: '/lead' });
    if (page.description) used.push({ key: page.description, file, pointer: '/description' });
    (page.blocks ?? []).forEach((block, i) => {
      const message = (block.props as { message?: unknown } | undefined)?.message;
      if (typeof message === 'string') used.push({ key: message, file, pointer: `/blocks/${i}/props/message` });
    });
  }
  for (const menu of ['guest', 'member', 'footer'] as const) {
    config.navigation[menu].forEach((item, i) =>
      used.push({ key: item.label, file: 'config/navigation.json', pointer: `/${menu}/${i}/label` }),
    );
  }
  return used;
}

/** Each language's keys, whichever of its namespace files holds them. */
export function languageKeys(locales: LocaleFiles, languages: Iterable<string> = locales.keys()): Map<string, Set<string>> {
  const byLanguage = new Map<string, Set<string>>();
  for (const language of languages) {
    const files = locales.get(language);
    if (!files?.size) continue;
    byLanguage.set(language, new Set([...files.values()].flatMap((data) => [...leafKeys(data).keys()])));
  }
  return byLanguage;
}

export function checkTranslations(config: TypedConfig): Problem[] {
  const { locales } = config;
  const problems = checkNamespaceSets(config.app.languages, locales);
  const languages = config.app.languages.filter((language) => locales.get(language)?.size);
  const homes = new Map(languages.map((language) => [language, groupHomes(locales.get(language) ?? new Map())]));
  for (const language of languages) problems.push(...checkGroupsOnce(language, homes.get(language) ?? new Map()));
  problems.push(...checkSameKeys(languages, locales, homes));
  for (const language of languages) {
    for (const [namespace, data] of locales.get(language) ?? [])
      problems.push(...checkPluralForms(language, data, localeFile(language, namespace)));
  }
  const byLanguage = languageKeys(locales, languages);
  for (const { key, file, pointer } of usedKeys(config)) {
    const missing = [...byLanguage].filter(([, keys]) => !keys.has(key)).map(([language]) => language);
    if (missing.length)
      problems.push({
        file,
        pointer,
        message: `translation key "${key}" is missing in ${missing.join(', ')}`,
        key: 'keyMissing',
        params: { key, languages: missing.join(', ') },
      });
  }
  return problems;
}
