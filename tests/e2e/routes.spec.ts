import { expect, privateRoutes, publicRoutes, samplePath, test } from './fixtures';
import { createMember, signIn } from './support/accounts';

test.describe('every public route, as a guest', () => {
  for (const route of publicRoutes) {
    const path = samplePath(route);
    test(`${route.id}: ${path} renders its page`, async ({ page }) => {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveText('');
      await expect(page.locator('[data-template]')).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.locator('[data-placeholder]')).toHaveCount(0);
    });
  }
});

test('a private path sends a guest to the login page with ref and the message', async ({ page }) => {
  await page.goto('/exchange-my-miles/transfer-miles');
  await expect(page).toHaveURL('/login?ref=%2Fexchange-my-miles%2Ftransfer-miles');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByText(/Private pages cannot be accessed/)).toBeVisible();
});

test.describe('open-redirect attempts land on a page of the portal', () => {
  for (const ref of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example']) {
    test(`ref=${ref}`, async ({ page }) => {
      await page.goto(`/?ref=${encodeURIComponent(ref)}`);
      await expect(page).toHaveURL('/login');
      expect(new URL(page.url()).host).toBe('127.0.0.1:' + (process.env.E2E_PORT ?? '4173'));
    });
  }
});

test.describe('every private route, as a member', () => {
  for (const route of privateRoutes) {
    const path = samplePath(route);
    test(`${route.id}: ${path} renders its page`, async ({ page, request }) => {
      await signIn(page, request);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-template="not-found"]')).toHaveCount(0);
      await expect(page.locator('.page-wrapper')).toHaveClass(/connected/);
    });
  }
});

test('a member on an unknown path gets the not-found screen', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { dataLayer: { pagename: string }[] }).dataLayer.at(-1)?.pagename)).toBe(
    'error404',
  );
});

test('a member whose password expired gets the change-password screen everywhere', async ({ page, request }) => {
  await signIn(page, request, await createMember(request, { passwordExpired: true }));
  for (const path of ['/home', '/my-miles', '/basket']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
    await expect(page.getByText('Your password is no longer valid')).toBeVisible();
  }
});

test('the document title carries the environment outside prod', async ({ page }) => {
  await page.goto('/success/password-changed');
  await expect(page).toHaveTitle('[LOCAL] Done | Miles');
});
