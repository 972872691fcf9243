// Dates in the member's language. "en" is the programme's European English: day before month (en-GB).
const locales: Record<string, string> = { en: 'en-GB', 'fr-be': 'fr-BE', 'nl-be': 'nl-BE' };

/** The Intl locale of a portal language. */
export function dateLocale(language: string): string {
  return locales[language] ?? language;
}

// Why kept: creating an Intl.DateTimeFormat costs far more than formatting with one, and a list formats a date
// per line on every render.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date (YYYY-MM-DD) as "20 October 2026" in the language, whatever the browser's time zone. */
export function formatDay(isoDate: string, language: string, style: 'long' | 'medium' | 'short' = 'long'): string {
  const key = `${language}|${style}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(language), { dateStyle: style, timeZone: 'UTC' });
    dayFormats.set(key, format);
  }
  return format.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
