// What the visitor's pages look like, compared with the committed baselines (tests/e2e/screenshots.spec.ts-snapshots/)
// at phone and desktop width and in the three languages. Only pages whose every pixel comes from the build and the
// config are photographed (a member's figures and dates change with the seed and the day). One machine draws the
// same pixels run after run; the tolerance, 0.05 % of the pixels (each compared with Playwright's default colour
// threshold), takes in a few antialiased edges, not a moved block or a changed word (a heading's new wording
// changes 0.2 % of a page). Fonts are Debian's DejaVu (installed with Chromium by
// .ci/run). A deliberate change of a page's look: `npx playwright test screenshots --update-snapshots`, and review
// the new pictures in the commit.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { menuToggle } from './support/header';

const viewports = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };
const languages = ['en', 'fr-be', 'nl-be'] as const;
const pages: { name: string; path: string; ready?: (page: Page) => Promise<void> }[] = [
  { name: 'login', path: '/login' },
  // The form shows at once; its country follows the language once the country list has come.
  {
    name: 'create-account',
    path: '/create-account',
    ready: (page) => expect(page.getByRole('combobox', { name: /^(Country|Pays|Land)/ })).not.toHaveValue(''),
  },
  { name: 'account-created', path: '/success/account-created' },
];

test.describe.configure({ mode: 'parallel' });

for (const language of languages) {
  for (const shot of pages) {
    // One load per page and language: the desktop picture is taken after the phone's, the window widened (the layout
    // follows the width by CSS alone).
    test(`${shot.name} looks as its baselines (${language}, phone and desktop)`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'language_public', value: language, url: baseURL ?? '' }]);
      await page.addInitScript((chosen) => window.localStorage.setItem('language_public', chosen), language);
      // The footer names the current year: the pictures are of one fixed day.
      await page.clock.setFixedTime(new Date('2026-06-15T10:00:00Z'));
      for (const [device, viewport] of Object.entries(viewports)) {
        await test.step(device, async () => {
          await page.setViewportSize(viewport);
          if (device === 'phone') await page.goto(shot.path);
          await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByText(/Loading|Chargement|Laden/)).toHaveCount(0);
          await shot.ready?.(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no horizontal scrolling').toBeLessThanOrEqual(
            viewport.width,
          );
          await expect(page).toHaveScreenshot(`${shot.name}-${language}-${device}.png`, {
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixelRatio: 0.0005,
          });
        });
      }
    });
  }
}

test('the display options panel on a phone looks as its baseline', async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  await page.goto('/legal-mentions');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  // On a phone the display options sit in the menu (a one-row header).
  await menuToggle(page).click();
  await page.getByRole('button', { name: 'Accessibility' }).click();
  await expect(page.getByRole('region', { name: 'Display options' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Display options' })).toHaveScreenshot('display-options-en-phone.png', {
    animations: 'disabled',
    maxDiffPixelRatio: 0.0005,
  });
});

test('the shell fits 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
