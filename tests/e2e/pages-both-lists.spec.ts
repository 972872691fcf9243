// Pages both audiences may read, on the real server: each reader reaches them at the path of their own list,
// whichever list's path they were given (a shared link), and the members' footer leads to the legal notice.
import { expect, test } from './fixtures';
import { createMember, signIn } from './support/accounts';

test('a guest given the members’ path of the media kit reads it at /media-kit', async ({ page }) => {
  await page.goto('/press/media-kit');
  await expect(page).toHaveURL('/media-kit');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/media kit/i);
});

test('a member reads the legal notice from the footer, without logging out', async ({ page, request }) => {
  await signIn(page, request, await createMember(request));
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Legal mentions' }).click();
  await expect(page).toHaveURL('/legal-mentions');
  await expect(page.locator('article[data-template]')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal notice');
  await expect(page.getByRole('button', { name: 'Log out and open this page' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});
