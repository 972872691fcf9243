// Partner pages that must say each thing once and ask each thing once, on the real server: a partner's page and
// an article show their title and summary once; a partner page asks the content system only for a page editors
// wrote (no 404 in the console), opened directly or from a list; /preferredpartner reads the agency once.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createMember, signIn } from './support/accounts';
import { navigateInApp } from './support/axe';

/** Console lines of refused calls: the shared fixture lets 4xx through, this file counts them. */
function refusedCalls(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /^Failed to load resource/.test(message.text())) lines.push(message.text());
  });
  return lines;
}

/** Requests whose URL matches `pattern`, counted from now on. */
function requestsTo(page: Page, pattern: RegExp): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** How many elements of the page's main content hold exactly `text` (spaces collapsed). */
async function timesShown(page: Page, text: string): Promise<number> {
  return page.locator('main').evaluate((main, wanted) => {
    const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
    return [...main.querySelectorAll('h1, h2, h3, p')].filter((el) => norm(el.textContent) === wanted).length;
  }, text);
}

test.describe('a partner’s page and an article (Belgian Coast, its article “Autumn storms and oysters”)', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, await createMember(request));
  });

  test('the partner’s name and summary are shown once', async ({ page }) => {
    await page.goto('/discover/partners/8');
    await expect(page.getByRole('heading', { level: 1, name: 'Belgian Coast' })).toBeVisible();
    await expect(page.getByTestId('partner-articles')).toBeVisible();
    expect(await timesShown(page, 'Belgian Coast')).toBe(1);
    expect(await timesShown(page, 'The dunes and beaches from Knokke to Ostend.')).toBe(1);
  });

  test('the article’s title and summary are shown once', async ({ page }) => {
    await page.goto('/discover/partners/8/12');
    await expect(page.getByRole('heading', { level: 1, name: 'Autumn storms and oysters' })).toBeVisible();
    await expect(page.getByTestId('partner-article')).toContainText('Rates drop by a third from October.');
    expect(await timesShown(page, 'Autumn storms and oysters')).toBe(1);
    expect(await timesShown(page, 'Why agents sell the coast out of season.')).toBe(1);
  });
});

test('a partner’s page asks the content system only for a page editors can write: no 404 in the console', async ({ page, request }) => {
  await signIn(page, request, await createMember(request));
  const refused = refusedCalls(page);
  const contentCalls = requestsTo(page, /\/api\/page_content\?/);
  await page.goto('/discover/partners/8');
  await expect(page.getByTestId('partner-articles')).toBeVisible();
  await navigateInApp(page, '/discover/partners/1');
  await expect(page.getByRole('heading', { level: 1, name: 'SkyLoyal Airlines' })).toBeVisible();
  await expect(page.getByTestId('partner-articles')).toBeVisible();
  // A shop's partner has its page in the content system (the one its financial service shows): still asked.
  await navigateInApp(page, '/discover/partners/109');
  await expect(page.getByTestId('partner-content')).toContainText('since 1962');
  expect(contentCalls.filter((url) => url.includes('discover%2Fpartners'))).toEqual([
    expect.stringContaining(`url=${encodeURIComponent('/discover/partners/109')}`),
  ]);
  expect(refused).toEqual([]);
});

test('a shop’s partner without a content page asks for none, opened directly or from the list: no 404 in the console', async ({
  page,
  request,
}) => {
  await signIn(page, request, await createMember(request));
  const refused = refusedCalls(page);
  const contentCalls = requestsTo(page, /\/api\/page_content\?/);
  // A points partner of the shop (101–108): editors wrote no page for it.
  await page.goto('/discover/partners/101');
  await expect(page.getByRole('heading', { level: 1, name: 'SkyLoyal Airlines' })).toBeVisible();
  await expect(page.getByTestId('partner-articles')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await navigateInApp(page, '/discover/partners?shop=1');
  await page.getByRole('link', { name: 'Kade Cruises Loyalty' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kade Cruises Loyalty' })).toBeVisible();
  await expect(page.getByTestId('partner-articles')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(contentCalls.filter((url) => url.includes('discover%2Fpartners'))).toEqual([]);
  expect(refused).toEqual([]);
});

test('/preferredpartner reads the agency once, opened cold or from another page', async ({ page, request }) => {
  await signIn(page, request, await createMember(request));
  const agencyCalls = requestsTo(page, /\/api\/user_info_businesses_light(\?|$)/);
  await page.goto('/preferredpartner');
  await expect(page.getByTestId('agency-card')).toBeVisible();
  // Everything the page and the shell ask for has been asked: the member's figures are in the header.
  await expect(page.locator('html[data-app="live"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(agencyCalls).toHaveLength(1);

  await navigateInApp(page, '/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  // Read again at a later visit (colleagues join and sell), once.
  await navigateInApp(page, '/preferredpartner');
  await expect(page.getByTestId('agency-card')).toBeVisible();
  await expect.poll(() => agencyCalls.length).toBe(2);
  await page.waitForLoadState('networkidle');
  expect(agencyCalls).toHaveLength(2);
});
