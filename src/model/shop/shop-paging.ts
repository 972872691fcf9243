// Paging of the shop's grid: the catalogue answers every product of a filter at once (about 124
// in all, one request the cache keeps), and the page shows them a page at a time with "Show more". How many
// are shown lives in the address (?shown=48), so reload and back/forward come back to the same view; a filter
// change starts again at the first page (its path carries no count).
export const SHOP_PAGE_SIZE = 24;
export const SHOWN_PARAM = 'shown';

/**
 * How many cards to show for `?shown=` of the address: a whole number of pages, at least one, at most enough
 * for `total` (anything unreadable reads as the first page).
 */
export function shownCount(raw: string | null, total: number): number {
  const asked = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : SHOP_PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(asked / SHOP_PAGE_SIZE));
  const needed = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
  return Math.min(pages, needed) * SHOP_PAGE_SIZE;
}

/** The count after one more "Show more"; null when every product is already shown. */
export function nextShown(shown: number, total: number): number | null {
  return shown >= total ? null : shown + SHOP_PAGE_SIZE;
}

/** The `?shown=` value the address should carry: none for the first page (the canonical, shareable path). */
export function shownParam(shown: number): string | null {
  return shown > SHOP_PAGE_SIZE ? String(shown) : null;
}
