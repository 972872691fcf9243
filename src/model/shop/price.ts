// requirements §9's price helper, the client's half: rate × unit price × minimum quantity, each component read as a
// number and defaulting to 1 (requirements §3), shown with two decimals only when the figure is not whole, in en-GB
// grouping with spaces. The server prices with the same rule (server/shop/price.ts); its figure is the one a
// basket and an order show, this one only where a price is computed from components (a card, a variant).
import { formatNumber } from '@/lib/format-number';

export interface PriceComponents {
  conversionRate?: unknown;
  unitPrice?: unknown;
  minimumQuantity?: unknown;
}

/** A component as a number: a finite positive number (or numeric text) as it is, anything else 1. */
export function priceComponent(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : 1;
}

/** Rounded to two decimals, half up, without the binary noise of ×100 (1.005 → 1.01). */
function round2(value: number): number {
  return Math.round(Number((value * 100).toPrecision(15))) / 100;
}

/** requirements §9: rate × unit price × minimum quantity (or `quantity` in its place), at most two decimals. */
export function priceOf(components: PriceComponents, quantity?: number): number {
  const count = quantity === undefined ? priceComponent(components.minimumQuantity) : priceComponent(quantity);
  return round2(priceComponent(components.conversionRate) * priceComponent(components.unitPrice) * count);
}

/** A figure of miles as members read it: "12 500", "1 234.50" (two decimals only when not whole). */
export function formatMiles(value: number, locale = 'en-GB'): string {
  const rounded = round2(value);
  return formatNumber(rounded, locale, Number.isInteger(rounded) ? 0 : 2);
}
