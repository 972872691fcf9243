// Dates in the member's language. "en" is the programme's European English: day before month (en-GB).
//
// Why not Intl.DateTimeFormat for the portal's three languages: the first date formatter of a page makes
// Chromium load its ICU data, 10–30 ms of main thread on a phone, on every member page (the history, /home's
// pending miles, the card's payments) — a long task of its own whichever render or task it lands in.
// For en-GB, fr-BE and nl-BE a calendar date is only month names and a fixed order, so they are written here
// (calendar-names.ts, CLDR's names, the same in Chromium and Node); unit tests compare every day of
// several years, in every style, with Intl's own output. Any other locale (a market's language) goes to Intl.
import { calendars } from './calendar-names';
import type { Calendar } from './calendar-names';

const locales: Record<string, string> = { en: 'en-GB', 'fr-be': 'fr-BE', 'nl-be': 'nl-BE' };

/** The Intl locale of a portal language. */
export function dateLocale(language: string): string {
  return locales[language] ?? language;
}

export type DayStyle = 'long' | 'medium' | 'short';

interface Day {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** The UTC calendar day of a 'YYYY-MM-DD…' text as Date reads it (an overflowing day rolls over), or null if Date cannot read it. */
function dayOf(isoDate: string): Day | null {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  const year = date.getUTCFullYear();
  // Four-digit years only: Intl writes other years its own way (no padding, eras).
  if (Number.isNaN(year) || year < 1000 || year > 9999) return null;
  return { year, month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

// Why kept: creating an Intl.DateTimeFormat costs far more than formatting with one, and a list formats a date
// per line on every render.
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

function writeDay(calendar: Calendar, { year, month, day }: Day, style: DayStyle): string {
  if (style === 'short') return calendar.numeric(day, month, year);
  const names = style === 'long' ? calendar.months : calendar.shortMonths;
  return `${day} ${names[month - 1]} ${year}`;
}

/** The language's calendar and the day, when this file writes the date itself; null when Intl must. */
function nativeDay(language: string, isoDate: string): { calendar: Calendar; day: Day } | null {
  const calendar = calendars[dateLocale(language)];
  const day = calendar ? dayOf(isoDate) : null;
  return calendar && day ? { calendar, day } : null;
}

/** What Intl writes for the day of `isoDate` in the language (UTC). */
function intlDay(language: string, options: Intl.DateTimeFormatOptions, isoDate: string): string {
  return intlFormat(dateLocale(language), options).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** A calendar date (YYYY-MM-DD) as "20 October 2026" in the language, whatever the browser's time zone. */
export function formatDay(isoDate: string, language: string, style: DayStyle = 'long'): string {
  const native = nativeDay(language, isoDate);
  return native ? writeDay(native.calendar, native.day, style) : intlDay(language, { dateStyle: style }, isoDate);
}

/** A month (YYYY-MM) as "October 2026" (long) or "Oct 26" (short) in the language. */
export function formatMonth(yearMonth: string, language: string, style: 'long' | 'short'): string {
  const first = `${yearMonth.slice(0, 7)}-01`;
  const native = nativeDay(language, first);
  if (!native) return intlDay(language, { month: style, year: style === 'long' ? 'numeric' : '2-digit' }, first);
  const { calendar, day } = native;
  return style === 'long'
    ? `${calendar.months[day.month - 1]} ${day.year}`
    : `${calendar.shortMonths[day.month - 1]} ${String(day.year % 100).padStart(2, '0')}`;
}
