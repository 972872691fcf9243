// The month names and numeric date order of the portal's three date locales, as CLDR gives them to
// Intl.DateTimeFormat (checked equal in Node 20's ICU 78 and Debian's Chromium): `dateStyle` long ("5 September 2026"), medium
// ("5 Sept 2026") and short, and `{ month: 'short', year: '2-digit' }`. format-date.ts writes dates with them
// so that a member page never loads the browser's ICU data; tests/unit/lib/format-date.test.ts holds them
// equal to Intl's output. A language added to the portal without an entry here simply uses Intl.

export interface Calendar {
  months: readonly string[];
  /** The abbreviated names: `dateStyle: 'medium'` and `month: 'short'`. */
  shortMonths: readonly string[];
  /** `dateStyle: 'short'` (month 1–12). */
  numeric(day: number, month: number, year: number): string;
}

const two = (n: number): string => String(n).padStart(2, '0');

export const calendars: Readonly<Record<string, Calendar>> = {
  'en-GB': {
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    numeric: (day, month, year) => `${two(day)}/${two(month)}/${year}`,
  },
  'fr-BE': {
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    shortMonths: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    numeric: (day, month, year) => `${day}/${two(month)}/${two(year % 100)}`,
  },
  'nl-BE': {
    months: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
    shortMonths: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
    numeric: (day, month, year) => `${day}/${two(month)}/${year}`,
  },
};
