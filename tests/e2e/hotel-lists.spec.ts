// The content pages with the hotel group's lists, against the real server: each page's list is the one its page config's
// data source reads (the brands, a list of the hotels file), shown as cards in the visitor's language, and the page's
// view is pushed once, when the list is there, with the number of what it lists (requirements §3).
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

/** The page views pushed so far, with their page name and number of results. */
const views = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { pagename?: string; number_of_results?: number | null }[] }).dataLayer ?? [])
      .filter((entry) => entry.pagename !== undefined)
      .map(({ pagename, number_of_results }) => ({ pagename, number_of_results })),
  );

test('a list of the hotel group: its hotels as cards, its title in the language, one page view counting them', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language_public', 'fr-be'));
  await page.goto('/hotel-group/sailing');
  const list = page.getByRole('region', { name: 'Croisière à la voile' });
  await expect(list.getByTestId('hotel-card')).toHaveCount(7);
  await expect.poll(() => views(page)).toEqual([{ pagename: 'boat', number_of_results: 7 }]);
  // A card leads to its hotel's page.
  const first = list.getByTestId('hotel-card').first().getByRole('link').first();
  const name = await first.innerText();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the brands: a card each, leading to the brand with its hotels', async ({ page }) => {
  await page.goto('/brands');
  const brands = page.getByTestId('brand-list');
  await expect(brands.getByRole('listitem')).not.toHaveCount(0);
  const count = await brands.getByRole('listitem').count();
  await expect.poll(() => views(page)).toEqual([{ pagename: 'famous-brands', number_of_results: count }]);
  await brands.getByRole('link', { name: 'Horizon', exact: true }).click();
  await expect(page).toHaveURL('/brands/horizon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Horizon');
  await expect(page.getByTestId('hotel-list').getByTestId('hotel-card')).not.toHaveCount(0);
});
