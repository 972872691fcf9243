import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

// The skip link: a11y-keyboard.spec.ts (with the log-in form, and while the page is still loading). One page view per
// navigation, with its tracked name and whether the member is logged in: tests/integration/routing-rules.test.tsx.

type Traversals = Window & { traversals?: number };
const traversals = (page: Page) => page.evaluate(() => (window as Traversals).traversals ?? 0);

test('two presses of Back within 500 ms go back once', async ({ page }) => {
  // The debounces read Date.now / performance.now: Playwright's clock moves them on instead of a sleep. The
  // history traversals are counted, so the end state says how many went through, whenever they came.
  await page.clock.install();
  await page.addInitScript(() => {
    (window as Traversals).traversals = 0;
    window.addEventListener('popstate', () => ((window as Traversals).traversals = ((window as Traversals).traversals ?? 0) + 1));
  });
  await page.goto('/login');
  // In-app navigation: /login is prerendered HTML, whose links are full page loads until the app is live (a page
  // opened from outside offers a start-page link instead of Back).
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Press' }).click();
  // Routes are lazy: a navigation commits when its page's chunk is there, and a click before that replaces it.
  await expect(page).toHaveURL('/press');
  await footer.getByRole('link', { name: 'Media kit' }).click();
  await expect(page).toHaveURL('/media-kit');
  // Both presses on the Back button itself: a real double click's second press could land on whatever the page
  // that comes back shows under the pointer (a link of /press), which is not what this test is about.
  await page.getByRole('button', { name: 'Back' }).evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(page).toHaveURL('/press');
  await page.clock.fastForward(700);
  // One press goes back once. A second traversal of the double press, however late, is queued before this
  // one: the page would then end on the login page and three traversals would be counted. (The footer may
  // re-render right after the traversal on a loaded machine: the click is retried until it lands.)
  await expect(async () => {
    await footer.getByRole('link', { name: 'Media kit' }).click();
    await expect(page).toHaveURL('/media-kit', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/press');
  await expect.poll(() => traversals(page)).toBe(2);
  expect(await traversals(page)).toBe(2);
});

test('the menu folds behind a toggle on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeHidden();
  // /login is prerendered: its Menu button works once the app is live (the menu needs the app to open).
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL('/faq');
  await expect(nav).toBeHidden();
});
