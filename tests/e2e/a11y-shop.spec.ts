// Both engines (axe WCAG 2.2 AA + IBM Equal Access, support/axe.ts) on the shop pages' error and empty states, each
// state once, in one page load as the worker's fresh member in fr-be (a language changes a state's texts, not its
// structure: a11y-states-member.spec.ts says how the states are spread over the languages). Each page's own data
// call answers 500 (support/states.ts) while the rest runs against the real server: the translated failure with its
// retry button; then the empty states: an empty basket, no orders, the ideal gift out of reach, the exchange home
// without miles, a filter no gift matches, and My bookings (where the miles spent on hotel nights are listed). That
// each retry loads its page again is proven in tests/integration/journeys/shop-failures.test.tsx; the keyboard-only
// order in shop.spec.ts.
import type { APIRequestContext } from '@playwright/test';
import { expect, failCall, open, test, useMemberSession } from './support/states';
import frShell from '../../config/locales/fr-be/shell.json' with { type: 'json' };
import frPages from '../../config/locales/fr-be/pages.json' with { type: 'json' };

// French strings: its namespace files' groups together (`shop` and `data` are in different files).
const fr = { ...frShell, ...frPages };

interface ProductLight {
  id: number;
}

async function products(request: APIRequestContext, token: string, query = ''): Promise<ProductLight[]> {
  const response = await request.get(`/api/products_light${query}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductLight[];
}

/**
 * Each page, the call it loads its data with, and its failure text; the same page never twice in a row (each is
 * opened in the app, as a link does, without loading the page and the engines again).
 */
function failingPages(productId: number, financialId: number) {
  return [
    { path: '/exchange-my-miles/gift-shop/all', call: 'products_light', message: fr.shop.failed },
    {
      path: `/exchange-my-miles/details/${productId}`,
      call: new RegExp(`/api/products_light/${productId}(?:\\?|$)`),
      message: fr.shop.product.failed,
    },
    {
      path: `/exchange-my-miles/details/${financialId}/financial-service`,
      call: new RegExp(`/api/products_light/${financialId}(?:\\?|$)`),
      message: fr.shop.financial.failed,
    },
    { path: '/basket', call: /\/api\/baskets\/\d+(?:\?|$)/, message: fr.shop.basket.failed },
    {
      // The partner's content fails alone: the product and its request form still work around it.
      path: `/exchange-my-miles/details/${financialId}/financial-service`,
      call: /\/api\/page_content\?.*discover%2Fpartners/,
      message: fr.shop.financial.partnerFailed,
    },
    { path: '/my-orders', call: 'orders', message: fr.shop.orders.failed },
    { path: '/exchange-my-miles/ideal-gift', call: 'ideal_gifts_check_access', message: fr.shop.ideal.failed },
  ];
}

test('both engines: shop pages whose data call fails (a translated failure with its retry), then a fresh member’s empty shop, fr-be', async ({
  page,
  request,
  audit,
  emptyMember,
}) => {
  const language = 'fr-be';
  const [product] = await products(request, emptyMember.token);
  const [financial] = await products(request, emptyMember.token, '?type=6');
  if (!product || !financial) throw new Error('the seed has no product or no financial service');
  await useMemberSession(page, emptyMember, language);

  for (const { path, call, message } of failingPages(product.id, financial.id)) {
    const release = await failCall(page, call, 500);
    await open(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const failure = page.getByRole('alert').filter({ hasText: message });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('button', { name: fr.data.retry, exact: true })).toBeVisible();
    await audit(`${path} with ${String(call)} 500`);
    await release();
  }

  await open(page, '/basket');
  await expect(page.getByTestId('basket-empty')).toContainText(fr.shop.basket.empty);
  await audit('basket empty');
  await open(page, '/my-orders');
  await expect(page.getByTestId('data-empty-orders')).toContainText(fr.shop.orders.empty);
  await audit('my-orders empty');
  await open(page, '/exchange-my-miles/ideal-gift');
  await expect(page.getByTestId('ideal-gift-missing')).toBeVisible();
  await audit('ideal-gift out of reach');
  await open(page, '/exchange-my-miles');
  await audit('exchange home, no miles');
  // No gift costs 1 mile at most.
  await open(page, '/exchange-my-miles/gift-shop/all/0/1');
  await expect(page.getByTestId('shop-empty')).toContainText(fr.shop.empty);
  await audit('gift shop, no gift matches');
  await open(page, '/my-bookings');
  await expect(page.getByText(fr.myBookings.noRedemptions)).toBeVisible();
  await expect(page.getByText(fr.myBookings.noClaims)).toBeVisible();
  await audit('my-bookings empty');
});
