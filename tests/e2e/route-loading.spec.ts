// What a visitor sees while a route's page is on its way, and the language a member's page comes in: the server
// sends a member's page shell in the language the portal keeps in its cookie.
import { expect, test } from './fixtures';
import { signIn } from './support/accounts';
import { holdRequests } from './support/hold';

test('a Dutch member gets the page shell in Dutch, from the cookie the portal keeps', async ({ page, request }) => {
  await page.addInitScript(() => window.localStorage.setItem('language_logged', 'nl-be'));
  await signIn(page, request);
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-be');
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'language_logged')?.value).toBe('nl-be');
  const html = await (await page.request.get('/home')).text();
  expect(html).toContain('<html lang="nl-be"');
});

test('while the recovery page is still loading, the login form is gone: nothing can be typed into it and lost', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  // Every script asked from now on is the next page's: held until the loading state has been seen.
  const release = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/login/recovery');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me a link' })).toBeVisible();
});
