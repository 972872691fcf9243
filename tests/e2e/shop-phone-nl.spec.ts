// The gift shop's grid on a 360 px phone in Belgian Dutch, whose words are long ("Set espressokopjes", "Aan mijn
// favorieten toevoegen"): nothing in a product card spills out of its box, the favourite control fits and keeps
// its accessible name (with the product's name), and a long name is set to be hyphenated by the browser in the
// page's language (hyphens: auto under <html lang="nl-be">). Whether a hyphen shows depends on the browser having
// a Dutch dictionary (this Chromium on Linux has none, so it still breaks the word where it must): the test holds
// the conditions and that nothing overflows.
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { authHeaders, createMember, signIn } from './support/accounts';
import { axeAudit } from './support/axe';

const phone = { width: 360, height: 740 };

/** Elements of a card whose content is wider than their own box, or that reach outside the card. */
async function overflowing(card: Locator): Promise<string[]> {
  return card.evaluate((root) => {
    const box = root.getBoundingClientRect();
    return [root, ...root.querySelectorAll<HTMLElement>('*')]
      .filter((node) => node.getClientRects().length > 0 && !node.closest('.visually-hidden'))
      .filter((node) => {
        const rect = node.getBoundingClientRect();
        return node.scrollWidth > node.clientWidth + 1 || rect.left < box.left - 1 || rect.right > box.right + 1;
      })
      .map((node) => `${node.tagName.toLowerCase()}.${String(node.className)} scroll=${node.scrollWidth} client=${node.clientWidth}`);
  });
}

test('shop grid at 360 px in nl-be: cards keep their content inside, the favourite control fits with its name, long names hyphenate', async ({
  page,
  request,
}) => {
  await page.setViewportSize(phone);
  await page.addInitScript(() => localStorage.setItem('language_logged', 'nl-be'));
  await signIn(page, request);
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

  // The favourite control: an accessible name that says what it does and to which product, and ready to press.
  const favourite = espresso.getByRole('button', { name: 'Aan mijn favorieten toevoegen: Set espressokopjes' });
  await expect(favourite).toBeVisible();
  await expect(favourite).not.toHaveAttribute('aria-disabled', 'true');
  await espresso.scrollIntoViewIfNeeded();

  // The heart-only buttons are named controls for the accessibility engine too.
  expect(await axeAudit(page)).toEqual([]);

  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    // Added or not (the demo member has favourites), it says so with the product's name.
    const productName = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await expect(
      card
        .getByRole('button', { name: `Aan mijn favorieten toevoegen: ${productName}` })
        .or(card.getByRole('button', { name: `Uit mijn favorieten verwijderen: ${productName}` })),
    ).toBeVisible();
    expect(await overflowing(card), `card ${i + 1}: ${productName}`).toEqual([]);
  }
});

test('the basket at 360 px in nl-be: a line with a long name keeps its quantity field and its button inside, nothing scrolls sideways', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const headers = await authHeaders(request, member);
  const stats = (await (await request.get('/api/users_stats', { headers })).json()) as { basket_id: number };
  // Noise-cancelling headphones: "Koptelefoon met ruisonderdrukking", one of the longest Dutch names of the shop.
  const products = (await (await request.get('/api/products_light', { headers })).json()) as {
    id: number;
    name: string;
    variants: unknown[];
  }[];
  const headphones = products.find((p) => p.name === 'Noise-cancelling headphones' && p.variants.length === 0);
  expect(headphones).toBeDefined();
  const added = await request.patch(`/api/baskets/${stats.basket_id}/add_product`, {
    headers,
    data: { product: headphones?.id, quantity: 2 },
  });
  expect(added.status(), await added.text()).toBe(200);

  await page.setViewportSize(phone);
  await page.addInitScript(() => localStorage.setItem('language_logged', 'nl-be'));
  await signIn(page, request, member);
  await page.goto('/basket');
  const line = page.locator('.basket-line').filter({ hasText: 'Koptelefoon met ruisonderdrukking' });
  await expect(line).toBeVisible();
  expect(await overflowing(line)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  expect((await line.getByRole('textbox').boundingBox())?.height).toBeGreaterThanOrEqual(44);
});
