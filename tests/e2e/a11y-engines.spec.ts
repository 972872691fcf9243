// Both engines (axe with the WCAG 2.2 AA tags, IBM Equal Access with WCAG_2_2) over every private route in
// the three languages, loaded (the demo member's history) and empty (a fresh member), plus the error states.
// Public routes × languages × display options: axe.spec.ts (its audit runs both engines too). One page load
// per test, then client-side navigation: the engines are injected once (support/axe.ts says why).
import type { Page } from '@playwright/test';
import { expect, privateRoutes, test } from './fixtures';
import { createMember, demo, signIn } from './support/accounts';
import { auditPage, injectAxe, navigateInApp } from './support/axe';
import { halvesOf, languages, pathsFor } from './support/route-paths';

/** Audits every path in one page load; returns the violations per path (empty when all are clean). */
async function auditAll(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const failures: Record<string, string[]> = {};
  const [first, ...rest] = paths;
  await page.goto(first ?? '/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await injectAxe(page);
  for (const path of [first ?? '/home', ...rest]) {
    if (path !== first) await navigateInApp(page, path);
    await expect(page).toHaveURL(path);
    await expect(page.locator('[data-template]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Audit what the page settles on (content loaded, history counted), not its loading state.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const violations = await auditPage(page);
    if (violations.length) failures[path] = violations;
  }
  return failures;
}

for (const language of languages) {
  // Two halves per language, so each test stays well inside its time limit on a loaded machine.
  const paths = pathsFor(privateRoutes, language, { onePerPage: true });
  halvesOf(paths).forEach((half, index) => {
    test(`both engines: private routes, loaded, ${language}, part ${index + 1}`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.addInitScript((lang) => localStorage.setItem('language_logged', lang), language);
      await signIn(page, request, demo);
      expect(await auditAll(page, half)).toEqual({});
    });
  });
}

test('both engines: the member pages of a fresh member (empty history, favourites, sponsorships)', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, request, await createMember(request));
  expect(
    await auditAll(page, [
      '/home',
      '/my-miles',
      '/my-favorites',
      '/my-sponsorships',
      '/earn/declare-booking',
      '/exchange-my-miles/transfer-miles',
      '/my-account',
    ]),
  ).toEqual({});
});

test('IBM’s engine reports a real violation (so a green run means something)', async ({ page }) => {
  await page.goto('/legal-mentions');
  // A node added to the prerendered HTML before the app takes it over would be dropped by hydration.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const label = document.createElement('label');
    label.htmlFor = 'no-such-input';
    label.textContent = 'Orphan';
    document.querySelector('main')?.append(label);
  });
  expect((await auditPage(page)).join('\n')).toMatch(/^ibm label_ref_valid: .*no-such-input/m);
});
