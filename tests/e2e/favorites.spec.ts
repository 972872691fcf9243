// Favorites on the real server: a gift added from its page is stored and listed on /my-favorites (a data list per
// kind) beside the ones the API already keeps (hotels, a partner), each by the name the API gives it; removals by
// click and by keyboard are stored, the focus moving to the next item and then to its kind's heading, down to each
// empty state. Both engines on a removal the API refuses (the item kept with its message) and on the emptied page;
// the list that cannot be loaded is audited by both engines in a11y-states-member.spec.ts. What the page does with
// each answer (the kinds and links, a refused removal, the gift's own page hearing of its removal, a refused
// addition, Try again, French) is proven in tests/integration/journeys/favorites.test.tsx.
import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { authHeaders, createMember, signIn } from './support/accounts';
import type { Account } from './support/accounts';
import { auditPage, navigateInApp } from './support/axe';

interface Hotel {
  id: number;
  name: string;
  city: string;
}

/** A member with two hotels and one partner as favorites, stored through the API; gift 12 and the partner as the API names them. */
async function memberWithFavorites(
  request: APIRequestContext,
): Promise<{ member: Account; hotels: Hotel[]; headers: Record<string, string>; product: string; partner: string }> {
  const member = await createMember(request);
  const headers = await authHeaders(request, member);
  const hotels = ((await (await request.get('/api/hotels_light', { headers })).json()) as Hotel[]).slice(0, 2);
  const english = { ...headers, 'accept-language': 'en' };
  const { name: product } = (await (await request.get('/api/products_light/12', { headers: english })).json()) as { name: string };
  const { name: partner } = (await (await request.get('/api/partners/3', { headers: english })).json()) as { name: string };
  for (const item of [{ type: 'partner', id: 3 }, ...hotels.map((h) => ({ type: 'hotel', id: h.id }))]) {
    const response = await request.post('/api/favorites', { headers, data: item });
    expect(response.status(), await response.text()).toBe(201);
  }
  return { member, hotels, headers, product, partner };
}

test('a gift added on its page is kept and listed with the others; removals by click and keyboard are stored, a refused one is said, down to the empty state', async ({
  page,
  request,
}) => {
  const { member, hotels, headers, product, partner } = await memberWithFavorites(request);
  const [newest, older] = [hotels[1], hotels[0]] as [Hotel, Hotel]; // newest first
  const saved = async () =>
    ((await (await request.get('/api/favorites', { headers })).json()) as { type: string; id: number }[])
      .map((f) => `${f.type}:${f.id}`)
      .sort();
  // The refusal's route is in place before the page loads and refuses when the test arms it: added (with
  // `times: 1`) just before the press, it once let the refused removal reach the server.
  let refuseNextRemoval = false;
  await page.route('**/api/favorites/**', (route) => {
    if (route.request().method() !== 'DELETE' || !refuseNextRemoval) return route.continue();
    refuseNextRemoval = false;
    return route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ code: 422, message: 'This item could not be removed from your favorites.', key: 'favorite_remove_failed' }),
    });
  });
  await signIn(page, request, member);

  await page.goto('/exchange-my-miles/details/12');
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  const add = page.getByRole('button', { name: `Add to my favorites: ${product}` });
  await expect(add).not.toHaveAttribute('aria-disabled', 'true');
  await add.click();
  await expect(page.getByRole('button', { name: `Remove from my favorites: ${product}` })).not.toHaveAttribute('aria-disabled', 'true');
  await expect.poll(saved).toEqual([`hotel:${older.id}`, `hotel:${newest.id}`, 'partner:3', 'product:12'].sort());

  await navigateInApp(page, '/my-favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'My favorites' })).toBeVisible();
  const hotelsList = page.getByRole('region', { name: 'Hotels' });
  await expect(hotelsList.getByRole('listitem').first()).toContainText(newest.name);
  await expect(page.getByRole('region', { name: 'Gift shop items' }).getByRole('link', { name: product })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Partners' }).getByRole('link', { name: partner })).toBeVisible();

  await page.getByRole('button', { name: `Remove ${newest.name} from my favorites` }).click();
  const removeOlder = page.getByRole('button', { name: `Remove ${older.name} from my favorites` });
  await expect(removeOlder).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: `${newest.name} has been removed from your favorites.` })).toBeAttached();
  await expect.poll(saved).toEqual([`hotel:${older.id}`, 'partner:3', 'product:12']);

  // A removal the API refuses (once): the item stays with the message, audited by both engines.
  refuseNextRemoval = true;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('This item could not be removed from your favorites. Please try again.');
  await expect(removeOlder).toBeFocused();
  expect(await auditPage(page)).toEqual([]);

  // With the keyboard: the focused button is activated with Enter; the last of a kind hands focus to its heading.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Hotels' })).toBeFocused();
  await expect(hotelsList.getByText('No hotel in your favorites yet.')).toBeVisible();
  await page.getByRole('button', { name: `Remove ${product} from my favorites` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Gift shop items' })).toBeFocused();
  await page.getByRole('button', { name: `Remove ${partner} from my favorites` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Partners' })).toBeFocused();
  await expect.poll(saved).toEqual([]);
  expect(await auditPage(page)).toEqual([]);
});
