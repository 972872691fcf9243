// How the card page writes miles and its expiry (money: formatEuros, src/lib/format-number.ts).
import { formatNumber } from '@/lib/format-number';

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
