// Numbers are shown in en-GB grouping with spaces (requirements §9): 85000 → "85 000". A no-break space keeps a
// figure on one line, whatever separator the locale's own grouping uses.
const NBSP = '\u00a0';

// Why kept: building an Intl.NumberFormat costs far more than formatting with one, and a list formats a figure
// per line on every render. One formatter per locale and number of decimals, built on first use.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(locale: string, fractionDigits: number | undefined): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      locale,
      fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats a number with en-GB digits and spaces as group separators. */
export function formatNumber(value: number, locale = 'en-GB', fractionDigits?: number): string {
  return formatterOf(locale, fractionDigits)
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? NBSP : part.value))
    .join('');
}
