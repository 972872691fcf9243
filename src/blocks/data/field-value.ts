// Values of API answers written for a member, as a data block's config asks (text, number, date, country).
import { countryName } from '@/lib/country-name';
import { formatDay } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import type { DataField } from '@/generated/config';

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
  if (format === 'country' && typeof value === 'string') return countryName(value, language);
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
  const plain =
    typeof item === 'object' && item !== null
      ? Object.fromEntries(Object.entries(item).filter(([, v]) => typeof v === 'string' || typeof v === 'number'))
      : {};
  // Why `replace`: an item's own field named like an option of the translation (count, context, lng) must not change
  // which words are looked up.
  return t(headingText, { replace: { ...plain, value: formatValue(value) } });
}
