// Issue 12, no waterfall on the pages the build does not prerender: the server sends a member (and a visitor on
// a page with a form or data) the page shell of the route (scripts/route-shells.ts), whose <head> names the
// template's chunks, their styles and the language's strings, so the browser fetches them with the shell. The
// proof across the boundary: what the app needs for the route's first render is what the server's HTML named —
// the app inserts no preload of its own for it — in the member's language, which the server knows by cookie.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/accounts';

/** Records every <link> the page's scripts insert (after the HTML is parsed; module scripts run after that). */
async function watchInsertedLinks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const inserted: string[] = [];
    (window as unknown as { insertedLinks: string[] }).insertedLinks = inserted;
    new MutationObserver((records) => {
      if (document.readyState === 'loading') return;
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLLinkElement) inserted.push(`${node.rel} ${new URL(node.href).pathname.split('/').pop() ?? ''}`);
    }).observe(document, { childList: true, subtree: true });
  });
}

const insertedLinks = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { insertedLinks: string[] }).insertedLinks);
/** The script and style files the HTML the server sent names in its <head>. */
const namedFiles = (html: string): string[] =>
  [...html.matchAll(/<link rel="(?:modulepreload|stylesheet)"[^>]* href="\/assets\/([^"]+)"/g)].map((m) => m[1] ?? '');

/** The HTML the server sends a member coming back to `path` (the first visit sets the cookies the server reads:
 *  mode, language), with the links the app inserts watched from the second visit's start. */
async function htmlOnReturn(page: Page, request: APIRequestContext, path: string): Promise<string> {
  await signIn(page, request);
  await watchInsertedLinks(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === path), page.reload()]);
  return response.text();
}

test('a member page comes with its template, chunks and strings named in the HTML: the app fetches none of them late', async ({
  page,
  request,
}) => {
  const html = await htmlOnReturn(page, request, '/my-miles');
  await expect(page.getByRole('heading', { level: 1, name: 'My miles' })).toBeVisible();
  await expect(page.getByTestId('history-count')).toBeVisible();
  const named = namedFiles(html);
  expect(named.some((file) => /^my-miles-template-[\w-]+\.js$/.test(file))).toBe(true);
  expect(named.some((file) => /^miles-history-[\w-]+\.js$/.test(file))).toBe(true);
  // The member part (src/member-part/): the header's figures and the members' templates' loaders.
  expect(named.some((file) => /^member-part-[\w-]+\.js$/.test(file))).toBe(true);
  // Both parts of the English strings (the member's header uses the pages' part).
  expect(named.filter((file) => /^en-[\w-]+\.js$/.test(file))).toHaveLength(2);
  // What the app inserted itself: only what the page loads later, on its own (the chart's lazy chunk).
  const late = await insertedLinks(page);
  for (const link of late) expect(named, `the app preloaded ${link} itself`).not.toContain(link.split(' ')[1]);
  expect(late.filter((link) => /template|miles-history|member-part|^modulepreload (en|fr-be|nl-be)-/.test(link))).toEqual([]);
  // The header's figures came with the member part: the balance is shown.
  await expect(page.getByTestId('main-balance')).toBeVisible();
});

test("a visitor's /login loads no member part nor the recovery and reset pages; the config comes named in the HTML", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await watchInsertedLinks(page);
  const response = await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const named = namedFiles((await response?.text()) ?? '');
  expect(named.filter((file) => file.startsWith('member-part-'))).toEqual([]);
  expect(scripts.some((path) => /\/login-template-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.filter((path) => path.includes('member-part-'))).toEqual([]);
  // The login route's other pages (and the account model they use) are a chunk of their own, not loaded here.
  expect(scripts.filter((path) => /\/(password-pages|account-model)-/.test(path))).toEqual([]);
  // The routes' and pages' config (scripts/shell-chunk.ts) is a file of its own, which the HTML names beside the shell.
  expect(named.filter((file) => /^config-[\w-]+\.js$/.test(file) && !file.startsWith('config-form'))).toHaveLength(1);
  expect((await insertedLinks(page)).filter((link) => / config-(?!form)/.test(link))).toEqual([]);
});

test("a mail's link to the reset page comes with the login route's other pages named in the HTML: the app inserts no link for them", async ({
  page,
}) => {
  await watchInsertedLinks(page);
  const response = await page.goto('/login/reset-password/12/not-a-real-slug');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  expect(namedFiles((await response?.text()) ?? '').some((file) => /^password-pages-[\w-]+\.js$/.test(file))).toBe(true);
  expect((await insertedLinks(page)).filter((link) => link.includes('password-pages-'))).toEqual([]);
});

test('the pointer on "Forgot your password?" starts loading the recovery page before the click', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  const link = page.getByRole('link', { name: 'Forgot your password?' });
  const requested = page.waitForRequest((request) => /\/password-pages-[\w-]+\.js$/.test(request.url()), { timeout: 5_000 });
  await link.hover();
  await requested;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
});

test('a Dutch member gets the page shell in Dutch: the language and its strings, from the cookie the portal keeps', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('language_logged', 'nl-be'));
  await signIn(page, request);
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-be');
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'language_logged')?.value).toBe('nl-be');

  const html = await (await page.request.get('/home')).text();
  expect(html).toContain('<html lang="nl-be"');
  expect(namedFiles(html).filter((file) => /^nl-be-[\w-]+\.js$/.test(file))).toHaveLength(2);
  expect(namedFiles(html).some((file) => /^home-postconnection-template-[\w-]+\.js$/.test(file))).toBe(true);
});

test("the home's news zone, lazy but on every visit, is named in the HTML too: the app inserts no link while /home starts", async ({
  page,
  request,
}) => {
  const html = await htmlOnReturn(page, request, '/home');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  // The news zone has rendered the demo's content: its chunks (the content system's HTML renderer too) have loaded.
  await expect(page.locator('.home-news[aria-busy="false"]')).toBeVisible();
  const named = namedFiles(html);
  expect(named.some((file) => /^home-news-[\w-]+\.js$/.test(file))).toBe(true);
  expect(named.some((file) => /^cms-html-[\w-]+\.js$/.test(file))).toBe(true);
  expect(await insertedLinks(page)).toEqual([]);
});

test('while the recovery page is still loading, the login form is gone: nothing can be typed into it and lost', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/password-pages-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/login/recovery');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me a link' })).toBeVisible();
});
