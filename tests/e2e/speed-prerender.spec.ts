// Issue 12: a first paint without JavaScript. The public pages come as real HTML (prerendered at build time in
// each language, scripts/prerender.ts), the app hydrates that HTML without replacing it, and a member page
// paints the shell's header and a skeleton from index.html. Screenshots of what paints before any script:
// tests/e2e/artifacts/speed-*-no-js-*.png.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shoot } from './support/screenshots';
import { signIn } from './support/accounts';

async function chooseLanguage(context: BrowserContext, baseURL: string, language: string): Promise<void> {
  // What a visitor who chose the language earlier has: the stored choice (SPEC §3) and its cookie mirror.
  await context.addCookies([{ name: 'language_public', value: language, url: baseURL }]);
  await context.addInitScript((l) => window.localStorage.setItem('language_public', l), language);
}

/** Marks the page's nodes once the HTML is parsed, before the app's module runs (modules run after that). */
async function markParsedNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      document.querySelector('h1')?.setAttribute('data-from-html', 'yes');
      (window as unknown as { parsedH1: Element | null }).parsedH1 = document.querySelector('h1');
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a cold /login paints its header, heading and form from the HTML', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page).toHaveTitle(/Log in \| Miles/);
    await shoot(page, 'speed-login-no-js');
  });

  test('a visitor who chose Dutch gets the Dutch page from the server', async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL ?? '', 'nl-be');
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-be');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aanmelden');
    await expect(page.getByLabel('E-mailadres')).toBeVisible();
  });

  test('a content page paints the header and its title', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  });

  test('a member page paints the shell header and a skeleton of the page', async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('.boot-skeleton .site-header')).toBeVisible();
    await expect(page.locator('.boot-skeleton .skeleton--title')).toBeVisible();
    const box = await page.locator('.boot-skeleton .site-header').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(40);
    await shoot(page, 'speed-home-no-js');
  });
});

test.describe('with JavaScript', () => {
  test('the app hydrates the prerendered /login: the same nodes stay, and the form works', async ({ page }) => {
    await markParsedNodes(page);
    await page.goto('/login');
    const email = page.getByLabel('E-mail address');
    await email.fill('nobody@example.com');
    await page.getByRole('button', { name: 'Log in' }).click();
    // Only the running app validates (the form has noValidate): the form is live.
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    // Hydration keeps the parsed node; a fresh render would have replaced it (the marker would be gone).
    expect(await page.evaluate(() => (window as unknown as { parsedH1: Element | null }).parsedH1 === document.querySelector('h1'))).toBe(
      true,
    );
    await expect(page.locator('h1')).toHaveAttribute('data-from-html', 'yes');
  });

  test('a Dutch visitor hydrates the Dutch page', async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL ?? '', 'nl-be');
    await markParsedNodes(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aanmelden');
    await page.getByLabel('E-mailadres').fill('iemand@example.com');
    await expect(page.locator('h1')).toHaveAttribute('data-from-html', 'yes');
  });

  test('a stored language the cookie does not match is rendered afresh in that language, without errors', async ({ page, context }) => {
    // A visitor from before the cookie existed: the server sends English, the app shows the stored Dutch.
    await context.addInitScript(() => window.localStorage.setItem('language_public', 'nl-be'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aanmelden');
    // The app wrote the cookie: the next visit gets the Dutch HTML straight away.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'language_public')?.value).toBe('nl-be');
  });

  test('a member opening /home replaces the skeleton with their page', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/home');
    await expect(page.locator('.boot-skeleton')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
