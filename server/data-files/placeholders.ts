// The {{placeholders}} of the editors' texts in three languages (the history lines, the mails): where the server writes
// what it knows of one line or mail. One statement of the rules a schema cannot say, and of the filling in.
import type { LocalText } from '../generated/catalogues';
import { programmeLanguages } from '../http/request-language';

/** The names of a text's placeholders, sorted, each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? ''))].sort();
}

const listed = (names: readonly string[]) => (names.length ? `{{${names.join('}}, {{')}}}` : 'none');

/**
 * The problems of one text, as `#/pointer: message` (`at` is its pointer): a placeholder the server does not give it
 * (`given`), a language that does not use the same ones as English, and one of `required` left out.
 */
export function placeholderProblems(text: LocalText, at: string, given: readonly string[], required: readonly string[] = []): string[] {
  const english = placeholdersOf(text.en).join(', ');
  return programmeLanguages.flatMap((language) => {
    const where = `${at}/${language}`;
    const used = placeholdersOf(text[language]);
    const unknown = used.filter((name) => !given.includes(name));
    if (unknown.length > 0) return [`${where}: ${listed(unknown)} is not given to this text (it has ${listed(given)})`];
    const missing = required.filter((name) => !used.includes(name));
    if (missing.length > 0) return [`${where}: must use ${listed(missing)}`];
    return used.join(', ') === english ? [] : [`${where}: does not use the same placeholders as en`];
  });
}

/** `text` with each placeholder replaced by its value; a placeholder without one throws, naming `what`. */
export function filled(text: string, values: Readonly<Record<string, string | number>>, what: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${what} needs ${name}`);
    return String(value);
  });
}
