// A count in a sentence goes through i18next's plural keys: called with `count`, i18next looks up
// key_<category>, the category being what Intl.PluralRules answers for the count in the page's language
// (en and nl-be: one, other; fr-be: one for 0 and 1). A plain key with "{{count}}" would read "1 children".
// A count standing alone as a figure ("Basket (3)", "Quantity: 3") agrees with no word, so it needs no forms.
import type { Problem } from './problem';
import { pointerSegment } from './problem';

const categoryOrder = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const pluralSuffix = new RegExp(`_(${categoryOrder.join('|')})$`);
const figureAlone = /\(\{\{count\}\}\)|:\s*\{\{count\}\}$/g;

/**
 * The categories a language's counts take, 0 to 999: the forms its strings must write. Rarer ones (French
 * `many`, for exact millions) fall back to `_other` at run time (src/platform/i18n.ts).
 */
export function requiredPluralCategories(language: string): string[] {
  const rules = new Intl.PluralRules(language);
  const seen = new Set<string>();
  for (let n = 0; n < 1000; n++) seen.add(rules.select(n));
  return categoryOrder.filter((c) => seen.has(c));
}

function leafStrings(node: unknown, path: string[] = [], into = new Map<string, { text: string; pointer: string }>()) {
  if (typeof node !== 'object' || node === null) return into;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' && path.length === 0) continue;
    const at = [...path, key];
    if (typeof value === 'string') into.set(at.join('.'), { text: value, pointer: `/${at.map(pointerSegment).join('/')}` });
    else leafStrings(value, at, into);
  }
  return into;
}

/** The plural problems of one namespace file of a language (`file`: config/locales/<language>/<namespace>.json). */
export function checkPluralForms(language: string, strings: unknown, file: string): Problem[] {
  const categories = requiredPluralCategories(language);
  const problems: Problem[] = [];
  const groups = new Map<string, { keys: Set<string>; pointer: string }>();
  for (const [key, { text, pointer }] of leafStrings(strings)) {
    const suffix = pluralSuffix.exec(key);
    if (suffix) {
      const base = key.slice(0, -suffix[0].length);
      const group = groups.get(base) ?? { keys: new Set<string>(), pointer };
      group.keys.add(key);
      groups.set(base, group);
    } else if (text.replace(figureAlone, '').includes('{{count}}')) {
      const forms = categories.map((c) => `${key}_${c}`).join(', ');
      problems.push({
        file,
        pointer,
        message: `"{{count}}" in a sentence needs plural forms: ${forms}`,
        key: 'pluralFormsNeeded',
        params: { forms, placeholder: '{{count}}' },
      });
    }
  }
  for (const [base, { keys, pointer }] of groups) {
    const missing = categories.map((c) => `${base}_${c}`).filter((k) => !keys.has(k));
    if (missing.length)
      problems.push({
        file,
        pointer,
        message: `plural forms of "${base}" lack ${missing.join(', ')}`,
        key: 'pluralFormsMissing',
        params: { key: base, forms: missing.join(', ') },
      });
  }
  return problems;
}
