// The price helper of requirements §9, the one way the server prices anything: rate × unit price × quantity, each
// component read as a number and defaulting to 1 (requirements §3), kept to two decimals. The ledger counts whole
// miles, so what a submit debits is the total rounded up to the next mile (a member never pays less than
// the price shown; the catalogue's prices are whole, only a rate with decimals makes fractions).

export interface PriceComponents {
  conversionRate?: unknown;
  unitPrice?: unknown;
  minimumQuantity?: unknown;
}

/** A component as a number: a finite positive number (or numeric text) as it is, anything else 1. */
export function component(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : 1;
}

/** Rounded to two decimals, half up, without the binary noise of ×100 (1.005 → 1.01, not 1). */
export function round2(value: number): number {
  return Math.round(Number((value * 100).toPrecision(15))) / 100;
}

/** requirements §9: rate × unit price × minimum quantity, two decimals at most. */
export function priceOf(components: PriceComponents): number {
  return round2(component(components.conversionRate) * component(components.unitPrice) * component(components.minimumQuantity));
}

/** A basket or order line: the helper with the line's quantity in place of the minimum. */
export function linePrice(components: PriceComponents, quantity: number): number {
  return priceOf({ ...components, minimumQuantity: quantity });
}

/** The miles a total costs in the ledger: whole miles, rounded up. */
export function milesToDebit(total: number): number {
  return Math.ceil(round2(total) - 1e-9);
}
