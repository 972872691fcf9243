// The miles history on the real server: the demo member's seeded history (305 movements and more), paged by the
// server (100 lines first, more as the list scrolls or with "Show more", every page left with End) in a window of
// rows laid out by the browser, and a filter applied in the form, through the URL, by the server; the page at a
// desktop's and a phone's width with the chart drawn, and axe on its states no other audit covers (figures that
// cannot be loaded beside the list, a refused 30-day range, the phone's page with its filters opened, of which
// /points is a part: the same history without the chart). The lines'
// types and statuses, a shared link, back and forward, the 30-day refusal on its field, a failed load and "Try
// again" (the list's, and the figures' in the summary and the header), a brand-new member's empty state, the page in
// French and the CSV export of every page are the integration journey's
// (tests/integration/journeys/history-filters.test.tsx); the chart's code loaded on /my-miles only,
// history-chart-on-demand.test.tsx; the server's filters, pages, 30-day rule and kept first page,
// tests/api/miles-history*.test.ts; 10 000 movements scrolled through, `npm run bench` (scripts/bench/history.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demo, signIn } from './support/accounts';
import { auditPage, injectAxe, navigateInApp } from './support/axe';

const count = (page: Page) => page.getByTestId('history-count');
const movements = (page: Page) => page.getByRole('table', { name: /^(Movements|Mouvements|Bewegingen)$/ });
const dataRows = (page: Page) => movements(page).locator('[role=row]:not([aria-rowindex="1"])');
/** The figure of the count line ("305 movements", "200 movements of 305"). */
const shown = async (page: Page) =>
  Number(((await count(page).textContent()) ?? '').replace(/\D+(of|sur|van)\D+\d[\d\s\u00a0]*$/, '').replace(/\D/g, ''));
/** The whole list's figure ("100 movements of 305" → 305; "12 movements" → 12). */
const total = async (page: Page) => Number(((await count(page).textContent()) ?? '').replace(/^.*\b(of|sur|van)\b/, '').replace(/\D/g, ''));
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test('the server pages the history: 100 lines in a window of rows, more by scrolling and "Show more", End shows the oldest line; a filter goes to the URL and the server answers it', async ({
  page,
  request,
}) => {
  await signIn(page, request, demo);
  await page.goto('/points');
  await expect(count(page)).toHaveText(/^100 movements of [\d\s\u00a0]+$/);
  const all = await total(page);
  expect(all).toBeGreaterThanOrEqual(305);
  await expect(movements(page)).toHaveAttribute('aria-rowcount', String(all + 1));
  expect(await page.locator('[role=row]').count()).toBeLessThan(100);

  // The end of what is loaded scrolled into view: the next page comes by itself (the server's cursor sent back).
  const scroller = page.getByRole('region', { name: 'Miles movements (scrollable)' });
  await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect.poll(() => shown(page)).toBeGreaterThanOrEqual(200);
  // "Show more" from the keyboard: 100 more.
  const before = await shown(page);
  await page.getByRole('button', { name: 'Show more' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => shown(page)).toBeGreaterThanOrEqual(before + 100);

  // End: the table's last line, the oldest movement (every page left loaded at once), still a window of rows.
  await scroller.focus();
  await page.keyboard.press('End');
  await expect(count(page)).not.toContainText(' of ');
  expect(await shown(page)).toBe(all);
  const oldest = dataRows(page).locator(`xpath=self::*[@aria-rowindex="${all + 1}"]`);
  await expect(oldest).toBeInViewport();
  await expect(oldest).toContainText('Welcome bonus');
  expect(await page.locator('[role=row]').count()).toBeLessThan(100);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  // End again once every line is loaded: straight to the last line.
  await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(oldest).toHaveCount(0);
  await page.keyboard.press('End');
  await expect(oldest).toBeInViewport();

  await test.step('a filter applied in the form goes to the URL; the server answers the matching lines', async () => {
    const everything = (await count(page).textContent()) ?? '';
    await page.getByRole('checkbox', { name: 'Hotel booking' }).check();
    await page.getByRole('checkbox', { name: 'Pending' }).check();
    await page.getByLabel('From', { exact: true }).fill(isoDay(-20));
    // Up to two days ago: bookings other tests claim for the demo member today stay out of the comparison.
    await page.getByLabel('To', { exact: true }).fill(isoDay(-2));
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(`/points?type=reservation&status=pending&from=${isoDay(-20)}&to=${isoDay(-2)}`);
    // Filtered by the server: a short list, all of it loaded (the whole list stays shown until the answer comes).
    await expect(count(page)).not.toHaveText(everything);
    await expect(count(page)).not.toContainText(' of ');
    const lines = await shown(page);
    expect(lines).toBeGreaterThan(0);
    await expect(dataRows(page)).toHaveCount(lines);
    for (const row of await dataRows(page).all()) {
      await expect(row).toContainText('Hotel booking');
      await expect(row).toContainText('Pending');
    }
  });
});

test('on a desktop: the chart drawn, the filters open, fit; figures that cannot be loaded beside the list and a refused 30-day range pass axe; on a phone, /my-miles (axe) and /points fit', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, request, demo);
  // users_stats refused (a 429: the browser logs it as an answer, not a problem): the figures cannot be loaded.
  await page.route('**/api/users_stats', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: '{"code":429,"message":"Too many requests"}' }),
  );
  await page.goto('/my-miles');
  await expect(count(page)).toHaveText(/movements( of [\d\s\u00a0]+)?$/);
  await expect(page.getByTestId('history-summary-failure')).toContainText('Your balance and pending miles could not be loaded.');
  await expect(page.getByRole('img', { name: /^Line chart of your balance/ }).locator('canvas')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  // A range of 30 days or more is refused on its field.
  await page.getByLabel('From', { exact: true }).fill('2026-09-01');
  await page.getByLabel('To', { exact: true }).fill('2026-10-15');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select less than 30 days' })).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('To', { exact: true })).toHaveAccessibleDescription(/Please select less than 30 days/);
  // The loaded page's audit: a11y-engines.spec.ts, with every member page.
  await injectAxe(page);
  expect(await auditPage(page)).toEqual([]);

  await test.step('on a phone: /my-miles with its chart and the filters opened, then /points without the chart', async () => {
    await page.unroute('**/api/users_stats');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/my-miles');
    await expect(page.getByRole('img', { name: /^Line chart/ }).locator('canvas')).toHaveCount(1);
    // Filters start closed on a phone: open them, as a member would.
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await injectAxe(page);
    expect(await auditPage(page)).toEqual([]);

    await navigateInApp(page, '/points');
    await expect(page).toHaveURL('/points');
    await expect(count(page)).toHaveText(/movements( of [\d\s\u00a0]+)?$/);
    await expect(page.getByRole('img', { name: /^Line chart/ })).toHaveCount(0);
    await expect(dataRows(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Its audit is the one above: /points is the same history without the chart (src/templates/the-all-points).
  });
});
