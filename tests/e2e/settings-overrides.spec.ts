// In a real browser: an editor's override of an interface string (PUT admin/translations by staff)
// reaches fr-be visitors on their next load and no one else; content states the programme's figures from
// settings_light ({{settings.new_card_cost}} in the content files).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { agent, authHeaders } from './support/accounts';

const override = { language: 'fr-be', key: 'nav.faq', value: 'Vos questions (éditeur)' };

// The e2e server is shared by the other specs: the portal's own string comes back at the end of the test itself
// (not in afterAll, which runs in every worker that ran a test of this file, possibly while this one still runs).
const removeOverride = async (request: APIRequestContext) =>
  request.put('/api/admin/translations', { headers: await authHeaders(request, agent), data: { ...override, value: null } });

test('an override set by staff shows to fr-be visitors after a reload, not to English ones', async ({ page, request, browser }) => {
  try {
    await overrideJourney(page, request, browser);
  } finally {
    await removeOverride(request);
  }
});

async function overrideJourney(page: Page, request: APIRequestContext, browser: Browser) {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('language_public', 'fr-be'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-be');
  await expect(page.getByRole('link', { name: 'FAQ', exact: true }).first()).toBeVisible();

  const set = await request.put('/api/admin/translations', { headers: await authHeaders(request, agent), data: override });
  expect(set.status(), await set.text()).toBe(200);

  await page.reload();
  await expect(page.getByRole('link', { name: override.value }).first()).toBeVisible();

  // An overrides answer slower than the first paint's grace time still shows, without another reload.
  // Held until the page has painted without it.
  let releaseOverrides: () => void = () => undefined;
  const overridesReleased = new Promise<void>((resolve) => (releaseOverrides = resolve));
  await page.route('**/api/translations_light', async (route) => {
    await overridesReleased;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'FAQ', exact: true }).first()).toBeVisible();
  releaseOverrides();
  await expect(page.getByRole('link', { name: override.value }).first()).toBeVisible();
  await page.unroute('**/api/translations_light');

  const english = await browser.newPage();
  await english.goto('/');
  await expect(english.locator('html')).toHaveAttribute('lang', 'en');
  await expect(english.getByRole('link', { name: 'FAQ', exact: true }).first()).toBeVisible();
  await expect(english.getByText(override.value)).toHaveCount(0);
  await english.close();
}

test('a content page states the card cost from settings_light', async ({ page }) => {
  const settings = page.waitForResponse((r) => r.url().endsWith('/api/settings_light'));
  await page.goto('/legal-terms');
  expect((await settings).status()).toBe(200);
  await expect(page.getByText('A new card costs 500 miles.')).toBeVisible();
  await expect(page.getByText('{{settings', { exact: false })).toHaveCount(0);
  await expect(page.locator('.cms-figure-pending')).toHaveCount(0);
});
