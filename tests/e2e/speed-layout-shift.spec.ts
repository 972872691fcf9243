// Issue 12: the member pages keep still while their data arrives (CLS ≤ 0.02, Lighthouse's target). A mechanism
// test, not a timing one: every member data call is held until the page has painted its own first render (the shell
// and the template's skeleton), then released at once, so what arrives after first paint is always the whole
// of the member's data, the worst case, on any machine. The browser's layout-shift entries are summed as CLS
// does for one session window's worth (everything here happens within a second or two) and each shift names
// the elements that moved, so a failure says what to fix.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/accounts';

interface Shift {
  value: number;
  moved: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

/** Records every layout shift not caused by input, from the very first frame. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__shifts = shifts;
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'text');
      const classes = [...node.classList].slice(0, 2).map((c) => `.${c}`);
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes.join('')}`;
    };
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((s) => `${describe(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`);
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Holds the member's data calls until `release()`: all but the start-up's languages and string overrides, which
 * the app awaits before its first render (src/main.tsx), so holding them would hold the page itself.
 */
async function holdMemberData(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/(?!languages|translations_light)/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Two frames after the last change: any shift the last render caused has been reported. */
async function settled(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(window.__shifts ?? []), 0)));
      }),
  );
}

const pages = [
  {
    path: '/home',
    template: 'home-postconnection',
    /** Everything the page loads is shown (or has settled). */
    loaded: async (page: Page) => {
      await expect(page.getByTestId('home-activity').getByRole('listitem').first()).toBeVisible();
      await expect(page.getByTestId('home-balance').locator('dd[aria-busy]')).toHaveCount(0);
      await expect(page.locator('.home-news[aria-busy="true"]')).toHaveCount(0);
    },
  },
  {
    path: '/my-miles',
    template: 'my-miles',
    loaded: async (page: Page) => {
      await expect(page.getByRole('heading', { name: 'Balance over time' })).toBeVisible();
      await expect(page.locator('.balance-chart--loading')).toHaveCount(0);
      // Drawn after the browser's first layout of the page (balance-chart.tsx): its box is its size from the start.
      await expect(page.locator('.balance-chart canvas')).toHaveCount(1);
      await expect(page.locator('.history-row').first()).toBeVisible();
    },
  },
  {
    path: '/exchange-my-miles',
    template: 'exchange-my-miles',
    loaded: async (page: Page) => {
      await expect(page.getByRole('link', { name: 'Financial services' })).toBeVisible();
      await expect(page.locator('.exchange__way--held')).toHaveCount(0);
      await expect(page.getByTestId('exchange-balance')).toContainText('miles');
    },
  },
];

for (const width of [360, 1280]) {
  for (const { path, template, loaded } of pages) {
    test(`${path} at ${width} px: the member's data arriving after the first paint moves nothing (CLS ≤ 0.02)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: width < 600 ? 780 : 800 });
      await signIn(page, request);
      await recordShifts(page);
      const release = await holdMemberData(page);
      await page.goto(path);
      // The app's first render of the page, with none of the member's data yet.
      await expect(page.locator(`[data-template="${template}"]`)).toBeVisible();
      await expect(page.locator('.site-header')).toBeVisible();
      await settled(page);
      release();
      await loaded(page);
      // The header's balance: in the summary, or on a phone in the one-row header.
      await expect(page.locator('[data-testid="main-balance"]:visible, .header-balance:visible')).toHaveCount(1);
      const shifts = await settled(page);
      const cls = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(
        cls,
        `layout shifts on ${path}:\n${shifts.map((s) => `${s.value.toFixed(4)} ${s.moved.join(', ')}`).join('\n')}`,
      ).toBeLessThanOrEqual(0.02);
    });
  }
}

// The shop's categories (the filters) may arrive after the products (the grid): the filters' place is kept from
// the first render, so the grid stays where it is — on a phone (the closed disclosure), a tablet (the open filters
// above the grid) and a desktop (the column beside it).
for (const width of [360, 800, 1280]) {
  test(`the shop at ${width} px: the filters arriving after the gifts move nothing (CLS ≤ 0.02)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, request);
    await recordShifts(page);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/product_categories_light/, async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto('/exchange-my-miles/gift-shop/all');
    await expect(page.locator('.shop__grid li').first()).toBeVisible();
    await expect(page.locator('.shop-filters--loading')).toHaveCount(1);
    await settled(page);
    release();
    await expect(page.locator('form.shop-filters__form')).toBeAttached();
    await expect(page.locator('.shop-filters--loading')).toHaveCount(0);
    const shifts = await settled(page);
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(
      cls,
      `layout shifts on the shop:\n${shifts.map((s) => `${s.value.toFixed(4)} ${s.moved.join(', ')}`).join('\n')}`,
    ).toBeLessThanOrEqual(0.02);
  });
}
