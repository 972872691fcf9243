// Numbers are shown in en-GB grouping with spaces (SPEC §9): 85000 → "85 000". A no-break space keeps a
// figure on one line.
const NBSP = '\u00a0';
const formatters = new Map<string, Intl.NumberFormat>();

/** Formats a number with en-GB digits and spaces as group separators. */
export function formatNumber(value: number, locale = 'en-GB', fractionDigits?: number): string {
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
