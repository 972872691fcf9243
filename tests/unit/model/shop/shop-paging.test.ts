// Paging of the shop's grid: the count shown lives in the address (?shown=), reads back as whole pages within
// the catalogue's size, and "Show more" adds a page until everything is shown.
import { describe, expect, it } from 'vitest';
import { SHOP_PAGE_SIZE, nextShown, shownCount, shownParam } from '@/model/shop/shop-paging';

describe('shop paging', () => {
  it('shows the first page when the address says nothing or something unreadable', () => {
    for (const raw of [null, '', 'abc', '-24', '1e3', '12.5', '9999999']) expect(shownCount(raw, 124)).toBe(SHOP_PAGE_SIZE);
  });

  it('reads a count back as whole pages, never past the pages the catalogue fills', () => {
    expect(shownCount('48', 124)).toBe(48);
    expect(shownCount('30', 124)).toBe(48);
    expect(shownCount('0', 124)).toBe(SHOP_PAGE_SIZE);
    expect(shownCount('960', 124)).toBe(144);
    expect(shownCount('96', 10)).toBe(SHOP_PAGE_SIZE);
  });

  it('adds one page per "Show more" until every product is shown, 124 products in six pages', () => {
    const steps: number[] = [];
    for (let shown: number | null = shownCount(null, 124); shown !== null; shown = nextShown(shown, 124)) steps.push(shown);
    expect(steps).toEqual([24, 48, 72, 96, 120, 144]);
    expect(nextShown(24, 24)).toBeNull();
    expect(nextShown(24, 25)).toBe(48);
  });

  it('writes no count for the first page (the canonical path), the count past it', () => {
    expect(shownParam(SHOP_PAGE_SIZE)).toBeNull();
    expect(shownParam(48)).toBe('48');
    // What is written reads back as the same view.
    expect(shownCount(shownParam(72), 124)).toBe(72);
  });
});
