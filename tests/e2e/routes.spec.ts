import { expect, privateRoutes, publicRoutes, samplePath, test } from './fixtures';
import type { SimpleRoute } from './fixtures';
import type { Page } from '@playwright/test';
import { signIn } from './support/accounts';
import { navigateInApp } from './support/axe';
import { groupsOf } from './support/route-paths';

// An unsafe ref in each of its forms is dropped on the way to the login page, and after a login: the integration
// journeys (tests/integration/journeys/session.test.tsx).

/**
 * The routes in groups, one test per group and one step per route (its id and path in the report). The group's
 * first route is a page load; the others are opened by the app's router, as a link opens them (client-side): a load
 * per route proved nothing more than the server's answer for its path, which each public step asks for itself.
 */
const stepTitle = (route: SimpleRoute) => `${route.id}: ${samplePath(route)} renders its page`;
const groupTitle = (group: SimpleRoute[]) => `${group[0]?.id} … ${group.at(-1)?.id} (${group.length} routes)`;
const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const pageViews = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).length);

/**
 * Opens `path`: a page load for the group's first route, the router for the others, then waits for its page view
 * (pushed once the new page is rendered), so the checks that follow look at that page and not the one before.
 */
async function open(page: Page, path: string, first: boolean) {
  if (first) {
    await page.goto(path);
    await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
    return;
  }
  const before = await pageViews(page);
  await navigateInApp(page, path);
  await expect.poll(() => pageViews(page), path).toBeGreaterThan(before);
}

test.describe('every public route, as a guest', () => {
  for (const group of groupsOf(publicRoutes, 18)) {
    test(groupTitle(group), async ({ page, request }) => {
      for (const [index, route] of group.entries()) {
        const path = samplePath(route);
        await test.step(stepTitle(route), async () => {
          // The server answers the path with the app's page (prerendered or the shell), as for a bookmark.
          const answer = await request.get(path);
          expect([path, answer.status(), answer.headers()['content-type']]).toEqual([path, 200, expect.stringContaining('text/html')]);
          await open(page, path, index === 0);
          await expect(page).toHaveURL(new RegExp(`${escaped(path)}$`));
          const heading = page.getByRole('heading', { level: 1 });
          await expect(heading).toBeVisible();
          await expect(heading).not.toHaveText('');
          await expect(page.locator('[data-template]')).toHaveCount(1);
          await expect(page.locator('[data-placeholder]')).toHaveCount(0);
        });
      }
    });
  }
});

test.describe('every private route, as a member', () => {
  for (const group of groupsOf(privateRoutes, 20)) {
    test(groupTitle(group), async ({ page, request }) => {
      await signIn(page, request);
      for (const [index, route] of group.entries()) {
        const path = samplePath(route);
        await test.step(stepTitle(route), async () => {
          await open(page, path, index === 0);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('[data-template="not-found"]')).toHaveCount(0);
          await expect(page.locator('.page-wrapper')).toHaveClass(/connected/);
        });
      }
    });
  }
});

test('the document title carries the environment outside prod', async ({ page }) => {
  await page.goto('/success/password-changed');
  await expect(page).toHaveTitle('[LOCAL] Done | Miles');
});
