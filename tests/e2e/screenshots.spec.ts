// Phone and desktop screenshots of the shell, kept as test artefacts (tests/e2e/artifacts/) for review.
import { expect, test } from './fixtures';
import { signIn } from './support/accounts';

const widths = { phone: { width: 360, height: 740 }, tablet: { width: 800, height: 1000 }, desktop: { width: 1280, height: 800 } };
const pages = [
  { name: 'login-ref', path: '/my-miles', member: false },
  { name: 'success', path: '/success/account-created', member: false },
  { name: 'not-found', path: '/nowhere', member: true },
  { name: 'home', path: '/home', member: true },
  { name: 'my-account', path: '/my-account', member: true },
  { name: 'create-account', path: '/create-account', member: false },
  { name: 'login', path: '/login', member: false },
];

for (const [device, viewport] of Object.entries(widths)) {
  for (const shot of pages) {
    test(`screenshot ${shot.name} (${device})`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      if (shot.member) await signIn(page, request);
      await page.goto(shot.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Forms and member data load after the page: photograph what the member sees once they are there.
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(/Loading the (form|page)…/)).toHaveCount(0);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, 'no horizontal scrolling').toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `tests/e2e/artifacts/${shot.name}-${device}.png`, fullPage: true });
    });
  }
}

test('screenshot of the display options panel on a phone', async ({ page }) => {
  await page.setViewportSize(widths.phone);
  await page.goto('/legal-mentions');
  // On a phone the display options sit in the menu (issue 10: a one-row header).
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Accessibility' }).click();
  await expect(page.getByRole('region', { name: 'Display options' })).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/artifacts/a11y-panel-phone.png' });
});

test('the shell fits 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: 'tests/e2e/artifacts/login-320.png', fullPage: true });
});
