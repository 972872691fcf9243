// The guide "Add a page" (docs/editors/add-a-page.md), followed in a real browser, both kinds:
// - a page that is only content: an editor writes a content file (the reference content system's seed,
//   server/content/pages) and restarts the server; the page is live at its address in each language, through
//   the guest catch-all and the public-page template, no portal config touched;
// - a page with its own route: page config, translation keys, route, menu entry and content file, each step as
//   the guide words it, on the guides' copy of the project (support/guide-copy.ts), checked and built once with
//   the other guides' edits; the page is in the menu, at its address, tracked under its own name.
// Each server runs in this process on copies, so the shared e2e server, its content and dist are left alone.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/guide-copy-test';
import { startOwnServer } from './support/own-server';
import { lastPageName } from './support/page-views';
import type { OwnServer } from './support/own-server';
import { contentDir } from '../../server/content/content-files';
import { contentFile, copyContentDir, languages, menuLabels, routedPage } from './support/guide-copy';

const guidePage = contentFile('/spring-roadshow-2027', {
  en: {
    title: 'Spring roadshow 2027',
    description: 'Meet the Miles team in spring 2027.',
    html: '<p>We are coming to <strong>your city</strong>. <a href="/contact">Write to us</a>.</p>',
  },
  'fr-be': {
    title: 'Roadshow de printemps 2027',
    description: 'Rencontrez l’équipe Miles au printemps 2027.',
    html: '<p>Nous venons dans <strong>votre ville</strong>. <a href="/contact">Écrivez-nous</a>.</p>',
  },
  'nl-be': {
    title: 'Voorjaarsroadshow 2027',
    description: 'Ontmoet het Miles-team in het voorjaar van 2027.',
    html: '<p>We komen naar <strong>uw stad</strong>. <a href="/contact">Schrijf ons</a>.</p>',
  },
});

let server: OwnServer | undefined;
let dir: string | undefined;

test.beforeAll(async () => {
  // The editor's steps: a copy of the content folder, plus the new file (docs/editors/add-a-page.md, "A page that is only content").
  dir = mkdtempSync(join(tmpdir(), 'miles-guide-content-'));
  cpSync(contentDir, dir, { recursive: true });
  writeFileSync(join(dir, 'spring-roadshow-2027.json'), JSON.stringify(guidePage, null, 2));
  // "Restart the server": a fresh server reads the folder at start.
  server = await startOwnServer({ contentDir: dir });
});

test.afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a page added as a content file is live at its address in every language', async ({ page }) => {
  for (const [language, version] of Object.entries(guidePage.published)) {
    await page.addInitScript((lang) => localStorage.setItem('language_public', lang), language);
    await page.goto(`${server?.base}${guidePage.url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(version.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', version.description);
    await expect(page.locator('.cms-rich-text strong')).toBeVisible();
  }
  // Its link to /contact is an in-app link in the visitor's language (nl-be: /contacteer-ons).
  await page.getByRole('link', { name: 'Schrijf ons' }).click();
  await expect(page).toHaveURL(`${server?.base}/contacteer-ons`);
});

// ---- A page with its own route (docs/editors/add-a-page.md, "A page with its own route") ----

test.describe('a page with its own route', () => {
  let routedServer: OwnServer | undefined;

  test.beforeAll(async ({ guideCopy }) => {
    // The guide's steps are support/guide-copy.ts's addRoutedPage, checked and built with the other guides' edits.
    routedServer = await startOwnServer({ contentDir: copyContentDir(guideCopy), distDir: join(guideCopy, 'dist') });
  });

  test.afterAll(async () => {
    await routedServer?.close();
  });

  test('is in the menu, at its address in every language, tracked under its own name', async ({ page }) => {
    for (const language of languages) {
      await page.addInitScript((lang) => localStorage.setItem('language_public', lang), language);
      await page.goto(`${routedServer?.base}/login`);
      await page.getByRole('navigation').first().getByRole('link', { name: menuLabels[language] }).click();
      await expect(page).toHaveURL(`${routedServer?.base}/spring-offers`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routedPage.published[language].title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', routedPage.published[language].description);
      await expect(page.locator('.cms-rich-text strong')).toBeVisible();
      expect(await lastPageName(page)).toBe('spring-offers');
    }
  });
});
