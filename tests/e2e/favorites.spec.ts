// Issue 5, favorites on the real server: added through the API, named as the API names them (a gift shop item in
// the member's language, a partner), each linking to its page (property, item, partner), listed by type on
// /my-favorites, removed from the list with focus kept on the next item, a failed removal rolled back with its
// message, the empty state; axe and phone/desktop screenshots.
import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { authHeaders, createMember, signIn } from './support/accounts';
import type { Account } from './support/accounts';
import { auditPage, injectAxe } from './support/axe';
import { shoot } from './support/screenshots';

interface Hotel {
  id: number;
  name: string;
  city: string;
}

/** A member with two hotels, one product and one partner as favorites; the items as the API names them. */
async function memberWithFavorites(
  request: APIRequestContext,
): Promise<{ member: Account; hotels: Hotel[]; headers: Record<string, string>; product: string; partner: string }> {
  const member = await createMember(request);
  const headers = await authHeaders(request, member);
  const hotels = ((await (await request.get('/api/hotels_light', { headers })).json()) as Hotel[]).slice(0, 2);
  const english = { ...headers, 'accept-language': 'en' };
  const { name: product } = (await (await request.get('/api/products_light/12', { headers: english })).json()) as { name: string };
  const { name: partner } = (await (await request.get('/api/partners/3', { headers: english })).json()) as { name: string };
  for (const item of [{ type: 'product', id: 12 }, { type: 'partner', id: 3 }, ...hotels.map((h) => ({ type: 'hotel', id: h.id }))]) {
    const response = await request.post('/api/favorites', { headers, data: item });
    expect(response.status(), await response.text()).toBe(201);
  }
  return { member, hotels, headers, product, partner };
}

test('the list by type; removing keeps focus on the next item, then the title when the list is empty', async ({ page, request }) => {
  const { member, hotels, headers, product, partner } = await memberWithFavorites(request);
  const [newest, older] = [hotels[1], hotels[0]] as [Hotel, Hotel]; // newest first
  await signIn(page, request, member);
  // Reached from the member menu.
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My favorites' }).click();
  await expect(page).toHaveURL('/my-favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'My favorites' })).toBeVisible();
  const hotelGroup = page.getByRole('region', { name: 'Hotels (2)' });
  await expect(hotelGroup.getByRole('listitem')).toHaveCount(2);
  await expect(hotelGroup.getByRole('listitem').first()).toContainText(newest.name);
  await expect(hotelGroup.getByRole('listitem').first()).toContainText(newest.city);
  // Each item by its name, linked to its page: the property, the gift shop item, the partner.
  await expect(hotelGroup.getByRole('link', { name: newest.name })).toHaveAttribute('href', `/hotels/${newest.id}`);
  const products = page.getByRole('region', { name: 'Gift shop items (1)' });
  await expect(products.getByRole('link', { name: product })).toHaveAttribute('href', '/exchange-my-miles/details/12');
  await expect(products).not.toContainText('ref. 12');
  const partners = page.getByRole('region', { name: 'Partners (1)' });
  await expect(partners.getByRole('link', { name: partner })).toHaveAttribute('href', '/discover/partners/3');
  await expect(page.locator('.favorites__groups').getByRole('link')).toHaveCount(4);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Hotels (2)', 'Gift shop items (1)', 'Partners (1)']);
  await injectAxe(page);
  expect(await auditPage(page)).toEqual([]);
  await shoot(page, 'favorites-list');

  await page.getByRole('button', { name: `Remove ${newest.name} from my favorites` }).click();
  await expect(page.getByRole('button', { name: `Remove ${older.name} from my favorites` })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Hotels (1)' })).not.toContainText(newest.name);
  await expect(page.getByRole('status').filter({ hasText: `${newest.name} has been removed from your favorites.` })).toHaveCount(1);
  const saved = async () =>
    ((await (await request.get('/api/favorites', { headers })).json()) as { type: string; id: number }[])
      .map((f) => `${f.type}:${f.id}`)
      .sort();
  expect(await saved()).toEqual([`hotel:${older.id}`, 'partner:3', 'product:12']);

  // With the keyboard: the focused button is activated with Enter; the last item hands focus back up.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Remove ${product} from my favorites` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Remove ${partner} from my favorites` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'My favorites' })).toBeFocused();
  // The empty state says where the "Add to my favorites" buttons are.
  await expect(page.locator('.favorites__empty')).toHaveText(
    'You have no favorites yet. Add them with “Add to my favorites” on the hotel, gift shop and partner pages.',
  );
  // The list is optimistic: the last calls may still be on their way.
  await expect.poll(saved).toEqual([]);
  expect(await auditPage(page)).toEqual([]);
  await shoot(page, 'favorites-empty');
});

test('a removal the API refuses puts the item back, with the remove error message', async ({ page, request }) => {
  const { member, hotels } = await memberWithFavorites(request);
  const hotel = hotels[1] as Hotel;
  await signIn(page, request, member);
  await page.route('**/api/favorites/**', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 422,
            message: 'This item could not be removed from your favorites.',
            key: 'favorite_remove_failed',
          }),
        })
      : route.continue(),
  );
  await page.goto('/my-favorites');
  await page.getByRole('button', { name: `Remove ${hotel.name} from my favorites` }).click();
  await expect(page.getByRole('alert')).toContainText(`${hotel.name} could not be removed from your favorites. Please try again.`);
  await expect(page.getByRole('region', { name: 'Hotels (2)' }).getByRole('listitem').first()).toContainText(hotel.name);
  await expect(page.getByRole('button', { name: `Remove ${hotel.name} from my favorites` })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'has been removed' })).toHaveCount(0);
  await injectAxe(page);
  expect(await auditPage(page)).toEqual([]);
  await shoot(page, 'favorites-error');
  await page.getByRole('button', { name: 'Close this message' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the favorites cannot be loaded: a message and "Try again"; then the empty state in French', async ({ page, request }) => {
  await signIn(page, request, await createMember(request));
  let fail = true;
  await page.route('**/api/favorites', (route) =>
    fail
      ? route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ code: 429, message: 'Too many requests.', key: 'too_many_requests' }),
        })
      : route.continue(),
  );
  await page.goto('/my-favorites');
  await expect(page.getByRole('alert')).toContainText('Your favorites could not be loaded.');
  await injectAxe(page);
  expect(await auditPage(page)).toEqual([]);
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('You have no favorites yet.')).toBeVisible();
  await page.getByLabel('Language').selectOption('fr-be');
  await expect(page.locator('.favorites__empty')).toHaveText(
    'Vous n’avez pas encore de favoris. Ajoutez-les avec « Ajouter à mes favoris » sur les pages des hôtels, de la boutique cadeaux et des partenaires.',
  );
});

test('a gift shop item’s name follows the member’s language', async ({ page, request }) => {
  const member = await createMember(request);
  const headers = await authHeaders(request, member);
  expect((await request.post('/api/favorites', { headers, data: { type: 'product', id: 12 } })).status()).toBe(201);
  const nameIn = async (language: string) =>
    (
      (await (await request.get('/api/products_light/12', { headers: { ...headers, 'accept-language': language } })).json()) as {
        name: string;
      }
    ).name;
  const [english, french] = [await nameIn('en'), await nameIn('fr-be')];
  expect(french).not.toBe(english);
  await signIn(page, request, member);
  await page.goto('/my-favorites');
  const products = page.locator('.favorites-group');
  await expect(products.getByRole('link', { name: english })).toBeVisible();
  await page.getByLabel('Language').selectOption('fr-be');
  await expect(products.getByRole('link', { name: french })).toBeVisible();
  await expect(products).not.toContainText(english);
});
