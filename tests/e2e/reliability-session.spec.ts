// In a real browser against the real API: two tabs restored together with an expired access token share one refresh
// and both stay logged in. A hanging API (the shell, the loading state, "cannot be reached" with "Try again") and a
// brief outage that logs nobody out: tests/integration/journeys/service-unreachable.test.tsx and
// tests/integration/hanging-api-start.test.tsx.
// The expired token's calls are refused on purpose, so Playwright's own test (the shared fixture fails on every
// console error, and the browser logs each refused call); page errors still fail it.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiLogin, createMember } from './support/accounts';

function failOnPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('two tabs restored together with an expired access token both stay logged in (one refresh)', async ({ context, request }) => {
  const account = await createMember(request);
  const tokens = await apiLogin(request, account);
  const user = (await (await request.get('/api/user_light', { headers: { Authorization: `Bearer ${tokens.token}` } })).json()) as {
    code: string;
  };
  const [first, second] = [await context.newPage(), await context.newPage()];
  const errors = [...failOnPageErrors(first), ...failOnPageErrors(second)];
  const refreshes: string[] = [];
  await context.route('**/api/token/refresh', async (route) => {
    refreshes.push(route.request().url());
    await route.continue();
  });
  // The stored session of a member who comes back after the access token expired: only the refresh token is good.
  await first.goto('/login');
  await first.evaluate(
    (stored) => {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    },
    {
      token: 'expired.access.token',
      refresh_token: tokens.refresh_token,
      code: user.code,
      exp: String(Date.now() - 60_000),
      user: JSON.stringify(user),
    },
  );
  await Promise.all([first.goto('/home'), second.goto('/home')]);
  for (const page of [first, second]) {
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page).toHaveURL('/home');
    // The shell shows "Log out" from the stored session at once; the balance comes from the API, so it is there once
    // the tab's calls went through with a refreshed token.
    await expect(page.getByTestId('main-balance')).toContainText('miles');
  }
  // One refresh shared through navigator.locks is the rule (proved without timing by client-reliability.test.ts);
  // on a loaded machine a tab may still get its 401 after the other released the lock, and then the server's 20 s
  // grace window must keep the family whole — which the reload below proves. Never more than one per tab.
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(refreshes.length).toBeLessThanOrEqual(2);
  // Both reload together once more: the session is still whole (no family revoked by a second refresh).
  await Promise.all([first.reload(), second.reload()]);
  for (const page of [first, second]) await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(errors).toEqual([]);
});
