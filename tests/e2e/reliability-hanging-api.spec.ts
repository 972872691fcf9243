// A whole API that hangs (every call left open, as behind a stuck proxy) in a real browser, with Playwright's
// clock: the member's page shows its loading state at once — the start-up waits for no call — and the client's
// first 15 s timeout ends it in the translated "cannot be reached" notice with "Try again", beside the page's own
// "could not be loaded" with "Try again" for its data. Nothing waits for a second timeout. A guest's page alike:
// the start-up does not wait for the guest's token, the page's call waits for it and fails with it.
// Network failures are provoked on purpose, so Playwright's own test (the shared fixture fails on every console
// error, and the browser logs each aborted call); page errors still fail it.
import { expect, test } from '@playwright/test';
import { createMember, signIn } from './support/accounts';

const timeoutMs = 15_000;

test('a hanging API: loading at once, then at the first timeout "cannot be reached" and the page’s failure, each with Try again', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, request, await createMember(request));
  await page.clock.install();
  let hanging = true;
  await page.route('**/api/**', (route) => (hanging ? undefined : route.continue()));
  const ordersAsked = page.waitForRequest('**/api/orders');
  await page.goto('/my-orders');
  await expect(page.getByRole('status').filter({ hasText: 'Loading your account…' })).toBeVisible();
  // Every call is under way (the member's and the page's): one timeout's worth of time ends them all.
  await ordersAsked;
  await page.clock.fastForward(timeoutMs);
  const unreachable = page.getByRole('alert').filter({ hasText: 'The service cannot be reached right now' });
  const ordersFailed = page.getByRole('alert').filter({ hasText: 'Your orders could not be loaded.' });
  await expect(unreachable).toBeVisible();
  await expect(ordersFailed).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your account…' })).toBeHidden();
  await expect(page).toHaveURL('/my-orders');

  hanging = false;
  await unreachable.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(unreachable).toBeHidden();
  await ordersFailed.getByRole('button', { name: 'Try again' }).click();
  await expect(ordersFailed).toBeHidden();
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect(errors).toEqual([]);
});

test('a hanging API for a guest: the page at once, then at the first timeout its failure with Try again, which loads it', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.clock.install();
  let hanging = true;
  await page.route('**/api/**', (route) => (hanging ? undefined : route.continue()));
  const tokenAsked = page.waitForRequest('**/api/front/anonymous_token');
  // A page the build did not prerender, whose content comes from the API (a prerendered one carries its content).
  await page.goto('/about-us');
  // The app is on screen without waiting for the guest's token: the page says it is loading.
  await expect(page.getByRole('status').filter({ hasText: 'Loading the page…' })).toBeVisible();
  await tokenAsked;
  await page.clock.fastForward(timeoutMs);
  const failure = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the page…' })).toBeHidden();
  await expect(page).toHaveURL('/about-us');

  hanging = false;
  const tokenAgain = page.waitForRequest('**/api/front/anonymous_token');
  await failure.getByRole('button', { name: 'Try again' }).click();
  // A token first (a call without one would be refused and send the guest to the root), then the page.
  await tokenAgain;
  await expect(failure).toBeHidden();
  await expect(page.locator('article[data-template]')).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('.cms-zone').first()).toBeVisible();
  await expect(page).toHaveURL('/about-us');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect(errors).toEqual([]);
});
