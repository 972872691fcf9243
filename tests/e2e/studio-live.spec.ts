// A market team's publish reaches the portal without a build, in a real browser against a server of this spec's own
// (a publish changes what every page of its server sends): French (Belgium) switches "how to earn" off and gives the
// programme a French path. A French guest's tab opened before the publish stays as it was until its next navigation,
// which loads the page afresh with the change; English guests keep the shipped routes; restoring the files as shipped
// brings them back. A public page whose words or menu a publish changed keeps painting before any script runs: the
// server renders it again with the live files. An editor previews a draft beside the studio before publishing: the frame shows it, with the banner
// that says so; other browsers do not. The server side (every process within a second, the prerendered pages, the
// preview's cookie): tests/api/studio-live-config.test.ts, studio-preview.test.ts.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { startOwnServer } from './support/own-server';
import type { OwnServer } from './support/own-server';
import { contentDir } from '../../server/content/content-files';

const overlayFile = 'config/routes/overlays/fr-be.json';
const overlay = JSON.parse(readFileSync(overlayFile, 'utf8')) as { change: object[] };
const changed = {
  ...overlay,
  change: [...overlay.change, { route: 'how-to-earn', enabled: false }, { route: 'programme', path: '/decouvrir/le-programme' }],
};

let server: OwnServer | undefined;
test.beforeAll(async () => {
  server = await startOwnServer({ contentDir });
});
test.afterAll(async () => {
  await server?.close();
});

async function studioToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await request.post(`${server?.base}/api/studio/login`, { data: { email, password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** The live version every page load gets now (the server checks the database once a second). */
const liveVersion = async (request: APIRequestContext) =>
  ((await (await request.get(`${server?.base}/api/config/version`)).json()) as { version: number }).version;

test('a market team’s publish: an open French tab takes it at its next navigation, English guests never see it', async ({
  page,
  browser,
  request,
}) => {
  const base = server?.base ?? '';
  // The page's clock, to let "a second without any answer" pass without waiting for it.
  await page.clock.install();
  await page.addInitScript(() => localStorage.setItem('language_public', 'fr-be'));
  await page.goto(`${base}/faq`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Comment gagner des miles' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Le programme' })).toHaveAttribute('href', '/discover/the-programme');
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });

  // The market team publishes its overlay from the studio (its draft saved through the API; the draft's screens:
  // studio.spec.ts), whose list of routes (public and members' alike) then shows them as published.
  const market = await studioToken(request, 'market-fr@example.com', 'Market#2026ok');
  const saved = await request.put(`${base}/api/studio/file?file=${encodeURIComponent(overlayFile)}`, {
    headers: { authorization: `Bearer ${market}`, 'if-match': '"0.0"' },
    data: { text: JSON.stringify(changed, null, 2) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const studio = await browser.newPage();
  await studio.goto(`${base}/studio`);
  await studio.getByLabel('E-mail address').fill('market-fr@example.com');
  await studio.getByLabel('Password').fill('Market#2026ok');
  await studio.getByRole('button', { name: 'Log in' }).click();
  const routes = studio.getByRole('region', { name: /^Routes/ });
  await expect(routes.getByText('/discover/the-programme', { exact: true }).first()).toBeVisible();
  await expect(routes.getByText('/earn/how-to-earn', { exact: true }).first()).toBeVisible();
  const publishing = studio.getByRole('region', { name: 'Publish' });
  await publishing.getByLabel('What this version changes').fill('How to earn is not offered in French; the programme has a French path.');
  await publishing.getByRole('button', { name: 'Publish' }).click();
  await expect(studio.locator(':focus')).toContainText(/^Version \d+ is published/);
  await expect(routes.getByText('/decouvrir/le-programme', { exact: true }).first()).toBeVisible();
  await expect(routes.getByText('/earn/how-to-earn', { exact: true })).toHaveCount(0);
  await studio.close();
  const version = await liveVersion(request);
  expect(version).toBeGreaterThan(0);

  // The open tab is as it was; its next navigation is a page load of its own, with the live routes.
  await expect(header.getByRole('link', { name: 'Comment gagner des miles' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { openedBeforeThePublish: true }));
  await page.clock.fastForward(2_000);
  await header.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(`${base}/nous-contacter`);
  await expect(header.getByRole('link', { name: 'Le programme' })).toHaveAttribute('href', '/decouvrir/le-programme');
  await expect(header.getByRole('link', { name: 'Comment gagner des miles' })).toHaveCount(0);
  expect(await page.evaluate(() => 'openedBeforeThePublish' in window)).toBe(false);
  await header.getByRole('link', { name: 'Le programme' }).click();
  await expect(page).toHaveURL(`${base}/decouvrir/le-programme`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${base}/earn/how-to-earn`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');

  // Moved again: a publish that would leave the first French path answering nothing is refused, at that path; with
  // the path kept among the route's former paths, it is published and a bookmark of it leads to the new one.
  const again = (formerPaths?: string[]) => ({
    ...changed,
    change: changed.change.map((change) =>
      'path' in change && change.path === '/decouvrir/le-programme'
        ? { ...change, path: '/decouvrir/programme', ...(formerPaths ? { formerPaths } : {}) }
        : change,
    ),
  });
  /** Saves the overlay as a draft made from `ifMatch` (the ETag of what it was made from), then publishes. */
  const publishOverlay = async (overlay: object, ifMatch: string) => {
    const draft = await request.put(`${base}/api/studio/file?file=${encodeURIComponent(overlayFile)}`, {
      headers: { authorization: `Bearer ${market}`, 'if-match': ifMatch },
      data: { text: JSON.stringify(overlay, null, 2) },
    });
    expect(draft.status(), await draft.text()).toBe(200);
    return request.post(`${base}/api/studio/publish`, {
      headers: { authorization: `Bearer ${market}` },
      data: { message: 'The programme’s French path.' },
    });
  };
  const refused = await publishOverlay(again(), `"0.${version}"`);
  expect(refused.status()).toBe(409);
  const problems = ((await refused.json()) as { problems: { file: string; message: string }[] }).problems;
  expect(problems).toEqual([
    expect.objectContaining({ file: overlayFile, message: expect.stringContaining('list "/decouvrir/le-programme" in its formerPaths') }),
  ]);
  // The refused publish left the draft (its version 1): the fix is made from it.
  // With it, a second French path for the programme (a route the build never had).
  const kept = await publishOverlay(
    {
      ...again(['/decouvrir/le-programme']),
      add: { public: [{ id: 'programme-fr', path: '/notre-programme', page: 'programme', tracking: 'programme' }] },
    },
    '"1"',
  );
  expect(kept.status(), await kept.text()).toBe(200);
  await expect.poll(() => liveVersion(request)).toBe(version + 1);
  await page.goto(`${base}/decouvrir/le-programme`);
  await expect(page).toHaveURL(`${base}/decouvrir/programme`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // An English guest: the routes as shipped, and the page still the build's HTML, painted before any script runs (a
  // French routes' change leaves it true).
  const english = await browser.newPage();
  await english.goto(`${base}/earn/how-to-earn`);
  await expect(english.getByRole('heading', { level: 1 })).toHaveText('How to earn miles');
  await expect(english.getByRole('banner').getByRole('link', { name: 'The programme' })).toHaveAttribute('href', '/discover/the-programme');
  await english.close();
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await withoutScripts.newPage();
  await plain.goto(`${base}/earn/how-to-earn`);
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('How to earn miles');
  // The French guest's page showed what the French routes no longer say: the server renders it again with them, so it
  // still paints before any script runs (the first visit asks for it and gets the app meanwhile). The render waits for a
  // worker thread to start and load the renderer, which takes seconds when the two cores are busy with other specs.
  await withoutScripts.addCookies([{ name: 'language_public', value: 'fr-be', url: base }]);
  const rendered = { timeout: 30_000 };
  await expect
    .poll(async () => {
      await plain.goto(`${base}/faq`);
      return plain.getByRole('heading', { level: 1 }).count();
    }, rendered)
    .toBe(1);
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Questions fréquentes');
  const plainHeader = plain.getByRole('banner');
  await expect(plainHeader.getByRole('link', { name: 'Le programme' })).toHaveAttribute('href', '/decouvrir/programme');
  await expect(plainHeader.getByRole('link', { name: 'Comment gagner des miles' })).toHaveCount(0);
  // The programme at its French path is rendered there too, though the build prerendered it at the English one.
  await expect
    .poll(async () => {
      await plain.goto(`${base}/decouvrir/programme`);
      return plain.getByRole('heading', { level: 1 }).count();
    }, rendered)
    .toBe(1);
  await expect(plain.getByRole('banner').getByRole('link', { name: 'Le programme' })).toHaveAttribute('aria-current', 'page');
  // And at the path the publish added, which the build never prerendered.
  await expect
    .poll(async () => {
      await plain.goto(`${base}/notre-programme`);
      return plain.getByRole('heading', { level: 1 }).count();
    }, rendered)
    .toBe(1);
  await expect(plain.getByRole('heading', { level: 1 })).not.toHaveText('Page introuvable');
  await expect(plain.getByRole('banner').getByRole('link', { name: 'Contact' })).toBeVisible();
  await withoutScripts.close();
  // With scripts, the app takes that HTML over as it is (the same nodes stay) and runs.
  const frenchContext = await browser.newContext();
  await frenchContext.addCookies([{ name: 'language_public', value: 'fr-be', url: base }]);
  const french = await frenchContext.newPage();
  const frenchErrors: string[] = [];
  french.on('console', (message) => {
    if (message.type() === 'error') frenchErrors.push(message.text());
  });
  await french.addInitScript(() => {
    localStorage.setItem('language_public', 'fr-be');
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.querySelector('h1')?.setAttribute('data-from-html', 'yes');
    });
  });
  await french.goto(`${base}/faq`);
  await expect(french.locator('html')).toHaveAttribute('data-app', 'live');
  await expect(french.locator('h1')).toHaveAttribute('data-from-html', 'yes');
  await french.getByRole('banner').getByRole('link', { name: 'Le programme' }).click();
  await expect(french).toHaveURL(`${base}/decouvrir/programme`);
  expect(frenchErrors).toEqual([]);
  await frenchContext.close();

  // Restored as shipped: the French guest gets the shipped routes at the next page load.
  const editor = await studioToken(request, 'editor@example.com', 'Editor#2026ok');
  const restored = await request.post(`${base}/api/studio/versions/0/restore`, {
    headers: { authorization: `Bearer ${editor}` },
    data: { message: 'As shipped.' },
  });
  expect(restored.status(), await restored.text()).toBe(200);
  await expect.poll(() => liveVersion(request)).toBe(version + 2);
  await page.goto(`${base}/faq`);
  await expect(header.getByRole('link', { name: 'Comment gagner des miles' })).toBeVisible();
});

test('an editor previews a draft beside the studio: the frame shows it with its banner, other browsers never do', async ({
  page,
  browser,
}) => {
  const base = server?.base ?? '';
  const shellFile = 'config/locales/en/shell.json';
  const shell = JSON.parse(readFileSync(shellFile, 'utf8')) as { nav: Record<string, string> };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/studio`);
  await page.getByLabel('E-mail address').fill('editor@example.com');
  await page.getByLabel('Password').fill('Editor#2026ok');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('en/shell');
  await page.getByRole('button', { name: /^Change .*config\/locales\/en\/shell\.json/ }).click();
  // The strings form: the text found by its key and changed in place; the JSON view beside it follows.
  const form = page.getByRole('region', { name: 'Form' });
  await form.getByLabel('Find a text').fill('nav.faq');
  await form.getByLabel('nav.faq', { exact: true }).fill('Questions');
  await expect(page.getByLabel("The file's JSON")).toHaveValue(
    JSON.stringify({ ...shell, nav: { ...shell.nav, faq: 'Questions' } }, null, 2) + '\n',
  );
  await expect(page.getByText('No problem: the config is valid with this text.')).toBeVisible();
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.locator(':focus')).toContainText('Draft saved');
  await page.getByRole('button', { name: 'Back to the config' }).click();

  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByLabel('Address in the portal').fill('/faq');
  await preview.getByLabel('Desktop (1280 px)').check();
  await preview.getByRole('button', { name: 'Preview my drafts' }).click();
  await expect(page.locator(':focus')).toHaveText('Previewing /faq with your drafts. End the preview');
  const frame = page.frameLocator('iframe[title="The portal with your drafts"]');
  await expect(frame.getByRole('region', { name: 'Studio preview' })).toContainText('Studio preview, opened by Eddie Editor');
  await expect(frame.getByRole('banner').getByRole('link', { name: 'Questions' })).toBeVisible();

  // Another browser: the live portal.
  const visitor = await browser.newPage();
  await visitor.goto(`${base}/faq`);
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'FAQ', exact: true })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Studio preview' })).toHaveCount(0);
  await visitor.close();

  // Ended from the studio: this browser's portal pages are the live ones again.
  await preview.getByRole('button', { name: 'End the preview' }).click();
  await expect(page.locator('iframe[title="The portal with your drafts"]')).toHaveCount(0);
  const portal = await page.context().newPage();
  await portal.goto(`${base}/faq`);
  await expect(portal.getByRole('banner').getByRole('link', { name: 'FAQ', exact: true })).toBeVisible();
  await expect(portal.getByRole('region', { name: 'Studio preview' })).toHaveCount(0);
});

test('a translator writes a text another language has: listed first, empty, with its words beside and the checker’s problem on it', async ({
  page,
}) => {
  const base = server?.base ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/studio`);
  await page.getByLabel('E-mail address').fill('editor@example.com');
  await page.getByLabel('Password').fill('Editor#2026ok');
  await page.getByRole('button', { name: 'Log in' }).click();
  const open = async (file: string) => {
    await page.getByRole('searchbox', { name: 'Search' }).fill(file.split('/').slice(2).join('/'));
    await page.getByRole('button', { name: new RegExp(`^Change .*${file.replace(/[./]/g, '\\$&')}`) }).click();
  };

  // An English text, saved as a draft: the French file now lacks it.
  await open('config/locales/en/shell.json');
  const form = page.getByRole('region', { name: 'Form' });
  await form.getByRole('textbox', { name: /^Key/ }).fill('nav.more');
  await form.getByRole('textbox', { name: 'Text', exact: true }).fill('More');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.locator(':focus')).toContainText('Draft saved');
  await page.getByRole('button', { name: 'Back to the config' }).click();

  await open('config/locales/fr-be/shell.json');
  const missing = form.getByRole('textbox', { name: 'nav.more', exact: true });
  await expect(missing).toHaveValue('');
  await expect(missing).toHaveAccessibleDescription(/^missing translation "nav\.more" \(present in en\)\s*English:?\s*More/);
  await expect(form.getByRole('listitem').first()).toContainText('nav.more');
  await missing.fill('Plus');
  await expect(page.getByLabel("The file's JSON")).toHaveValue(/"more": "Plus"/);
  await expect(missing).not.toHaveAttribute('aria-invalid');
  // Dutch still lacks it: said in the problems of the other files.
  await expect(page.getByRole('list', { name: "Problems in other files' drafts" })).toContainText('config/locales/nl-be/shell.json');

  // The English draft goes: nothing of this test stays.
  await page.getByRole('button', { name: 'Back to the config' }).click();
  await open('config/locales/en/shell.json');
  await page.getByRole('button', { name: 'Discard the draft' }).click();
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page.locator(':focus')).toContainText('discarded');
});
