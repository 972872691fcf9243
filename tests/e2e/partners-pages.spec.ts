// Partner pages that must say each thing once, on the real server: a partner's page and an article show their
// title and summary once.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createMember, signIn } from './support/accounts';

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
