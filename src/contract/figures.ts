// How the portal writes figures, in the browser and in the server's sentences alike. The digits follow the
// programme's one number locale (requirements §9: en-GB, groups split by spaces), whatever the language, so a
// price reads the same on every page; the language only decides where the euro sign goes ("€12.50", "12.50 €").
const NBSP = '\u00a0';

const intlLocales: Record<string, string> = { en: 'en-GB', 'fr-be': 'fr-BE', 'nl-be': 'nl-BE' };

/** The Intl locale of a portal language ("en" is the programme's European English, day before month: en-GB). */
export function intlLocale(language: string): string {
  return intlLocales[language] ?? language;
}

// Why kept: building an Intl.NumberFormat costs far more than formatting with one, and a list formats a figure
// per line on every render. One formatter per locale and options, built on first use.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const decimals = new Map<string, string>();
/** The number locale's decimal sign, read once from Intl. */
function decimalOf(numberLocale: string): string {
  let decimal = decimals.get(numberLocale);
  if (decimal === undefined) {
    decimal =
      formatterOf(numberLocale, {})
        .formatToParts(1.5)
        .find((part) => part.type === 'decimal')?.value ?? '.';
    decimals.set(numberLocale, decimal);
  }
  return decimal;
}

/** A figure with the number locale's digits and no-break spaces between groups: 85000 → "85 000". */
export function formatFigure(value: number, numberLocale: string, fractionDigits?: number): string {
  const options = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return formatterOf(numberLocale, options)
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? NBSP : part.value))
    .join('');
}

/**
 * Euro cents as money: always two decimals, the number locale's digits, the sign where the language puts it
 * ("€1 234.50" in English, "1 234.50 €" in French, "€ 1 234.50" in Dutch), no line break inside.
 */
export function formatEuros(cents: number, language: string, numberLocale: string): string {
  const decimal = decimalOf(numberLocale);
  return formatterOf(intlLocale(language), { style: 'currency', currency: 'EUR' })
    .formatToParts(cents / 100)
    .map((part) => {
      if (part.type === 'group') return NBSP;
      if (part.type === 'decimal') return decimal;
      if (part.type === 'literal') return part.value.replace(/\s/gu, NBSP);
      return part.value;
    })
    .join('');
}

// Groups of three digits split by a space (as the portal writes figures), a no-break space, a dot or a comma (as a
// member's own habit may): miles are whole, so none of them can be a decimal sign.
const groupedFigure = /^\d{1,3}(?:([ \u00a0\u202f.,])\d{3})(?:\1\d{3})*$/u;

/** A whole figure a member typed ("12000", "12 000", "12.000"), or null when it is not one. */
export function readWholeFigure(text: string, maxDigits = 9): number | null {
  const trimmed = text.trim();
  const digits = /^\d+$/.test(trimmed) ? trimmed : groupedFigure.test(trimmed) ? trimmed.replace(/\D/g, '') : null;
  return digits !== null && digits.length <= maxDigits ? Number(digits) : null;
}
