// Dates in the member's language. "en" is the programme's European English: day before month (en-GB).
import { intlLocale } from '../contract/figures';

export type DayStyle = 'long' | 'medium' | 'short';

// Why kept: building an Intl.DateTimeFormat costs far more than formatting with one, and a list formats a date
// per line on every render. One formatter per locale and options, built on first use.
const intlFormats = new Map<string, Intl.DateTimeFormat>();

function intlFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    intlFormats.set(key, format);
  }
  return format;
}

/**
 * The day of `isoDate` in the language, read in UTC as Date reads it (an overflowing day rolls over); Intl
 * refuses (RangeError) what Date cannot read.
 */
function intlDay(language: string, options: Intl.DateTimeFormatOptions, isoDate: string): string {
  return intlFormat(intlLocale(language), options).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** A calendar date (YYYY-MM-DD) as "20 October 2026" in the language, whatever the browser's time zone. */
export function formatDay(isoDate: string, language: string, style: DayStyle = 'long'): string {
  return intlDay(language, { dateStyle: style }, isoDate);
}

/** A month (YYYY-MM) as "October 2026" (long) or "Oct 26" (short) in the language. */
export function formatMonth(yearMonth: string, language: string, style: 'long' | 'short'): string {
  return intlDay(language, { month: style, year: style === 'long' ? 'numeric' : '2-digit' }, `${yearMonth.slice(0, 7)}-01`);
}
