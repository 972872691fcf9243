// Values of API answers written for a member, as a data block's config asks (text, number, date). A country is shown by
// the name the API gives beside its code (an agency's `address.country_name`), never named here.
import { formatDay } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import type { DataCondition, DataField } from '@/generated/config';

export type FieldFormat = NonNullable<DataField['format']>;

/** The value at `path` (`a.b` for a nested field); undefined when any step is missing. */
export function valueAt(item: unknown, path: string): unknown {
  let current: unknown = item;
  for (const step of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.prototype.hasOwnProperty.call(current, step)) return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

/** No value to show: missing, null or an empty text. */
export const isAbsent = (value: unknown): boolean => value === null || value === undefined || value === '';

/** A value as text: numbers grouped with spaces, dates in the language; an absent value is an empty string. */
export function formatValue(value: unknown, format: FieldFormat = 'text', language = 'en'): string {
  if (value === null || value === undefined) return '';
  if (format === 'number' && typeof value === 'number') return formatNumber(value);
  if (format === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return formatDay(value, language);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}

/** The list in an answer: the answer itself, or the array at `items` of an object answer; null otherwise. */
export function listIn(answer: unknown, items?: string): unknown[] | null {
  const list = items ? valueAt(answer, items) : answer;
  return Array.isArray(list) ? list : null;
}

/**
 * The words of an item's heading: its heading field's value, or the config's sentence with that value as {{value}}
 * and each plain value of the item by its name ("{{firstname}} {{lastname}}"); undefined when the item has no value
 * there.
 */
export function headingOf(
  item: unknown,
  heading: string | undefined,
  headingText: string | undefined,
  t: (key: string, values: Record<string, unknown>) => string,
): string | undefined {
  const value = heading ? valueAt(item, heading) : undefined;
  if (isAbsent(value)) return undefined;
  if (!headingText) return formatValue(value);
  return t(headingText, { replace: { ...plainValues(item), value: formatValue(value) } });
}

/**
 * The plain values of an item (texts and numbers, nested ones under their object: `{{hotel.city}}`), for the words
 * of a heading or a button. Why `replace` where they are used: an item's own field named like an option of the
 * translation (count, context, lng) must not change which words are looked up.
 */
export function plainValues(item: unknown): Record<string, unknown> {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return {};
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) values[name] = plainValues(value);
  }
  return values;
}

/**
 * Whether an item meets a config's condition (its field has one of the values; with `not`, none of them); no
 * condition always holds.
 */
export function meets(item: unknown, when: DataCondition | undefined): boolean {
  if (!when) return true;
  const value = valueAt(item, when.field);
  const among = !isAbsent(value) && when.is.includes(formatValue(value));
  return when.not === true ? !among : among;
}

/**
 * `text` with each `{field}` replaced by the item's value (`{hotel.id}` for a nested one) and each name of `extra`
 * by its value; `safe` keeps only letters, digits and hyphens of an item's value (a file name). Null when the item
 * has no value for a field the text names (the call or the name would be wrong).
 */
export function fillFromItem(text: string, item: unknown, extra: Record<string, string> = {}, safe = false): string | null {
  let missing = false;
  const filled = text.replace(/\{([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)\}/g, (_whole, name: string) => {
    if (Object.hasOwn(extra, name)) return extra[name] as string;
    const value = valueAt(item, name);
    if (isAbsent(value) || typeof value === 'object') {
      missing = true;
      return '';
    }
    const text = formatValue(value);
    return safe ? text.replace(/[^A-Za-z0-9-]/g, '') : text;
  });
  return missing ? null : filled;
}
