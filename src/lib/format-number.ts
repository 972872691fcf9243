// Numbers are shown in en-GB grouping with spaces (SPEC §9): 85000 → "85 000". A no-break space keeps a
// figure on one line.
const NBSP = '\u00a0';
const formatters = new Map<string, Intl.NumberFormat>();

/** A string of digits grouped by three from the right: ("1234567", ".") → "1.234.567". */
export function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

/**
 * A whole number in en-GB digits, grouped by three with no-break spaces, or null when Intl must do it.
 * Why not Intl.NumberFormat for these: Chromium builds the first number formatter of a page in 10–20 ms (ICU's
 * number skeleton), inside the render that shows the member's balance on every member page, which on a phone
 * is most of the blocking-time budget. For a safe integer en-GB's rule is only that grouping (an
 * ASCII '-' before a negative); tests compare this with Intl's result. Fractions, -0 and other locales (a
 * market's `numberLocale`) go to Intl.
 */
function wholeEnGb(value: number, locale: string, fractionDigits: number | undefined): string | null {
  if (locale !== 'en-GB' || (fractionDigits ?? 0) !== 0 || !Number.isSafeInteger(value) || Object.is(value, -0)) return null;
  const digits = groupThousands(String(Math.abs(value)), NBSP);
  return value < 0 ? `-${digits}` : digits;
}

/** Formats a number with en-GB digits and spaces as group separators. */
export function formatNumber(value: number, locale = 'en-GB', fractionDigits?: number): string {
  const whole = wholeEnGb(value, locale, fractionDigits);
  if (whole !== null) return whole;
  const key = `${locale}|${fractionDigits ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      locale,
      fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
    );
    formatters.set(key, formatter);
  }
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? NBSP : part.value))
    .join('');
}
