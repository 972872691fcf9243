import { expect, privateRoutes, publicRoutes, samplePath, test } from './fixtures';
import type { SimpleRoute } from './fixtures';
import { createMember, signIn } from './support/accounts';
import { groupsOf } from './support/route-paths';

/**
 * The routes in groups of eight, one test per group and one step per route (its id and path in the report): a test
 * per route cost a browser context and a sign-in each (100 tests, ~125 worker-seconds); each step is still a full
 * page load of the route, in a context whose HTTP cache the group shares.
 */
const stepTitle = (route: SimpleRoute) => `${route.id}: ${samplePath(route)} renders its page`;
const groupTitle = (group: SimpleRoute[]) => `${group[0]?.id} … ${group.at(-1)?.id} (${group.length} routes)`;

test.describe('every public route, as a guest', () => {
  for (const group of groupsOf(publicRoutes, 8)) {
    test(groupTitle(group), async ({ page }) => {
      for (const route of group) {
        const path = samplePath(route);
        await test.step(stepTitle(route), async () => {
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
  for (const group of groupsOf(privateRoutes, 8)) {
    test(groupTitle(group), async ({ page, request }) => {
      await signIn(page, request);
      for (const route of group) {
        await test.step(stepTitle(route), async () => {
          await page.goto(samplePath(route));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('[data-template="not-found"]')).toHaveCount(0);
          await expect(page.locator('.page-wrapper')).toHaveClass(/connected/);
        });
      }
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
