// How the card page writes money and miles: euros with Intl.NumberFormat in the member's language (a card's
// balance is money, not a figure of the programme), miles in en-GB grouping with spaces like the rest of the app.
import { dateLocale } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';

const euros = new Map<string, Intl.NumberFormat>();

/** Euro cents as money in the language ("€12.00", "12,00 €"). */
export function formatEuros(cents: number, language: string): string {
  const locale = dateLocale(language);
  let format = euros.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    euros.set(locale, format);
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

/** A month "2026-11" as "November 2026" in the language. */
export function formatMonth(month: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}
