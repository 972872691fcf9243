// The guide "Give a language its own routes" (docs/markets/language-routes.md), followed in a real browser on the
// guides' copy of the project (support/guide-copy.ts's addLanguageRoutes, checked and built once with the other
// guides' edits): nl-be localises the who-we-are path and switches the press room off; the copy's build is served
// with the real content (which has a /press content file). In nl-be the press room is gone — not found, never the
// content catch-all — while en and fr-be keep it; the old who-we-are path leads to the localised one.
import { join } from 'node:path';
import { expect, test } from './support/guide-copy-test';
import { startOwnServer } from './support/own-server';
import { lastPageName } from './support/page-views';
import type { OwnServer } from './support/own-server';
import { contentDir } from '../../server/content/content-files';

test.describe('a language with its own routes', () => {
  let server: OwnServer | undefined;

  test.beforeAll(async ({ guideCopy }) => {
    server = await startOwnServer({ contentDir, distDir: join(guideCopy, 'dist') });
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('the switched-off route is not found in nl-be, content catch-all included; en keeps it', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language_public', 'nl-be'));
    await page.goto(`${server?.base}/press`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
    await expect.poll(() => lastPageName(page)).toBe('error404');
    // The footer no longer offers it in nl-be.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Pers', exact: true })).toHaveCount(0);

    // Switching to English there: the press room again, under its own name.
    await page.getByLabel('Taal').selectOption('en');
    await expect(page).toHaveURL(`${server?.base}/press`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press room');
    await expect.poll(() => lastPageName(page)).toBe('press');
  });

  test('a guest switching to nl-be on the press room lands on the programme, not on login', async ({ page }) => {
    await page.goto(`${server?.base}/press`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press room');
    // /press arrives as prerendered HTML: its language select works once the app is live.
    await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
    await page.getByLabel('Language').selectOption('nl-be');
    await expect(page).toHaveURL(`${server?.base}/discover/the-programme`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-be');
  });

  test('the localised path answers in nl-be; the old one leads there', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language_public', 'nl-be'));
    await page.goto(`${server?.base}/who-we-are`);
    await expect(page).toHaveURL(`${server?.base}/wie-zijn-wij`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => lastPageName(page)).toBe('who-we-are');
  });
});
