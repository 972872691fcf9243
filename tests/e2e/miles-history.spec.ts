// The miles history on the real server: the demo member's seeded history (≥ 300 movements), paged by the server
// (100 lines first, more as the list scrolls or with "Show more"), filters through the URL applied by the server
// (apply, reload-free direct link, back), 10 000 movements in a virtualised list, the chart's lazy chunk, a transfer
// from another tab, axe in every state. The lines' types and statuses, the 30-day refusal on its field, a failed load
// and "Try again", the page in French and the CSV export of every page are the integration journey's
// (tests/integration/journeys/history-filters.test.tsx); the server's 30-day rule, tests/api/miles-history.test.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, createMember, demo, giveMiles, signIn } from './support/accounts';
import { auditPage, injectAxe, navigateInApp } from './support/axe';
import { lazyChunkOf } from './support/lazy-chunk';

const count = (page: Page) => page.getByTestId('history-count');
const movements = (page: Page) => page.getByRole('table', { name: /^(Movements|Mouvements|Bewegingen)$/ });
const dataRows = (page: Page) => movements(page).locator('[role=row]:not([aria-rowindex="1"])');
/** The figure of the count line ("305 movements", "2 movements of 305"). */
const shown = async (page: Page) =>
  Number(((await count(page).textContent()) ?? '').replace(/\D+(of|sur|van)\D+\d[\d\s\u00a0]*$/, '').replace(/\D/g, ''));
/** The whole list's figure ("100 movements of 305" → 305; "12 movements" → 12). */
const total = async (page: Page) => Number(((await count(page).textContent()) ?? '').replace(/^.*\b(of|sur|van)\b/, '').replace(/\D/g, ''));
/** Description cells of the rows in the DOM (all of them when the filtered list is short). */
const labels = (page: Page) => dataRows(page).locator('[role=cell]:nth-child(3)').allTextContents();
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test('a filter applied in the form goes to the URL; the URL opened directly shows the same rows; back restores', async ({
  page,
  request,
  context,
}) => {
  await page.clock.install();
  await signIn(page, request, demo);
  await page.goto('/points');
  await expect(count(page)).toContainText(' of ');
  const all = await total(page);
  await page.getByRole('checkbox', { name: 'Hotel booking' }).check();
  await page.getByRole('checkbox', { name: 'Pending' }).check();
  await page.getByLabel('From', { exact: true }).fill(isoDay(-20));
  // Up to two days ago: bookings other tests claim for the demo member today stay out of the comparison.
  await page.getByLabel('To', { exact: true }).fill(isoDay(-2));
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(`/points?type=reservation&status=pending&from=${isoDay(-20)}&to=${isoDay(-2)}`);
  // Filtered by the server: a short list, all of it loaded.
  await expect(count(page)).not.toContainText(' of ');
  const filtered = await labels(page);
  expect(filtered.length).toBeGreaterThan(0);
  expect(filtered.length).toBe(await shown(page));
  for (const row of await dataRows(page).all()) {
    await expect(row).toContainText('Hotel booking');
    await expect(row).toContainText('Pending');
  }

  // The same address in another tab (a shared link): same rows, same form.
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(count(other)).toHaveText((await count(page).textContent()) ?? '');
  expect(await labels(other)).toEqual(filtered);
  await expect(other.getByRole('checkbox', { name: 'Hotel booking' })).toBeChecked();
  await expect(other.getByLabel('From', { exact: true })).toHaveValue(isoDay(-20));
  await other.close();

  // The history's traversals are debounced (requirements §2.4): the page's clock steps past the debounce before each.
  await page.clock.fastForward(1_000);
  await page.goBack();
  await expect(page).toHaveURL('/points');
  await expect(count(page)).toContainText(' of ');
  expect(await total(page)).toBe(all);
  await expect(page.getByRole('checkbox', { name: 'Hotel booking' })).not.toBeChecked();
  await page.clock.fastForward(1_000);
  await page.goForward();
  await expect(page).toHaveURL(/status=pending/);
  // The server answers the filters again; the previous lines stay until then.
  await expect.poll(() => labels(page)).toEqual(filtered);
});

test('10 000 movements: the first page in a window of rows, more by scrolling and by "Show more", End shows the oldest line', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000); // 10 000 movements created by the dev API first, then scrolled and paged through.
  const member = await createMember(request);
  const created = await request.post('/api/dev/movements', { data: { email: member.email, count: 10_000 } });
  expect(created.status()).toBe(201);
  await signIn(page, request, member);
  await page.goto('/points');
  await expect(count(page)).toHaveText('100 movements of 10\u00a0000');
  await expect(movements(page)).toHaveAttribute('aria-rowcount', '10001');
  expect(await page.locator('[role=row]').count()).toBeLessThan(100);

  // The end of what is loaded scrolled into view: the next pages come by themselves.
  const scroller = page.getByRole('region', { name: 'Miles movements (scrollable)' });
  await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(count(page)).toHaveText(/^[2-9]00 movements of 10\u00a0000$/);
  await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect.poll(() => shown(page)).toBeGreaterThanOrEqual(300);
  expect(await page.locator('[role=row]').count()).toBeLessThan(100);
  // "Show more" from the keyboard: 100 more.
  const before = await shown(page);
  await page.getByRole('button', { name: 'Show more' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => shown(page)).toBeGreaterThanOrEqual(before + 100);
  // End: the table's last line, the oldest movement (every page left loaded at once), still a window of rows.
  await scroller.focus();
  await page.keyboard.press('End');
  await expect(count(page)).toHaveText('10\u00a0000 movements');
  const oldest = dataRows(page).locator('xpath=self::*[@aria-rowindex="10001"]');
  await expect(oldest).toBeInViewport();
  await expect(oldest).toContainText('#1');
  expect(await page.locator('[role=row]').count()).toBeLessThan(100);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);

  // The oldest days (a filter the server applies): the very first movement is the list's last line.
  await page.goto(`/points?to=${isoDay(-599)}`);
  await expect(count(page)).not.toContainText(' of ');
  const lines = await total(page);
  expect(lines).toBeGreaterThan(0);
  expect(lines).toBeLessThan(100);
  await scroller.focus();
  await page.keyboard.press('End');
  const last = dataRows(page).locator(`xpath=self::*[@aria-rowindex="${lines + 1}"]`);
  await expect(last).toBeVisible();
  await expect(last).toContainText('#1');
  await expect(last).toContainText('Synthetic booking');
});

/** Refuses a call with a 429 (the browser logs it as an answer, not a problem) until the returned function lets it through. */
async function refuseUntilLetThrough(page: Page, url: string): Promise<() => void> {
  let refuse = true;
  await page.route(url, (route) =>
    refuse
      ? route.fulfill({ status: 429, contentType: 'application/json', body: '{"code":429,"message":"Too many requests"}' })
      : route.continue(),
  );
  return () => (refuse = false);
}

// Both engines on the list that cannot be loaded: a11y-states-member.spec.ts; on the summary that cannot, here.
test('when the history cannot be loaded the page says so and Try again loads it; when the summary cannot, the page keeps the list (axe) and Try again loads the figures', async ({
  page,
  request,
}) => {
  await signIn(page, request, demo);
  const { token } = await apiLogin(request, demo);
  const stats = (await (await request.get('/api/users_stats', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    points: number[];
    pending: number;
  };
  const letHistoryThrough = await refuseUntilLetThrough(page, '**/api/points_history*');
  const letStatsThrough = await refuseUntilLetThrough(page, '**/api/users_stats');
  await page.goto('/my-miles');
  const listFailure = page.getByTestId('history-failure');
  await expect(listFailure).toContainText('Something went wrong. Please try again');

  const failure = page.getByTestId('history-summary-failure');
  await test.step('Try again loads the list; the summary, still refused, says it could not be loaded', async () => {
    letHistoryThrough();
    await listFailure.getByRole('button', { name: 'Try again' }).click();
    await expect(count(page)).toHaveText(/movements( of [\d\s\u00a0]+)?$/);
    await expect(failure).toContainText('Your balance and pending miles could not be loaded.');
    await expect(page.getByTestId('history-balance')).toHaveText('…');
    await injectAxe(page);
    expect(await auditPage(page)).toEqual([]);
  });

  await test.step("the summary's Try again loads the figures of users_stats, in the page and the header", async () => {
    letStatsThrough();
    await failure.getByRole('button', { name: 'Try again' }).click();
    const miles = (n: number | undefined) => `${String(n).replace(/\B(?=(\d{3})+$)/g, '\u00a0')} miles`;
    await expect(page.getByTestId('history-balance')).toHaveText(miles(stats.points[4]));
    await expect(page.getByRole('banner')).toContainText(miles(stats.points[4]));
    await expect(page.locator('.history-figure').nth(1)).toContainText(miles(stats.pending));
    await expect(failure).toHaveCount(0);
    await expect(count(page)).toHaveText(/movements( of [\d\s\u00a0]+)?$/);
  });
});

test('on a phone: /my-miles with its chart and the filters opened, then /points without the chart, fit and pass axe', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, request, demo);
  await page.goto('/my-miles');
  await expect(page.getByRole('img', { name: /^Line chart/ }).locator('canvas')).toHaveCount(1);
  // Filters start closed on a phone: open them, as a member would.
  await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await injectAxe(page);
  expect(await auditPage(page)).toEqual([]);

  await test.step('/points (the-all-points): the history without the chart', async () => {
    await navigateInApp(page, '/points');
    await expect(page).toHaveURL('/points');
    await expect(count(page)).toHaveText(/movements( of [\d\s\u00a0]+)?$/);
    await expect(page.getByRole('img', { name: /^Line chart/ })).toHaveCount(0);
    await expect(dataRows(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await auditPage(page)).toEqual([]);
  });
});

test('on a desktop: the chart is its own chunk, fetched on /my-miles only; a refused 30-day range passes axe', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, request, demo);
  const chart = await lazyChunkOf('src/templates/my-miles/balance-chart.tsx');
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/points');
  await expect(count(page)).toHaveText(/movements( of [\d\s\u00a0]+)?$/);
  expect(scripts.filter((s) => chart.test(s))).toEqual([]);
  await page.getByRole('link', { name: 'My miles' }).first().click();
  await expect(page.getByRole('img', { name: /^Line chart of your balance/ }).locator('canvas')).toHaveCount(1);
  expect(scripts.filter((s) => chart.test(s))).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  // The loaded page's audit: a11y-engines.spec.ts, with every member page.

  await test.step('a range of 30 days or more is refused on its field, which passes axe', async () => {
    await page.getByLabel('From', { exact: true }).fill('2026-09-01');
    await page.getByLabel('To', { exact: true }).fill('2026-10-15');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('Please select less than 30 days')).toBeVisible();
    await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(await auditPage(page)).toEqual([]);
  });
});

test('a brand-new member sees the empty state; a transfer made in another tab shows in the history on reload and after in-app navigation (the server keeps a first page only while nothing changed)', async ({
  browser,
  request,
}) => {
  const member = await createMember(request);
  const context = await browser.newContext();
  const tab = await context.newPage();
  await signIn(tab, request, member);
  // Both engines on the empty state: a11y-states-member.spec.ts.
  await test.step('a brand-new member sees the empty state', async () => {
    await tab.goto('/my-miles');
    await expect(tab.getByTestId('history-empty')).toContainText('You have no miles movements yet.');
    await expect(tab.getByRole('link', { name: 'Declare a booking' }).last()).toBeVisible();
  });
  await giveMiles(request, member, 3000);
  await tab.reload();
  await expect(count(tab)).toHaveText(/^\d+ movements?$/);
  const before = await shown(tab);
  await tab.reload(); // asked twice: the server answers the second from the page it kept
  await expect(count(tab)).toHaveText(`${before} movement${before === 1 ? '' : 's'}`);
  // The other tab (or device) moves miles.
  const other = await context.newPage();
  await other.goto('/exchange-my-miles/transfer-miles');
  const { token } = await apiLogin(request, member);
  const sent = await other.request.post('/api/points_transfers', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { agent_code: 'FA654321', amount: 1000 },
  });
  expect(sent.status()).toBe(201);
  await tab.reload();
  await expect(count(tab)).toHaveText(`${before + 1} movements`);
  await expect(dataRows(tab).first()).toContainText('Transfer to');
  await tab.getByRole('link', { name: 'Home' }).first().click();
  await tab.getByRole('link', { name: 'My miles' }).first().click();
  await expect(count(tab)).toHaveText(`${before + 1} movements`);
  await context.close();
});
