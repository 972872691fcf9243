// In a real browser against the real server: an editor's override of an interface string (PUT admin/translations by
// staff) reaches fr-be visitors at their next load and no one else. An override answered after the first paint, and
// the programme's figures stated by content from settings_light, are the integration tier's
// (tests/integration/overrides-after-first-paint.test.tsx, tests/integration/content-pages.test.tsx).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { agent, authHeaders } from './support/accounts';

const override = { language: 'fr-be', key: 'nav.faq', value: 'Vos questions (éditeur)' };

// The e2e server is shared by the other specs: the portal's own string comes back at the end of the test itself
// (not in afterAll, which runs in every worker that ran a test of this file, possibly while this one still runs).
const removeOverride = async (request: APIRequestContext) =>
  request.put('/api/admin/translations', { headers: await authHeaders(request, agent), data: { ...override, value: null } });

test('an override set by staff shows to fr-be visitors at their next load, not to English ones', async ({ page, request, browser }) => {
  try {
    await overrideJourney(page, request, browser);
  } finally {
    await removeOverride(request);
  }
});

async function overrideJourney(page: Page, request: APIRequestContext, browser: Browser) {
  await page.addInitScript(() => localStorage.setItem('language_public', 'fr-be'));
  const set = await request.put('/api/admin/translations', { headers: await authHeaders(request, agent), data: override });
  expect(set.status(), await set.text()).toBe(200);

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-be');
  await expect(page.getByRole('link', { name: override.value }).first()).toBeVisible();

  const english = await browser.newPage();
  await english.goto('/');
  await expect(english.locator('html')).toHaveAttribute('lang', 'en');
  await expect(english.getByRole('link', { name: 'FAQ', exact: true }).first()).toBeVisible();
  await expect(english.getByText(override.value)).toHaveCount(0);
  await english.close();
}
