// After a few wrong passwords on an account the login asks for the captcha: the form comes back with it, keeps
// what was typed, and lets the member in once it is solved. The shared browser-test server runs without limits
// (MILES_RATE_LIMIT=off), so this file starts a server of its own with them, on its own database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { createMember } from './support/accounts';
import { spawnServer, untilListening } from '../api/support/server-process';
import type { ServerProcess } from '../api/support/server-process';

test.describe('the login asks for the captcha after failures', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let server: ServerProcess | undefined;
  let api: APIRequestContext;
  const dataDir = mkdtempSync(join(tmpdir(), 'miles-login-captcha-db-'));

  test.beforeAll(async ({ playwright }) => {
    // A fresh database is created, migrated and seeded first: slow on a busy 2-core machine.
    test.setTimeout(150_000);
    server = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist', MILES_DEV_OUTBOX: '1' });
    await untilListening(server);
    api = await playwright.request.newContext({ baseURL: server.url });
  });

  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('three wrong passwords, then the captcha with the typed values kept, then the member is in', async ({ page }) => {
    const member = await createMember(api);
    const login = (password: string) => api.post('/api/front/login', { data: { email: member.email, password } });
    expect((await login('Wrong#2026-1')).status()).toBe(401);
    expect((await login('Wrong#2026-2')).status()).toBe(401);
    // This address now waits a moment between attempts (429 until then, which counts nothing).
    await expect.poll(async () => (await login('Wrong#2026-3')).status(), { timeout: 15_000 }).toBe(401);
    // The account asks for the captcha once the address's wait is over: this answer counts nothing either.
    await expect
      .poll(async () => ((await (await login(member.password)).json()) as { key?: string }).key, { timeout: 15_000 })
      .toBe('captcha_required');

    await page.goto(`${server?.url ?? ''}/login`);
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
    await expect(page).toHaveURL(`${server?.url ?? ''}/home`);
  });
});
