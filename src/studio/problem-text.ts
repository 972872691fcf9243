// A config checker's problem in the studio's language: its words under the strings' `checker` group, named by the
// problem's key and filled with its values (a list's or a menu's name in words too); the checker's English where the
// language has no words for that problem.
import type { TFunction } from 'i18next';
import type { StudioProblem } from './studio-api';

/** Values that are names of the config's own parts, said in words where the strings have them. */
const named: Record<string, string> = { list: 'checker.lists', menu: 'checker.menus' };

export function problemText(problem: StudioProblem, t: TFunction, exists: (key: string) => boolean): string {
  const key = problem.key ? `checker.${problem.key}` : null;
  if (!key || !exists(key)) return problem.message;
  const values = Object.fromEntries(
    Object.entries(problem.params ?? {}).map(([name, value]) => {
      const words = named[name] ? `${named[name]}.${String(value)}` : null;
      return [name, words && exists(words) ? t(words) : value];
    }),
  );
  // Why `replace`: a value named like an option of the translation (count, context) must not change the words.
  return t(key, { replace: values });
}
