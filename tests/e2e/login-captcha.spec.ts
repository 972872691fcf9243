// After a few wrong passwords on an account the login asks for the captcha: the form comes back with it, keeps
// what was typed, and lets the member in once it is solved. The shared browser-test server runs without limits
// (MILES_RATE_LIMIT=off), so this file starts a server of its own in this process with them, on its own
// database, with a clock the test moves past the waits an address is given between wrong passwords.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { createMember } from './support/accounts';
import { startOwnServer } from './support/own-server';
import type { OwnServer } from './support/own-server';
import { slowDown } from '../../server/auth/login-limiter';

test.describe('the login asks for the captcha after failures', () => {
  let server: OwnServer | undefined;
  let base = '';
  let api: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    server = await startOwnServer({ rateLimit: true });
    base = server.base;
    api = await playwright.request.newContext({ baseURL: base });
  });

  test.afterAll(async () => {
    await api?.dispose();
    await server?.close();
  });

  test('three wrong passwords, then the captcha with the typed values kept, then the member is in', async ({ page }) => {
    test.setTimeout(60_000); // The captcha's proof of work, solved in the browser.
    const member = await createMember(api);
    const login = (password: string) => api.post('/api/front/login', { data: { email: member.email, password } });
    expect((await login('Wrong#2026-1')).status()).toBe(401);
    expect((await login('Wrong#2026-2')).status()).toBe(401);
    // This address now waits a moment between attempts (429 until then, which counts nothing).
    expect((await login('Wrong#2026-3')).status()).toBe(429);
    server?.clock.advance(slowDown(2));
    expect((await login('Wrong#2026-3')).status()).toBe(401);
    // The account asks for the captcha once the address's wait is over: this answer counts nothing either.
    expect(((await (await login(member.password)).json()) as { key?: string }).key).toBe('too_many_attempts');
    server?.clock.advance(slowDown(3));
    expect(((await (await login(member.password)).json()) as { key?: string }).key).toBe('captcha_required');

    await page.goto(`${base}/login`);
    await page.getByLabel('E-mail address').fill(member.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    const notice = page.getByTestId('login-captcha-notice');
    await expect(notice).toHaveText(
      'After several failed attempts on this account, please confirm you are not a robot, then log in again.',
    );
    await expect(notice).toBeFocused();
    await expect(page.getByLabel('E-mail address')).toHaveValue(member.email);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(member.password);
    const captcha = page.locator('altcha-widget .altcha');
    await expect(captcha).toBeVisible();
    // The widget draws its check mark over the input; a person clicks the label.
    await page.locator('altcha-widget label').first().click();
    await expect(captcha).toHaveAttribute('data-state', 'verified', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${base}/home`);
  });
});
