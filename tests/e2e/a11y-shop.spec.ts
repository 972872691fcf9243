// Both engines (axe WCAG 2.2 AA + IBM Equal Access, support/axe.ts) on the shop pages' error and empty states,
// each state once (a language changes a state's texts, not its structure: a11y-states-member.spec.ts says how the
// states are spread over the languages). Each page's own data call answers 500 (support/states.ts), the rest runs
// against the real server, with the translated failure and a retry that really loads the page again; the empty
// states as a fresh member; and the keyboard-only journey "add to basket and submit" as a fresh member given miles
// by a real claim (a stay that ended more than the 7 pending days ago: valid at once).
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, createMember, demo, signIn, type Account } from './support/accounts';
import { expectFocusWithin, tabTo } from './support/keyboard';
import { expect, failCall, open, test, useMemberSession } from './support/states';
import en from '../../config/locales/en.json' with { type: 'json' };
import fr from '../../config/locales/fr-be.json' with { type: 'json' };
import nl from '../../config/locales/nl-be.json' with { type: 'json' };

const locales = { en, 'fr-be': fr, 'nl-be': nl };
type Locale = typeof en;

interface ProductLight {
  id: number;
  name: string;
  price: number;
  kind: string;
  variants: unknown[];
  extraSchema: unknown;
  priceComponents: { minimumQuantity?: number };
}

async function api<T>(request: APIRequestContext, account: Account, path: string): Promise<T> {
  const { token } = await apiLogin(request, account);
  const response = await request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** Each page, the call it loads its data with, its failure text, and what shows once a retry succeeds. */
function failingPages(productId: number, financialId: number, locale: Locale) {
  return [
    {
      path: '/exchange-my-miles/gift-shop/all',
      call: 'products_light',
      message: locale.shop.failed,
      loaded: '[data-testid="product-card"], [data-testid="shop-empty"]',
    },
    {
      path: `/exchange-my-miles/details/${productId}`,
      call: new RegExp(`/api/products_light/${productId}(?:\\?|$)`),
      message: locale.shop.product.failed,
      loaded: '[data-testid="product-price"]',
    },
    {
      path: `/exchange-my-miles/details/${financialId}/financial-service`,
      call: new RegExp(`/api/products_light/${financialId}(?:\\?|$)`),
      message: locale.shop.financial.failed,
      loaded: '[data-testid="product-price"]',
    },
    {
      // The partner's content fails alone: the product and its request form still work around it.
      path: `/exchange-my-miles/details/${financialId}/financial-service`,
      call: /\/api\/page_content\?.*discover%2Fpartners/,
      message: locale.shop.financial.partnerFailed,
      loaded: '[data-testid="partner-content"]',
    },
    {
      path: '/basket',
      call: /\/api\/baskets\/\d+(?:\?|$)/,
      message: locale.shop.basket.failed,
      loaded: '[data-testid="basket-line"], [data-testid="basket-empty"]',
    },
    {
      path: '/my-orders',
      call: 'orders',
      message: locale.shop.orders.failed,
      loaded: '[data-testid="order"], [data-testid="orders-empty"]',
    },
    {
      path: '/exchange-my-miles/ideal-gift',
      call: 'ideal_gifts_check_access',
      message: locale.shop.ideal.failed,
      loaded: '[data-testid="product-card"], [data-testid="ideal-gift-missing"]',
    },
  ];
}

async function signInAs(page: Page, request: APIRequestContext, account: Account, language: string): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('language_logged', lang), language);
  await signIn(page, request, account);
}

test.describe('shop states', () => {
  test('both engines: shop pages whose data call fails show a translated failure and a working retry, fr-be', async ({
    page,
    request,
    audit,
  }) => {
    const language = 'fr-be';
    const locale = locales[language];
    const [product] = await api<ProductLight[]>(request, demo, 'products_light');
    const [financial] = await api<ProductLight[]>(request, demo, 'products_light?type=6');
    if (!product || !financial) throw new Error('the seed has no product or no financial service');
    await signInAs(page, request, demo, language);
    for (const { path, call, message, loaded } of failingPages(product.id, financial.id, locale)) {
      const release = await failCall(page, call, 500);
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const failure = page.getByRole('alert').filter({ hasText: message });
      await expect(failure).toBeVisible();
      const retry = failure.getByRole('button', { name: locale.data.retry, exact: true });
      await expect(retry).toBeVisible();
      await audit(`${path} with ${String(call)} 500`);
      // The retry is a real one: with the call let through, the same page loads its data in place.
      await release();
      await retry.press('Enter');
      await expect(page.locator(loaded).first()).toBeVisible();
      await expect(failure).toHaveCount(0);
    }
  });

  test('both engines: shop pages of a fresh member (empty basket, no orders, ideal gift out of reach), en', async ({
    page,
    emptyMember,
    audit,
  }) => {
    const locale = locales.en;
    await useMemberSession(page, emptyMember, 'en');
    await open(page, '/basket');
    await expect(page.getByTestId('basket-empty')).toContainText(locale.shop.basket.empty);
    await audit('basket empty');
    await open(page, '/my-orders');
    await expect(page.getByTestId('orders-empty')).toContainText(locale.shop.orders.empty);
    await audit('my-orders empty');
    await open(page, '/exchange-my-miles/ideal-gift');
    await expect(page.getByTestId('ideal-gift-missing')).toBeVisible();
    await audit('ideal-gift out of reach');
    await open(page, '/exchange-my-miles');
    await audit('exchange home, no miles');
  });
});

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Real miles for a member: stays of 70 nights that ended 15 days ago, claimed (valid since check-out + 7 days). */
async function giveMiles(request: APIRequestContext, account: Account, atLeast: number): Promise<void> {
  const { token } = await apiLogin(request, account);
  for (let given = 0; given < atLeast;) {
    const booking = (await (
      await request.post('/api/dev/bookings', { data: { check_in: isoDay(-85), check_out: isoDay(-15) } })
    ).json()) as Record<string, string | number>;
    const { booking_number, cf_number, property, guest_firstname, guest_lastname, check_in, check_out } = booking;
    const claimed = await request.post('/api/booking_claims', {
      headers: { Authorization: `Bearer ${token}` },
      data: { booking_number, cf_number, property, guest_firstname, guest_lastname, check_in, check_out, source: 'gds' },
    });
    expect(claimed.status(), await claimed.text()).toBe(201);
    given += ((await claimed.json()) as { miles: number }).miles;
  }
}

test('keyboard only: add a gift to the basket, open the basket, submit; focus follows every outcome', async ({ page, request }) => {
  const member = await createMember(request);
  // A gift the basket can take without a delivery address or extra fields (physical gifts need an address).
  const products = await api<ProductLight[]>(request, member, 'products_light');
  const gift = products
    .filter((p) => p.kind !== 'physical' && p.extraSchema === null)
    .sort((a, b) => a.price * (a.priceComponents.minimumQuantity ?? 1) - b.price * (b.priceComponents.minimumQuantity ?? 1))[0];
  if (!gift) throw new Error('a gift without address or extra fields expected');
  await giveMiles(request, member, gift.price * (gift.priceComponents.minimumQuantity ?? 1));
  await signIn(page, request, member);

  await page.goto(`/exchange-my-miles/details/${gift.id}`);
  await expect(page.getByRole('heading', { level: 1, name: gift.name })).toBeVisible();
  await tabTo(page, page.getByLabel('Quantity'), 80);
  const add = page.getByRole('button', { name: 'Add to basket' });
  await tabTo(page, add, gift.variants.length ? 3 : 2);
  await page.keyboard.press('Enter');
  // The outcome has focus (not the button left behind): the next Tab reaches the basket link inside it.
  const added = page.locator('p').filter({ hasText: 'Added to your basket.' });
  await expectFocusWithin(page, added);
  await expect(page.getByTestId('header-basket')).toHaveText('Basket (1)');
  const seeBasket = added.getByRole('link', { name: 'See my basket' });
  // The basket page reads the basket again on opening; held, as on a slow line, until "Place my order" has been
  // pressed while that read is under way: the press is kept and the order leaves once the basket is there.
  let releaseRead: () => void = () => undefined;
  const readReleased = new Promise<void>((resolve) => (releaseRead = resolve));
  await page.route('**/api/baskets/*', async (route) => {
    if (route.request().method() === 'GET') await readReleased;
    await route.continue();
  });
  await tabTo(page, seeBasket, 2);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/basket');
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  await expect(page.getByTestId('basket-line')).toContainText(gift.name);
  await expectFocusWithin(page, page.locator('#main'));
  await tabTo(page, page.getByRole('button', { name: /Place my order/ }), 20);
  await page.keyboard.press('Enter');
  releaseRead();
  // The submit button is gone with the basket: focus is on the confirmation, which names the order.
  const confirmation = page.getByTestId('order-confirmation');
  await expectFocusWithin(page, confirmation);
  const number = /Your order (\S+) is placed/.exec((await confirmation.textContent()) ?? '')?.[1];
  expect(number).toBeTruthy();
  const orders = await api<{ items?: { number: string }[] } | { number: string }[]>(request, member, 'orders');
  expect(JSON.stringify(orders)).toContain(number ?? '?');
  await tabTo(page, page.getByRole('link', { name: 'See my orders' }), 2);
});
