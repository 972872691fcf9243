// The studio (/studio), its own entry, against the real server: staff log in with their own accounts (an empty field
// said on it, a refusal said once with what was typed kept), an editor searches the portal's config and logs out (the
// token then opens nothing), a market team sees its language's routes only and changes them as a draft (the config
// checker's problems as it types; in two tabs, the stale save refused with who saved the newer one, nothing typed
// lost; every save in the audit log), an editor publishes (a set with a problem refused, the fixed one published, the
// files as shipped restored); a member's pages never load the studio's files. The rules of the accounts, tokens,
// drafts and versions: tests/api/studio-access.test.ts, studio-drafts.test.ts, studio-versions.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { auditPage } from './support/axe';
import { logInToStudio } from './support/studio';
import type { Page } from '@playwright/test';

const logIn = logInToStudio;

test('an editor logs in (an empty field, then a wrong password refused) and searches the config', async ({ page }) => {
  await page.goto('/studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to the studio' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');

  await logIn(page, 'editor@example.com', 'Wrong#2026ok');
  await expect(page.getByText('This e-mail address or password is not correct.')).toBeFocused();
  await expect(page.getByLabel('E-mail address')).toHaveValue('editor@example.com');

  await logIn(page, 'editor@example.com', 'Editor#2026ok');
  await expect(page.getByText('Eddie Editor (editor)')).toBeVisible();
  for (const part of ['Pages', 'Content pages', 'Routes', 'Menus', 'Forms'])
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${part}`) })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('sponsorship-invite');
  const forms = page.getByRole('region', { name: /^Forms/ });
  await expect(forms.getByRole('listitem')).toHaveCount(1);
  await expect(forms.getByRole('listitem')).toContainText('fields: email');
  await expect(page.getByRole('region', { name: /^Pages/ }).getByRole('listitem')).toHaveText([/my-sponsorships/]);
  // A content page is found by its title in any language, with the config page that shows it.
  await page.getByRole('searchbox', { name: 'Search' }).fill('questions fréquentes');
  await expect(page.getByRole('region', { name: /^Content pages/ }).getByRole('listitem')).toHaveText([
    /^\/faq “Frequently asked questions”.*shown by the page faq$/,
  ]);
  await page.getByRole('searchbox', { name: 'Search' }).fill('no such thing');
  // The search's own status (the text overrides may still be saying they load in a status of their own).
  await expect(page.getByRole('status').filter({ hasText: /^Nothing matches/ })).toHaveText('Nothing matches “no such thing”.');

  // The session is the tab's: a reload keeps it, logging out ends it on the server (a copy of the token opens nothing).
  await page.reload();
  await expect(page.getByText('Eddie Editor (editor)')).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('studio_token'));
  const me = () => page.request.get('/api/studio/me', { headers: { authorization: `Bearer ${token ?? ''}` } });
  expect((await me()).status()).toBe(200);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to the studio' })).toBeVisible();
  expect((await me()).status()).toBe(401);
});

test('a market team on a phone, in French, sees its language’s routes and the menus only', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/studio');
  await page.getByLabel('Language').selectOption('fr-be');
  await page.getByLabel('Adresse e-mail').fill('market-fr@example.com');
  await page.getByLabel('Mot de passe').fill('Market#2026ok');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText(/Manon Marché \(équipe de marché, français/)).toBeVisible();
  const routes = page.getByRole('region', { name: /^Routes/ });
  await expect(routes.getByRole('listitem').first()).toBeVisible();
  const tags = await routes.locator('.studio-tag:not(.studio-tag--changed)').allTextContents();
  expect(new Set(tags).size).toBe(1);
  await expect(page.getByRole('region', { name: /^Pages/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Menus/ })).toBeVisible();
  // No horizontal scroll at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The checker's problems as it types, in French (nothing is saved).
  await page.getByRole('button', { name: /^Modifier les routes/ }).click();
  const overlay = JSON.parse(readFileSync('config/routes/overlays/fr-be.json', 'utf8')) as { change: object[] };
  const json = page.getByLabel('Le JSON du fichier');
  await json.fill(JSON.stringify({ ...overlay, change: [...overlay.change, { route: 'no-such-route', enabled: false }] }, null, 2));
  await expect(page.getByRole('list', { name: 'Problèmes dans ce fichier' })).toContainText(
    'aucune route «\u00a0no-such-route\u00a0» dans les listes de base',
  );
});

test('a market team changes its routes as a draft: problems as it types, a colleague’s newer save said, nothing lost, then discards it', async ({
  page,
}) => {
  const overlay = JSON.parse(readFileSync('config/routes/overlays/fr-be.json', 'utf8')) as { change: object[] };
  const withChange = (change: object) => JSON.stringify({ ...overlay, change: [...overlay.change, change] }, null, 2);
  /** Opens the overlay's draft; its version (0: none yet, the file as shipped; a run's earlier attempt leaves one). */
  const openOverlay = async (tab: Page): Promise<number> => {
    await tab.goto('/studio');
    await logIn(tab, 'market-fr@example.com', 'Market#2026ok');
    await tab.getByRole('button', { name: 'Change the routes: French (Belgium)' }).click();
    await expect(tab.getByRole('heading', { level: 2, name: 'Draft of config/routes/overlays/fr-be.json' })).toBeFocused();
    const said = tab.getByText(/^(No draft yet: this is the file as (shipped|published)\.|Draft version \d+, saved by )/);
    return Number(/Draft version (\d+)/.exec((await said.textContent()) ?? '')?.[1] ?? 0);
  };
  const opened = await openOverlay(page);
  // A colleague opens the same file in another tab before anything is saved.
  const colleague = await page.context().newPage();
  await openOverlay(colleague);

  const json = page.getByLabel("The file's JSON");
  await json.fill(withChange({ route: 'no-such-route', enabled: false }));
  const problems = page.getByRole('list', { name: 'Problems in this file' });
  await expect(problems.getByRole('listitem')).toHaveText([new RegExp(`^/change/${overlay.change.length}/route no route "no-such-route"`)]);
  await expect(json).toHaveAttribute('aria-invalid', 'true');
  await json.fill(withChange({ route: 'partners', enabled: false }));
  await expect(page.getByText('No problem: the config is valid with this text.')).toBeVisible();
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByText(`Draft saved: version ${opened + 1}.`)).toBeFocused();
  await expect(page.getByText(new RegExp(`^Draft version ${opened + 1}, saved by Manon Marché on `))).toBeVisible();

  // The colleague's save was made from the shipped file: refused, with who saved what; their text stays.
  const theirs = withChange({ route: 'faq', path: '/questions-frequentes' });
  await colleague.getByLabel("The file's JSON").fill(theirs);
  await colleague.getByRole('button', { name: 'Save the draft' }).click();
  // The answer takes the focus once, so it is read once.
  await expect(colleague.locator(':focus')).toContainText(
    new RegExp(`^Manon Marché saved version ${opened + 1} of this draft on .+, after you opened it\\. Your text is kept here\\.`),
  );
  await expect(colleague.getByLabel("The file's JSON")).toHaveValue(theirs);
  await colleague.getByText('Their version', { exact: true }).click();
  await expect(colleague.getByRole('group').filter({ hasText: 'Their version' })).toContainText('"route": "partners"');
  await colleague.getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect(colleague.getByText(`Draft saved: version ${opened + 2}.`)).toBeFocused();
  // Every save is in the file's audit log, newest first.
  await colleague.getByText(/^Changes to this file/).click();
  await expect(
    colleague
      .getByRole('listitem')
      .filter({ hasText: /^Version \d+: saved by/ })
      .first(),
  ).toHaveText(new RegExp(`^Version ${opened + 2}: saved by Manon Marché on `));

  // Back to the config, the focus where it was; opening the file again shows the newest draft.
  await page.getByRole('button', { name: 'Back to the config' }).click();
  await expect(page.getByRole('button', { name: 'Change the routes: French (Belgium)' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Recent changes' }).getByRole('listitem').first()).toContainText(
    'config/routes/overlays/fr-be.json',
  );
  await page.getByRole('button', { name: 'Change the routes: French (Belgium)' }).click();
  await expect(page.getByLabel("The file's JSON")).toHaveValue(theirs);

  // Discarded, after a question the person may decline: the file as it is live again, the discard in its log.
  const discard = page.getByRole('button', { name: 'Discard the draft' });
  await discard.click();
  await expect(page.getByText(/^Discard this draft\?/)).toBeFocused();
  await page.getByRole('button', { name: 'Keep the draft' }).click();
  await expect(discard).toBeFocused();
  await discard.click();
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page.locator(':focus')).toHaveText('Draft discarded: the file is its live text again.');
  await expect(page.getByLabel("The file's JSON")).toHaveValue(readFileSync('config/routes/overlays/fr-be.json', 'utf8'));
  await expect(discard).toHaveCount(0);
  await page.getByText(/^Changes to this file/).click();
  await expect(page.getByRole('listitem').filter({ hasText: / discarded by / })).toHaveText([
    new RegExp(`^Draft version ${opened + 2} discarded by Manon Marché on `),
  ]);
});

test('an editor publishes: a set with a problem refused with it, the fixed draft published, then the files as shipped restored', async ({
  page,
}) => {
  const shipped = readFileSync('config/pages/about-us.json', 'utf8');
  await page.goto('/studio');
  await logIn(page, 'editor@example.com', 'Editor#2026ok');
  await page.getByRole('searchbox', { name: 'Search' }).fill('about-us');
  await page.getByRole('button', { name: 'Change the page about-us' }).click();
  const json = page.getByLabel("The file's JSON");
  await json.fill(shipped.replace('"public-page"', '"no-such-template"'));
  const problems = page.getByRole('list', { name: 'Problems in this file' });
  await expect(problems).toContainText('unknown template "no-such-template"');
  // The problem leads to its value in the text, selected for the next keystroke.
  await problems.getByRole('button', { name: 'Go to line 3' }).click();
  await expect(json).toBeFocused();
  expect(await json.evaluate((area: HTMLTextAreaElement) => area.value.slice(area.selectionStart, area.selectionEnd))).toBe(
    '"no-such-template"',
  );
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.locator(':focus')).toContainText('Draft saved');
  await page.getByRole('button', { name: 'Back to the config' }).click();

  const publishing = page.getByRole('region', { name: 'Publish' });
  await expect(publishing).toContainText('config/pages/about-us.json');
  await publishing.getByRole('button', { name: 'Publish' }).click();
  await expect(publishing.getByLabel('What this version changes')).toBeFocused();
  await expect(publishing.getByText('Please say in a sentence what this version changes.')).toBeVisible();
  await publishing.getByLabel('What this version changes').fill('About us on another template.');
  await publishing.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator(':focus')).toContainText(/^Nothing was published: the config would have \d+ problems?\./);
  await expect(page.locator(':focus')).toContainText('config/pages/about-us.json#/template unknown template "no-such-template"');

  // The draft, fixed (and indented by four), is published; it says what it changed; then the files as shipped are
  // restored as a new version.
  await publishing.getByRole('button', { name: 'Open config/pages/about-us.json' }).click();
  await json.fill(JSON.stringify(JSON.parse(shipped), null, 4));
  await expect(page.getByText('No problem: the config is valid with this text.')).toBeVisible();
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.locator(':focus')).toContainText('Draft saved');
  await page.getByRole('button', { name: 'Back to the config' }).click();
  await publishing.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator(':focus')).toContainText(/^Version \d+ is published: it is the live version\.$/);
  const published = Number(/Version (\d+)/.exec((await page.locator(':focus').textContent()) ?? '')?.[1]);
  await expect(publishing.getByText('No draft of yours is waiting to be published.')).toBeVisible();
  await publishing.getByText(/^Published versions/).click();
  const row = publishing.getByRole('listitem').filter({ hasText: `Version ${published}: “About us on another template.”` });
  await expect(row).toContainText('live');
  await row.getByText(`What version ${published} changed`).click();
  const changes = row.getByRole('region', { name: 'config/pages/about-us.json' });
  await expect(changes.getByRole('deletion').filter({ hasText: '"template": "public-page",' })).toHaveText(/^removed: -\s+"template"/);
  await expect(changes.getByRole('insertion').filter({ hasText: '"template": "public-page",' })).toHaveText(/^added: \+\s+"template"/);
  await expect(row.getByText(/^Against (version \d+, the one before it|the files as shipped):$/)).toBeVisible();
  // The changes, as both engines read them (a removed or added line is said as such, not by its colour alone).
  expect(await auditPage(page)).toEqual([]);
  await publishing.getByRole('button', { name: 'Restore the files as shipped' }).click();
  await expect(page.locator(':focus')).toHaveText(/^Restore the files as shipped\?/);
  await publishing.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.locator(':focus')).toHaveText(`Version ${published + 1} is published: it is the live version.`);
});

test('the portal’s build holds nothing of the studio, and its pages never ask for it', async ({ page }) => {
  // The portal's own manifest: a module of src/studio the portal loaded lazily would be one of its entries (a static
  // import is refused by the lint: tests/config/lint-layers.test.ts).
  const manifest = JSON.parse(readFileSync(join(process.env.E2E_DIST_DIR ?? 'dist', '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { src?: string; imports?: string[]; dynamicImports?: string[] }
  >;
  const modules = Object.entries(manifest).flatMap(([key, chunk]) => [
    key,
    chunk.src ?? '',
    ...(chunk.imports ?? []),
    ...(chunk.dynamicImports ?? []),
  ]);
  expect(modules.length).toBeGreaterThan(50);
  expect(modules.filter((name) => name.startsWith('src/studio/'))).toEqual([]);
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(loaded.filter((path) => path.startsWith('/studio'))).toEqual([]);
});
