// The prerendered first paint is usable before the app's JavaScript runs: what a visitor types or presses there
// reaches the app once it has taken over (bad input loses nothing the user typed). Each test holds a script back
// with page.route until the condition under test is seen, so none depends on how fast this machine is.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { menuToggle } from './support/header';
import { createMember } from './support/accounts';
import { scriptsNamedBy } from './support/scripts';

/**
 * Holds every request matching `pattern` until `release()`; `held()` says how many were asked for, `served()` whether
 * one went through.
 */
async function holdBack(page: Page, pattern: RegExp | ((url: URL) => boolean)) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let served = false;
  let held = 0;
  await page.route(pattern, async (route: Route) => {
    held += 1;
    await released;
    served = true;
    // A request of a page the visitor has left (a form sent as plain HTML) is gone by then: nothing to continue.
    await route.continue().catch(() => undefined);
  });
  return { release, held: () => held, served: () => served };
}

test('what a visitor typed into the prerendered /login before the app ran is what the form submits', async ({ page }) => {
  // Every script of the app: until they run, the page is the server's HTML alone.
  const entry = await holdBack(page, /\/assets\/[^/]+\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByLabel('E-mail address');
  const password = page.getByLabel('Password');
  await email.fill('nobody@example.com');
  await password.fill('Wrong#2026pw');
  await password.press('Home'); // the visitor went back to the start of the password
  expect(entry.served()).toBe(false);
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'live');

  entry.release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  await expect(email).toHaveValue('nobody@example.com');
  await expect(password).toHaveValue('Wrong#2026pw');
  await expect(password).toBeFocused();
  expect(await password.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, 0]);

  await page.getByRole('button', { name: 'Log in' }).click();
  // The server judged the credentials: the form sent both fields (before the fix: "This field is required").
  await expect(page.getByRole('alert').first()).toContainText('The e-mail address or the password is incorrect.');
  await expect(page.getByText('This field is required')).toHaveCount(0);
  await expect(email).toHaveValue('nobody@example.com');
});

test('a login sent before any script ran logs the member in, and the app opens the page the login was asked for', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const scripts = await holdBack(page, /\/assets\/[^/]+\.js$/);
  await page.goto('/login?ref=%2Fmy-account', { waitUntil: 'commit' });
  // The form looks as it will once the app runs: its stylesheet is the page's, though not its script.
  await expect(page.locator('.schema-form')).toHaveCSS('display', 'grid');
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  const sent = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/login'));
  await page.getByLabel('Password').press('Enter');
  // Sent by the browser itself: no script of the app had run.
  expect((await sent).status()).toBe(303);
  expect(scripts.served()).toBe(false);

  const userReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user_light') userReads.push(request.url());
  });
  scripts.release();
  await expect(page).toHaveURL('/my-account');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  // The member's data is read once, as for a session the browser kept.
  await page.waitForLoadState('networkidle');
  expect(userReads).toHaveLength(1);
  // The session is the app's now: stored as a login through the app stores it, and the held one is gone.
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeTruthy();
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies).not.toContain('login_handoff');
  expect(cookies).not.toContain('login_waiting');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a wrong password sent before any script ran comes back on the form, the e-mail kept, the password not', async ({ page }) => {
  const scripts = await holdBack(page, /\/assets\/[^/]+\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('E-mail address').fill('nobody@example.com');
  await page.getByLabel('Password').fill('Wrong#2026pw');
  const sent = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/login'));
  await page.getByLabel('Password').press('Enter');
  expect((await sent).status()).toBe(303);
  expect(scripts.served()).toBe(false);

  scripts.release();
  const summary = page.getByRole('alert').first();
  await expect(summary).toContainText('The e-mail address or the password is incorrect.');
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('E-mail address')).toHaveValue('nobody@example.com');
  await expect(page.getByLabel('Password')).toHaveValue('');
  // Shown once: a reload shows the plain form again.
  await page.reload();
  await page.locator('html[data-app="live"]').waitFor();
  await expect(page.getByText('The e-mail address or the password is incorrect.')).toHaveCount(0);
});

test('a submit while the app is starting is held, then sent by the app: no native submit, nothing in the URL', async ({
  page,
  request,
}) => {
  // The app's start runs (the scripts the page's HTML names), but every script it asks for afterwards, the route's
  // own module among them (which hydration waits for), is held back.
  const named = await scriptsNamedBy(request, '/login');
  const template = await holdBack(page, (url) => url.pathname.endsWith('.js') && !named.has(url.pathname));
  const started = page.waitForRequest(/\/api\/front\/anonymous_token/);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('E-mail address').fill('nobody@example.com');
  await page.getByLabel('Password').fill('Wrong#2026pw');
  await started;
  await expect.poll(() => template.held()).toBeGreaterThan(0);
  await page.getByLabel('Password').press('Enter');
  expect(template.served()).toBe(false);
  template.release();
  await expect(page.getByRole('alert').first()).toContainText('The e-mail address or the password is incorrect.');
  expect(page.url()).not.toContain('Wrong');
  await expect(page).toHaveURL('/login');
});

test.describe('the header works on the prerendered page before any script runs', () => {
  test('Menu on a phone opens at once (a native disclosure), and the app takes its state over', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const entry = await holdBack(page, /\/assets\/[^/]+\.js$/);
    await page.goto('/login', { waitUntil: 'commit' });
    const links = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
    await expect(links.first()).toBeHidden();
    await menuToggle(page).click();
    expect(entry.served()).toBe(false);
    await expect(links.first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: /language/i })).toBeVisible();

    entry.release();
    await page.locator('html[data-app="live"]').waitFor();
    // The app's own words now: the toggle says what the next press does, and the next press closes it.
    await expect(menuToggle(page)).toHaveText('Close menu');
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveText('Menu');
    await expect(links.first()).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.dataset.hydration ?? null)).toBeNull();
  });

  test('Display options open at once on a desktop (a native popover), and stay open once the app runs', async ({ page }) => {
    const entry = await holdBack(page, /\/assets\/[^/]+\.js$/);
    await page.goto('/login', { waitUntil: 'commit' });
    const options = page.getByRole('button', { name: 'Accessibility' });
    await options.click();
    expect(entry.served()).toBe(false);
    const panel = page.getByRole('region', { name: 'Display options' });
    await expect(panel).toBeVisible();

    entry.release();
    await page.locator('html[data-app="live"]').waitFor();
    await expect(panel).toBeVisible();
    await panel.getByRole('checkbox').first().check();
    await expect(page.locator('.page-wrapper')).toHaveClass(/a11y-font-dyslexic/);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(options).toBeFocused();
  });
});

test('a menu and display options opened before the app rendered the page afresh are open again after', async ({ page }) => {
  // An option stored on the device: the app renders the prerendered page afresh rather than hydrating it.
  await page.addInitScript(() => localStorage.setItem('accessibility', JSON.stringify({ lineSpacing: true })));
  await page.setViewportSize({ width: 360, height: 740 });
  const entry = await holdBack(page, /\/assets\/[^/]+\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  await menuToggle(page).click();
  await page.getByRole('button', { name: 'Accessibility' }).click();
  const panel = page.getByRole('region', { name: 'Display options' });
  await expect(panel).toBeVisible();
  expect(entry.served()).toBe(false);

  entry.release();
  await page.locator('html[data-app="live"]').waitFor();
  await expect(page.locator('.page-wrapper')).toHaveClass(/a11y-line-spacing/);
  await expect(menuToggle(page)).toHaveText('Close menu');
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Adapted line spacing')).toBeChecked();
});

test('with scripts off, the skip link, the phone menu and the display options still work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The next Tab starts in the main content, past the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('main');

  await menuToggle(page).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first()).toBeVisible();
  await page.getByRole('button', { name: 'Accessibility' }).click();
  await expect(page.getByRole('region', { name: 'Display options' })).toBeVisible();
  await context.close();
});
