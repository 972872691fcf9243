// requirements §2.4 in the browser: history back navigation is debounced by 500 ms — the browser's own back button
// too, not only the app's "Back" links. Two backs within 500 ms move one step; a back after that moves again.
import { expect, test } from './fixtures';
import { createMember, signIn } from './support/accounts';

test('two browser backs within 500 ms go back one page only', async ({ page, request }) => {
  await signIn(page, request, await createMember(request));
  await page.clock.install();
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'My miles' }).first().click();
  await expect(page).toHaveURL('/my-miles');
  await nav.getByRole('link', { name: 'My favorites' }).first().click();
  await expect(page).toHaveURL('/my-favorites');
  // Let the debounce window of any earlier traversal pass, then press back twice at once.
  await page.clock.fastForward(1_000);
  await page.goBack({ waitUntil: 'commit' });
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL('/my-miles');
  await expect.poll(() => page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx)).toBe(1);
  await expect(page.locator('#main h1')).toBeVisible();
  // Past the window, back works again.
  await page.clock.fastForward(600);
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL('/home');
});
