import { expect, test } from './fixtures';
import { signIn } from './support/accounts';

test('switching language keeps the page, with the language path', async ({ page }) => {
  await page.goto('/legal-mentions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Language').selectOption('fr-be');
  await expect(page).toHaveURL('/mentions-legales');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-be');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
  await expect(page.getByLabel('Langue')).toBeFocused();

  await page.reload();
  await expect(page).toHaveURL('/mentions-legales');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-be');

  await page.getByLabel('Langue').selectOption('nl-be');
  await expect(page).toHaveURL('/wettelijke-vermeldingen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-be');

  await page.getByLabel('Taal').selectOption('en');
  await expect(page).toHaveURL('/legal-mentions');
});

test('a route a language switched off leads to the default route', async ({ page }) => {
  await page.goto('/hotel-group/la-dolce-vita');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Language').selectOption('fr-be');
  await expect(page).toHaveURL('/login');
});

test('members keep their own language choice, apart from the public one', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/contact');
  await page.getByLabel('Language').selectOption('nl-be');
  await expect(page).toHaveURL('/contacteer-ons');
  const stored = await page.evaluate(() => [localStorage.getItem('language_logged'), localStorage.getItem('country_logged'), localStorage.getItem('language_public')]);
  expect(stored).toEqual(['nl-be', 'NL', null]);
});
