// The gift shop on a 360 px phone in Belgian Dutch, whose words are long ("Set espressokopjes", "Aan mijn
// favorieten toevoegen", "Koptelefoon met ruisonderdrukking"), as a fresh member with a gift in the basket and one
// of the first gifts among the favourites (both labels of the favourite control shown): nothing in a product card
// spills out of its box, the favourite control fits with its accessible name (with the product's name), a long name
// is set to be hyphenated by the browser in the page's language (hyphens: auto under <html lang="nl-be">); a basket
// line with a long name keeps its quantity field and its button inside, also when a quantity is refused (the field
// stays where it was, on a desktop too), and no page scrolls sideways. Whether a
// hyphen shows depends on the browser having a Dutch dictionary (this Chromium on Linux has none, so it still breaks
// the word where it must): the test holds the conditions and that nothing overflows. That every card's control names
// its product is proven in tests/integration/journeys/favorites.test.tsx.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { authHeaders, createMember, signIn } from './support/accounts';
import { axeAudit, navigateInApp } from './support/axe';
import { putInBasket } from './support/basket';

const phone = { width: 360, height: 740 };

/** Elements of each box whose content is wider than their own box, or that reach outside the box, by box. */
async function overflowing(boxes: Locator): Promise<Record<string, string[]>> {
  const found = await boxes.evaluateAll((roots) =>
    roots.map((root) => {
      const box = root.getBoundingClientRect();
      const problems = [root, ...root.querySelectorAll<HTMLElement>('*')]
        .filter((node) => node.getClientRects().length > 0 && !node.closest('.visually-hidden, .form-visually-hidden'))
        .filter((node) => {
          const rect = node.getBoundingClientRect();
          return node.scrollWidth > node.clientWidth + 1 || rect.left < box.left - 1 || rect.right > box.right + 1;
        })
        .map((node) => `${node.tagName.toLowerCase()}.${String(node.className)} scroll=${node.scrollWidth} client=${node.clientWidth}`);
      return [root.querySelector('h2, .basket-line__name')?.textContent ?? '?', problems] as const;
    }),
  );
  return Object.fromEntries(found.filter(([, problems]) => problems.length > 0));
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('the shop at 360 px in nl-be: grid cards keep their content inside, the favourite control fits with its name, long names hyphenate; a basket line keeps its field and button inside', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const headers = await authHeaders(request, member);
  // Noise-cancelling headphones: "Koptelefoon met ruisonderdrukking", one of the longest Dutch names of the shop.
  const products = (await (await request.get('/api/products_light', { headers })).json()) as {
    id: number;
    name: string;
    variants: unknown[];
  }[];
  const headphones = products.find((p) => p.name === 'Noise-cancelling headphones' && p.variants.length === 0);
  if (!headphones) throw new Error('the headphones expected');
  // Two of them in the basket, and a gift with a short name ("Set espressokopjes"), whose line's refusal is wider
  // than its label.
  await putInBasket(request, headers, { product: headphones.id, quantity: 2 }, { product: 1, quantity: 1 });
  // The grid's first gift besides the espresso cups (the grid lists the API's order) among the favourites, by its Dutch name.
  const dutch = (await (await request.get('/api/products_light', { headers: { ...headers, 'accept-language': 'nl-be' } })).json()) as {
    id: number;
    name: string;
  }[];
  const liked = dutch.find((p) => p.name !== 'Set espressokopjes');
  if (!liked) throw new Error('a gift besides the espresso cups expected');
  const favourite = await request.post('/api/favorites', { headers, data: { type: 'product', id: liked.id } });
  expect(favourite.status(), await favourite.text()).toBe(201);

  await page.setViewportSize(phone);
  await page.addInitScript(() => localStorage.setItem('language_logged', 'nl-be'));
  await signIn(page, request, member);
  await page.goto('/exchange-my-miles/gift-shop/all');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  // The page's language is the one hyphenation follows.
  await expect(page.locator('html')).toHaveAttribute('lang', /^nl-be$/i);

  const espresso = cards.filter({ hasText: 'Set espressokopjes' });
  await expect(espresso).toHaveCount(1);
  const name = espresso.getByRole('heading', { level: 2 });
  await expect(name).toHaveCSS('hyphens', 'auto');
  expect(await name.evaluate((el) => el.closest('[lang]')?.getAttribute('lang')?.toLowerCase())).toBe('nl-be');

  // The favourite control, in both its states: an accessible name that says what it does and to which product.
  const add = espresso.getByRole('button', { name: 'Aan mijn favorieten toevoegen: Set espressokopjes' });
  await expect(add).toBeVisible();
  await expect(add).not.toHaveAttribute('aria-disabled', 'true');
  const remove = page.getByRole('button', { name: `Uit mijn favorieten verwijderen: ${liked.name}` });
  await expect(remove).toBeVisible();
  await espresso.scrollIntoViewIfNeeded();

  // The heart-only buttons are named controls for the accessibility engine too, and its target sizes hold here.
  expect(await axeAudit(page)).toEqual([]);
  expect(await cards.count()).toBeGreaterThan(1);
  expect(await overflowing(cards)).toEqual({});
  expect(await scrollsSideways(page)).toBe(false);

  await navigateInApp(page, '/basket');
  const line = page.locator('.basket-line').filter({ hasText: 'Koptelefoon met ruisonderdrukking' });
  await expect(line).toBeVisible();
  expect(await overflowing(line)).toEqual({});
  expect(await scrollsSideways(page)).toBe(false);
  expect((await line.getByRole('spinbutton').boundingBox())?.height).toBeGreaterThanOrEqual(44);

  // A refused quantity is said under the field and its button: the field the member just used does not move, on the
  // phone and on a desktop, where the line's columns sit side by side.
  const short = page.locator('.basket-line').filter({ hasText: 'Set espressokopjes' });
  for (const viewport of [phone, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    const quantity = short.getByRole('spinbutton');
    const before = await quantity.boundingBox();
    await quantity.fill('0');
    await quantity.press('Enter');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(await quantity.boundingBox()).toEqual(before);
    expect(await overflowing(short)).toEqual({});
    // The quantity it had, sent again: the refusal goes.
    await quantity.fill('1');
    await quantity.press('Enter');
    await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
  }
});
