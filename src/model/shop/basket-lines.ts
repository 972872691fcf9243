// What the basket page lists: the server's lines with the changes under way laid over them, and the additions
// under way as lines of their own. Pure, so the model derives it and tests read it without a page.
import type { AddRequest, Basket, BasketItem } from './basket-calls';

export type PendingChange = { action: 'change'; quantity: number } | { action: 'remove' };

export interface BasketLine {
  /** `item:<id>` for a line of the basket, `add:<key>` for an addition under way. */
  key: string;
  item: BasketItem | null;
  name: string;
  quantity: number;
  /** The server's price of the line; null while a call changes it (the server prices, never a guess). */
  price: number | null;
  pending: 'add' | 'change' | 'remove' | null;
  /** i18n key under validation.server of this line's last failed change. */
  error: string | null;
}

/** The line key of a basket item. */
export const itemKey = (itemId: number): string => `item:${itemId}`;

/** Lines the member sees: each change under way shown on its line, each addition as a pending line at the end. */
export function basketLines(
  basket: Basket | null,
  changes: Record<string, PendingChange>,
  adds: readonly AddRequest[],
  errors: Record<string, string>,
): BasketLine[] {
  const lines: BasketLine[] = (basket?.items ?? []).map((item) => {
    const key = itemKey(item.id);
    const change = changes[key];
    return {
      key,
      item,
      name: item.variant ? `${item.product.name} – ${item.variant.name}` : item.product.name,
      quantity: change?.action === 'change' ? change.quantity : item.quantity,
      price: change ? null : item.price,
      pending: change?.action ?? null,
      error: errors[key] ?? null,
    };
  });
  for (const add of adds)
    lines.push({ key: `add:${add.key}`, item: null, name: add.name, quantity: add.quantity, price: null, pending: 'add', error: null });
  return lines;
}

/** The header's count: the server's item count with the changes under way (a points line counts 1, as there). */
export function countWithPending(
  basket: Basket | null,
  statsCount: number,
  changes: Record<string, PendingChange>,
  adds: readonly AddRequest[],
): number {
  let count = basket ? basket.item_count : statsCount;
  const weight = (item: BasketItem, quantity: number) => (item.product.kind === 'points' ? 1 : quantity);
  for (const item of basket?.items ?? []) {
    const change = changes[itemKey(item.id)];
    if (change?.action === 'remove') count -= weight(item, item.quantity);
    if (change?.action === 'change') count += weight(item, change.quantity) - weight(item, item.quantity);
  }
  for (const add of adds) count += add.countsOne ? 1 : add.quantity;
  return Math.max(0, count);
}
