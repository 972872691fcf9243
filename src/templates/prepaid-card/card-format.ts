// How the card page writes money and miles: euros in the member's language (a card's balance is money, not a
// figure of the programme), miles in en-GB grouping with spaces like the rest of the app.
//
// Why euros are written here rather than by Intl.NumberFormat for the portal's three languages: the first number
// formatter of a page makes Chromium load its ICU data (≈ 12 ms of main thread), and the card page
// would pay it for every amount it shows. Whole cents in en-GB, fr-BE and nl-BE are only grouping, a decimal mark
// and where the sign and € go; tests/unit/templates/card-format.test.ts holds this equal to Intl's output. Other
// locales, fractions of a cent and amounts past 10¹⁵ cents go to Intl.
import { dateLocale } from '@/lib/format-date';
import { formatNumber, groupThousands } from '@/lib/format-number';

interface EuroStyle {
  group: string;
  decimal: string;
  write(sign: string, amount: string): string;
}

const euroStyles: Readonly<Record<string, EuroStyle>> = {
  'en-GB': { group: ',', decimal: '.', write: (sign, amount) => `${sign}€${amount}` },
  // A narrow no-break space between thousands and a no-break space before the sign, as CLDR writes them.
  'fr-BE': { group: '\u202f', decimal: ',', write: (sign, amount) => `${sign}${amount}\u00a0€` },
  'nl-BE': { group: '.', decimal: ',', write: (sign, amount) => `€\u00a0${sign}${amount}` },
};

const intlEuros = new Map<string, Intl.NumberFormat>();

/** Euro cents as money in the language ("€12.00", "12,00 €"). */
export function formatEuros(cents: number, language: string): string {
  const locale = dateLocale(language);
  const style = euroStyles[locale];
  // Past 10¹⁵ cents, cents / 100 is no longer exact in a double, and Intl writes what the division gives.
  if (style && Number.isInteger(cents) && Math.abs(cents) < 1e15) {
    const whole = groupThousands(String(Math.trunc(Math.abs(cents) / 100)), style.group);
    const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
    return style.write(cents < 0 || Object.is(cents, -0) ? '-' : '', `${whole}${style.decimal}${fraction}`);
  }
  let format = intlEuros.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    intlEuros.set(locale, format);
  }
  return format.format(cents / 100);
}

/** Miles as "1 200" (no-break space). */
export function formatCardMiles(miles: number): string {
  return formatNumber(miles);
}

/** A card expiry "2029-11" as "11/2029", the way it is printed on the card. */
export function formatExpiry(expiry: string | null): string {
  if (!expiry) return '';
  const [year, month] = expiry.split('-');
  return `${month}/${year}`;
}
