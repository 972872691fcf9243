// The guide "Add a page" (docs/editors/add-a-page.md), followed in a real browser, both kinds:
// - a page that is only content: an editor writes a content file (the reference content system's seed,
//   server/content/pages) and restarts the server; the page is live at its address in each language, through
//   the guest catch-all and the public-page template, no portal config touched;
// - a page with its own route: page config, translation keys, route, menu entry and content file, each step as
//   the guide words it, on a copy of the project; `npm run check:config` and a build of that copy; the page is
//   in the menu, at its address, tracked under its own name.
// Each server runs in this process on copies, so the shared e2e server, its content and dist are left alone.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, test } from './fixtures';
import { buildServer } from '../../server/app';
import { contentDir } from '../../server/content/content-files';
import { copiedEntries } from './support/guide-copy';

const guidePage = {
  url: '/spring-roadshow-2027',
  published: {
    en: {
      title: 'Spring roadshow 2027',
      description: 'Meet the Miles team in spring 2027.',
      zones: {
        main: [{ type: 'rich_text', html: '<p>We are coming to <strong>your city</strong>. <a href="/contact">Write to us</a>.</p>' }],
      },
    },
    'fr-be': {
      title: 'Roadshow de printemps 2027',
      description: 'Rencontrez l’équipe Miles au printemps 2027.',
      zones: {
        main: [{ type: 'rich_text', html: '<p>Nous venons dans <strong>votre ville</strong>. <a href="/contact">Écrivez-nous</a>.</p>' }],
      },
    },
    'nl-be': {
      title: 'Voorjaarsroadshow 2027',
      description: 'Ontmoet het Miles-team in het voorjaar van 2027.',
      zones: { main: [{ type: 'rich_text', html: '<p>We komen naar <strong>uw stad</strong>. <a href="/contact">Schrijf ons</a>.</p>' }] },
    },
  },
};

let server: FastifyInstance;
let base = '';

test.beforeAll(async () => {
  // The editor's steps: a copy of the content folder, plus the new file (docs/editors/add-a-page.md, "A page that is only content").
  const dir = mkdtempSync(join(tmpdir(), 'miles-guide-content-'));
  cpSync(contentDir, dir, { recursive: true });
  writeFileSync(join(dir, 'spring-roadshow-2027.json'), JSON.stringify(guidePage, null, 2));
  // "Restart the server": a fresh server reads the folder at start.
  server = await buildServer({ contentDir: dir, distDir: 'dist', rateLimit: false });
  base = await server.listen({ host: '127.0.0.1', port: 0 });
});

test.afterAll(async () => {
  await server?.close();
});

test('a page added as a content file is live at its address in every language', async ({ page }) => {
  for (const [language, version] of Object.entries(guidePage.published)) {
    await page.addInitScript((lang) => localStorage.setItem('language_public', lang), language);
    await page.goto(`${base}${guidePage.url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(version.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', version.description);
    await expect(page.locator('.cms-rich-text strong')).toBeVisible();
  }
  // Its link to /contact is an in-app link in the visitor's language (nl-be: /contacteer-ons).
  await page.getByRole('link', { name: 'Schrijf ons' }).click();
  await expect(page).toHaveURL(`${base}/contacteer-ons`);
});

// ---- A page with its own route (docs/editors/add-a-page.md, "A page with its own route") ----

const routedPage = {
  url: '/spring-offers',
  published: {
    en: {
      title: 'Spring offers 2027',
      description: 'The hotel offers of spring 2027.',
      zones: { main: [{ type: 'rich_text', html: '<p>Three nights for the price of two in <strong>every Horizon hotel</strong>.</p>' }] },
    },
    'fr-be': {
      title: 'Offres de printemps 2027',
      description: 'Les offres hôtelières du printemps 2027.',
      zones: {
        main: [{ type: 'rich_text', html: '<p>Trois nuits pour le prix de deux dans <strong>tous les hôtels Horizon</strong>.</p>' }],
      },
    },
    'nl-be': {
      title: 'Lenteaanbiedingen 2027',
      description: 'De hotelaanbiedingen van het voorjaar 2027.',
      zones: { main: [{ type: 'rich_text', html: '<p>Drie nachten voor de prijs van twee in <strong>alle Horizon-hotels</strong>.</p>' }] },
    },
  },
};
const menuLabels = { en: 'Spring offers', 'fr-be': 'Offres de printemps', 'nl-be': 'Lenteaanbiedingen' } as const;

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

test.describe('a page with its own route', () => {
  // A copy of the project is checked and built (a few seconds with Vite 8, more on a busy machine).
  test.describe.configure({ timeout: 180_000 });
  let routedServer: FastifyInstance;
  let routedBase = '';

  test.beforeAll(async () => {
    // A copy is checked and built (prerender included): the hook needs the group's time, not the default 30 s.
    test.setTimeout(180_000);
    const project = mkdtempSync(join(tmpdir(), 'miles-guide-project-'));
    for (const entry of copiedEntries) cpSync(entry, join(project, entry), { recursive: true });
    symlinkSync(join(process.cwd(), 'node_modules'), join(project, 'node_modules'), 'dir');
    const config = (path: string) => join(project, 'config', path);
    // 1. The page config.
    writeJson(config('pages/spring-offers.json'), {
      $schema: '../../schemas/config/page.schema.json',
      template: 'public-page',
      title: 'pages.springOffers.title',
      content: { url: '/spring-offers' },
    });
    // 2 and 4. The title and menu label keys, in the three locale files.
    for (const language of ['en', 'fr-be', 'nl-be'] as const) {
      const strings = readJson(config(`locales/${language}.json`)) as { pages: Record<string, unknown>; nav: Record<string, string> };
      strings.pages.springOffers = { title: routedPage.published[language].title };
      strings.nav.springOffers = menuLabels[language];
      writeJson(config(`locales/${language}.json`), strings);
    }
    // 3. The route, in the public list.
    const routes = readJson(config('routes/public.json')) as { routes: unknown[] };
    routes.routes.push({ id: 'spring-offers', path: '/spring-offers', page: 'spring-offers', tracking: 'spring-offers' });
    writeJson(config('routes/public.json'), routes);
    // 4. The menu entry for visitors.
    const navigation = readJson(config('navigation.json')) as { guest: unknown[] };
    navigation.guest.splice(2, 0, { route: 'spring-offers', label: 'nav.springOffers' });
    writeJson(config('navigation.json'), navigation);
    // 5. The content file.
    const content = mkdtempSync(join(tmpdir(), 'miles-guide-content-'));
    cpSync(contentDir, content, { recursive: true });
    writeFileSync(join(content, 'spring-offers.json'), JSON.stringify(routedPage, null, 2));
    // 6. `npm run check:config` must print "Config is valid."; then the build the server serves.
    expect(execFileSync('npx', ['tsx', 'scripts/check-config.ts'], { cwd: project, encoding: 'utf8' })).toContain('Config is valid.');
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: project, stdio: 'pipe' });
    routedServer = await buildServer({ contentDir: content, distDir: join(project, 'dist'), rateLimit: false });
    routedBase = await routedServer.listen({ host: '127.0.0.1', port: 0 });
  });

  test.afterAll(async () => {
    await routedServer?.close();
  });

  test('is in the menu, at its address in every language, tracked under its own name', async ({ page }) => {
    for (const language of ['en', 'fr-be', 'nl-be'] as const) {
      await page.addInitScript((lang) => localStorage.setItem('language_public', lang), language);
      await page.goto(`${routedBase}/login`);
      await page.getByRole('navigation').first().getByRole('link', { name: menuLabels[language] }).click();
      await expect(page).toHaveURL(`${routedBase}/spring-offers`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routedPage.published[language].title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', routedPage.published[language].description);
      await expect(page.locator('.cms-rich-text strong')).toBeVisible();
      const views = await page.evaluate(() =>
        ((window as unknown as { dataLayer?: { pagename?: string }[] }).dataLayer ?? []).map((e) => e.pagename),
      );
      expect(views.at(-1)).toBe('spring-offers');
    }
  });
});
