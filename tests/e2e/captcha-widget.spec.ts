// The captcha widget (altcha) never carries an invalid `dir=""`, not even for the moment between its render and
// any script's reaction: an observer created before the app's scripts is told of every change first, and records
// each element that has the empty value when it is told. altcha 3 writes it on every render of its root for a
// left-to-right language; a recorded patch drops that statement (patches/altcha+3.2.2.patch). CI once caught the
// value in an accessibility audit that ran while the widget rendered for the first time.
import { expect, test } from './fixtures';
import { navigateInApp } from './support/axe';

declare global {
  interface Window {
    emptyDirSeen: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.emptyDirSeen = [];
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[dir=""]')) window.emptyDirSeen.push(el.outerHTML.slice(0, 120));
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['dir'] });
  });
});

// One language: the programme's three are all left to right, and the widget takes the same path for each. The
// widget rendered with the page, then again when its challenge arrives and when it is verified, then one mounted into
// the live page by a navigation inside the app.
test("nl-be: the captcha renders without an empty dir, on the page's load and into a live page, and takes the page's direction", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language_public', 'nl-be'));
  await page.goto('/create-account');
  const root = page.locator('altcha-widget .altcha');
  await expect(root).toBeVisible();
  // The widget draws its check mark over the input; a person clicks the label.
  await page.locator('altcha-widget label').first().click();
  await expect(root).toHaveAttribute('data-state', 'verified', { timeout: 15_000 });
  expect(await page.evaluate(() => window.emptyDirSeen)).toEqual([]);
  await expect(root).not.toHaveAttribute('dir');
  expect(await root.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');

  await navigateInApp(page, '/contacteer-ons');
  // The contact form's own heading: the sign-up form's widget is gone, the one below is the contact form's.
  await expect(page.getByRole('heading', { level: 2, name: 'Schrijf ons' })).toBeVisible();
  await expect(page.locator('altcha-widget .altcha')).toBeVisible();
  expect(await page.evaluate(() => window.emptyDirSeen)).toEqual([]);
});
