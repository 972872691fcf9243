// The guide "Give a language its own routes" (docs/markets/language-routes.md), followed in a real browser on a copy of the project (as
// editor-guide.spec.ts does): nl-be localises the who-we-are path and switches the press room off; the copy is
// checked and built, and served with the real content (which has a /press content file). In nl-be the press
// room is gone — not found, never the content catch-all — while en and fr-be keep it; the old who-we-are path
// leads to the localised one.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { buildServer } from '../../server/app';
import { contentDir } from '../../server/content/content-files';
import { copiedEntries } from './support/guide-copy';

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const lastPagename = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: { pagename?: string }[] }).dataLayer ?? []).map((e) => e.pagename).at(-1));

test.describe('a language with its own routes', () => {
  test.describe.configure({ timeout: 180_000 });
  let server: FastifyInstance;
  let base = '';

  test.beforeAll(async () => {
    // A copy is checked and built (prerender included): the hook needs the group's time, not the default 30 s.
    test.setTimeout(180_000);
    const project = mkdtempSync(join(tmpdir(), 'miles-overlay-project-'));
    for (const entry of copiedEntries) cpSync(entry, join(project, entry), { recursive: true });
    symlinkSync(join(process.cwd(), 'node_modules'), join(project, 'node_modules'), 'dir');
    // 1. Open the language's overlay.
    const file = join(project, 'config/routes/overlays/nl-be.json');
    const overlay = readJson(file) as { language: string; change?: object[] };
    expect(overlay.language).toBe('nl-be');
    // 2. Localise a path. 3. Switch a route off.
    overlay.change = [...(overlay.change ?? []), { route: 'who-we-are', path: '/wie-zijn-wij' }, { route: 'press', enabled: false }];
    writeJson(file, overlay);
    // 6. `npm run check:config`; then the build the server serves.
    expect(execFileSync('npx', ['tsx', 'scripts/check-config.ts'], { cwd: project, encoding: 'utf8' })).toContain('Config is valid.');
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: project, stdio: 'pipe' });
    server = await buildServer({ contentDir, distDir: join(project, 'dist'), rateLimit: false });
    base = await server.listen({ host: '127.0.0.1', port: 0 });
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('the switched-off route is not found in nl-be, content catch-all included; en keeps it', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language_public', 'nl-be'));
    await page.goto(`${base}/press`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
    await expect.poll(() => lastPagename(page)).toBe('error404');
    // The footer no longer offers it in nl-be.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Pers', exact: true })).toHaveCount(0);

    // Switching to English there: the press room again, under its own name.
    await page.getByLabel('Taal').selectOption('en');
    await expect(page).toHaveURL(`${base}/press`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press room');
    await expect.poll(() => lastPagename(page)).toBe('press');
  });

  test('a guest switching to nl-be on the press room lands on the programme, not on login', async ({ page }) => {
    await page.goto(`${base}/press`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press room');
    // /press arrives as prerendered HTML: its language select works once the app is live.
    await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
    await page.getByLabel('Language').selectOption('nl-be');
    await expect(page).toHaveURL(`${base}/discover/the-programme`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-be');
  });

  test('the localised path answers in nl-be; the old one leads there', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language_public', 'nl-be'));
    await page.goto(`${base}/who-we-are`);
    await expect(page).toHaveURL(`${base}/wie-zijn-wij`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => lastPagename(page)).toBe('who-we-are');
  });
});
