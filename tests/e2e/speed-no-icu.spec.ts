// Issue 12: a member page shows its dates, figures and euros without building an Intl date or number
// formatter — the first one of a page makes Chromium load its ICU formatting data, ≈ 12 ms of main thread
// (src/lib/format-date.ts, format-number.ts, templates/prepaid-card/card-format.ts, and uPlot's own formatters
// made lazy by scripts/uplot-lazy-intl.ts). Each page is checked to show what it formats, in the three
// languages, so a page that merely failed to render cannot pass.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demo, signIn } from './support/accounts';
import { languages } from './support/route-paths';

/** Records every Intl formatter the page builds (and the locale methods that build one inside). */
async function spyOnFormatters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { formattersBuilt: string[] }).formattersBuilt = built;
    const intl = Intl as unknown as Record<string, object>;
    for (const name of ['DateTimeFormat', 'NumberFormat']) {
      const original = intl[name] as (...args: unknown[]) => object;
      intl[name] = new Proxy(original, {
        construct(target, args: unknown[]) {
          built.push(`${name} ${JSON.stringify(args)}`);
          return Reflect.construct(target, args);
        },
        apply(target, self, args: unknown[]) {
          built.push(`${name} ${JSON.stringify(args)}`);
          return Reflect.apply(target, self, args);
        },
      });
    }
    for (const [proto, method] of [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ] as const) {
      const original = (proto as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!;
      Object.defineProperty(proto, method, {
        configurable: true,
        writable: true,
        value(this: unknown, ...args: unknown[]) {
          built.push(method);
          return original.apply(this, args);
        },
      });
    }
  });
}

const formattersBuilt = (page: Page) => page.evaluate(() => (window as unknown as { formattersBuilt: string[] }).formattersBuilt);

/** A date as the page writes it in each language ("20 October 2026", "20 oct. 2026", "20/10/2026"…). */
const aDate = /\b\d{1,2}(\s\p{L}+\.?\s|\/\d{2}\/)\d{2,4}/u;

for (const language of languages) {
  test(`member pages build no Intl date or number formatter, and show their dates, chart and euros (${language})`, async ({
    page,
    request,
  }) => {
    await spyOnFormatters(page);
    await page.addInitScript((lang) => localStorage.setItem('language_logged', lang), language);
    await signIn(page, request, demo);

    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('main-balance')).toContainText(/\d{1,3}(\u00a0\d{3})+/);
    await expect(page.locator('main')).toContainText(aDate);
    expect(await formattersBuilt(page)).toEqual([]);

    await page.goto('/my-miles');
    await expect(page.locator('.history-chart canvas')).toBeVisible();
    await expect(page.locator('main')).toContainText(aDate);
    expect(await formattersBuilt(page)).toEqual([]);

    await page.goto('/exchange-my-miles/mastercard/history');
    await expect(page.getByTestId('card-month').first()).toBeVisible();
    await expect(page.getByTestId('card-history')).toContainText('€');
    expect(await formattersBuilt(page)).toEqual([]);
  });
}
