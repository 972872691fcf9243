// How the card page writes money and miles: euros in the member's language (a card's balance is money, not a
// figure of the programme), miles in en-GB grouping with spaces like the rest of the app.
import { dateLocale } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';

// Why kept: building an Intl.NumberFormat costs far more than formatting with one, and the card's history
// formats an amount per payment. One formatter per locale, built on first use.
const euroFormats = new Map<string, Intl.NumberFormat>();

/** Euro cents as money in the language ("€12.00", "12,00 €"). */
export function formatEuros(cents: number, language: string): string {
  const locale = dateLocale(language);
  let format = euroFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    euroFormats.set(locale, format);
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
