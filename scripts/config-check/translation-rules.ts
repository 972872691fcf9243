// Every language has every key, and every key config names exists: a missing string shows as a raw key
// to members, so it is a config error, not a run-time surprise. A count in a sentence has its plural forms.
import { checkPluralForms } from './plural-rules';
import type { Problem } from './problem';
import { pointerSegment } from './problem';
import type { TypedConfig } from './cross-rules';

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

function usedKeys(config: TypedConfig): { key: string; file: string; pointer: string }[] {
  const used: { key: string; file: string; pointer: string }[] = [];
  for (const [id, page] of config.pages) {
    const file = `config/pages/${id}.json`;
    used.push({ key: page.title, file, pointer: '/title' });
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

export function checkTranslations(config: TypedConfig): Problem[] {
  const problems: Problem[] = [];
  const byLanguage = new Map<string, Map<string, string>>();
  for (const language of config.app.languages) {
    const strings = config.locales.get(language);
    if (!strings) {
      problems.push({ file: `config/locales/${language}.json`, pointer: '', message: `missing: language "${language}" has no strings` });
      continue;
    }
    byLanguage.set(language, leafKeys(strings));
    problems.push(...checkPluralForms(language, strings));
  }
  const all = new Map<string, { language: string; pointer: string }>();
  for (const [language, keys] of byLanguage) for (const [key, pointer] of keys) if (!all.has(key)) all.set(key, { language, pointer });
  for (const [language, keys] of byLanguage) {
    for (const [key, { language: other, pointer }] of all) {
      if (!keys.has(key))
        problems.push({ file: `config/locales/${language}.json`, pointer, message: `missing translation "${key}" (present in ${other})` });
    }
  }
  for (const { key, file, pointer } of usedKeys(config)) {
    const missing = [...byLanguage].filter(([, keys]) => !keys.has(key)).map(([language]) => language);
    if (missing.length) problems.push({ file, pointer, message: `translation key "${key}" is missing in ${missing.join(', ')}` });
  }
  return problems;
}
