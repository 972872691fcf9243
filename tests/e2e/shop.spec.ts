// The gift shop in the browser against the real server, as the demo member: a filtered address shows the grid the
// API lists for that filter; one order end to end (a voucher's value and a partner's points with the loyalty number
// into the basket, a quantity changed and a line removed, submitted): the header's balance drops by exactly the
// total, the basket is empty, the order is in /my-orders and its `order` line in the history. Axe on every page it
// shows. The shop's behaviour (filters in the address, paging, a product's rules, the basket's pending lines and
// refusals, a balance too low, the ideal gift) is proven in tests/integration/journeys/shop-order.test.tsx.
import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { authHeaders, demo, signIn } from './support/accounts';
import { auditPage, injectAxe } from './support/axe';

const nbsp = (n: number) => new Intl.NumberFormat('en-GB').format(n).replace(/,/g, '\u00a0');
const SHOP = '/exchange-my-miles/gift-shop';

interface Category {
  id: number;
  slug: string;
  name: string;
}
interface Product {
  id: number;
  name: string;
  price: number;
  kind: string;
  categories: number[];
  variants: { id: number; name: string; price: number }[];
  extraSchema: { properties: Record<string, { pattern: string }> } | null;
  priceComponents: { minimumQuantity?: number };
}
interface Basket {
  id: number;
  items: { id: number; product: { id: number } }[];
  total_miles: number;
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/${path}`, { headers: await authHeaders(request, demo) });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

async function stats(request: APIRequestContext) {
  return api<{ points: number[]; basket: number; basket_id: number }>(request, 'users_stats');
}

/** The demo member's basket emptied through the API (the e2e runs share the account). */
async function emptyBasket(request: APIRequestContext) {
  const { basket_id } = await stats(request);
  const basket = await api<Basket>(request, `baskets/${basket_id}`);
  const headers = await authHeaders(request, demo);
  for (const item of basket.items) await request.delete(`/api/basket_items/${item.id}`, { headers });
}

async function audit(page: Page) {
  await injectAxe(page);
  expect(await auditPage(page)).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

// The grid, the exchange home and the ideal gift, loaded for the demo member, are audited with every member page
// (a11y-engines.spec.ts).
test('a filtered address shows the gifts the API lists for it; the empty state and an unknown product pass axe', async ({
  page,
  request,
}) => {
  const categories = await api<Category[]>(request, 'product_categories_light');
  const [first, second] = categories.filter((c) => ['home', 'tech'].includes(c.slug));
  if (!first || !second) throw new Error('home and tech categories expected');
  const ids = [first.id, second.id].sort((a, b) => a - b).join(',');
  const expected = await api<Product[]>(
    request,
    `products_light?category[]=${first.id}&category[]=${second.id}&price[gte]=3000&price[lte]=6000`,
  );
  expect(expected.length).toBeGreaterThan(0);

  await signIn(page, request, demo);
  // The page's filter reaches the API as the API reads it: the same gifts, in the same order.
  await page.goto(`${SHOP}/${ids}/3000/6000`);
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(expected.length);
  await expect(cards.first()).toContainText(expected[0]?.name ?? '');
  await expect(page.getByRole('checkbox', { name: first.name })).toBeChecked();

  await page.goto(`${SHOP}/${first.id}/0/1`);
  await expect(page.getByTestId('shop-empty')).toBeVisible();
  await audit(page);

  await test.step('exchange home, ideal gift (what is missing) and an unknown product', async () => {
    await page.goto('/exchange-my-miles');
    await expect(page.getByTestId('exchange-balance')).toContainText('miles');
    await page.goto('/exchange-my-miles/ideal-gift');
    const access = await api<{ access: boolean; missing_miles: number }>(request, 'ideal_gifts_check_access');
    if (!access.access) await expect(page.getByTestId('ideal-gift-missing')).toBeVisible();
    else await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.goto('/exchange-my-miles/details/99999');
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await audit(page);
  });
});

test('an order end to end: a voucher value and partner points, a quantity, a removal, submitted; the balance, My orders, the history', async ({
  page,
  request,
}) => {
  await emptyBasket(request);
  const products = await api<Product[]>(request, 'products_light');
  const voucher = products.find((p) => p.kind === 'voucher' && p.variants.length >= 3);
  const points = products.find((p) => p.extraSchema !== null && p.kind === 'points');
  if (!voucher || !points) throw new Error('a voucher with values and a points product expected');
  const variant = voucher.variants[1];
  if (!variant) throw new Error('variant');
  const digits = Number(/\{(\d+)\}/.exec(points.extraSchema?.properties.loyalty_number?.pattern ?? '')?.[1] ?? '8');
  const before = await stats(request);

  await signIn(page, request, demo);
  await page.goto(`/exchange-my-miles/details/${voucher.id}`);
  await expect(page.getByRole('heading', { level: 1, name: voucher.name })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(variant.name) }).check();
  await audit(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to your basket.')).toBeVisible();
  await expect(page.getByTestId('header-basket')).toHaveText(`Basket (${before.basket + 1})`);

  await page.goto(`/exchange-my-miles/details/${points.id}`);
  await expect(page.getByRole('heading', { level: 1, name: points.name })).toBeVisible();
  // Opened directly, the page's fields have the portal's look, targets of at least 44 px.
  for (const field of [page.locator('#product-quantity'), page.getByLabel('Your partner loyalty number')])
    expect((await field.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await page.getByLabel('Your partner loyalty number').fill('1'.repeat(digits));
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to your basket.')).toBeVisible();
  await expect(page.getByTestId('header-basket')).toHaveText(`Basket (${before.basket + 2})`);

  await page.goto('/basket');
  const lines = page.getByTestId('basket-line');
  await expect(lines).toHaveCount(2);
  await audit(page);
  const voucherLine = lines.filter({ hasText: voucher.name });
  const pointsLine = lines.filter({ hasText: points.name });
  // The loyalty number the page sent is stored with the line, and comes back on it.
  await expect(pointsLine).toContainText('1'.repeat(digits));

  await voucherLine.getByRole('textbox').fill('2');
  await voucherLine.getByRole('button', { name: /Update/ }).click();
  await expect(page.getByTestId('header-basket')).toHaveText(`Basket (${before.basket + 3})`);
  await pointsLine.getByRole('button', { name: `Remove ${points.name}` }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId('header-basket')).toHaveText(`Basket (${before.basket + 2})`);
  const total = (await api<Basket>(request, `baskets/${before.basket_id}`)).total_miles;
  expect(total).toBe(variant.price * 2);
  await expect(page.getByTestId('basket-total')).toHaveText(`${nbsp(total)} miles`);

  await page.getByRole('button', { name: /Place my order/ }).click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  const balanceAfter = (before.points[4] ?? 0) - total;
  await expect(page.getByTestId('order-confirmation')).toContainText(`Your new balance: ${nbsp(balanceAfter)} miles.`);
  await expect(page.getByTestId('main-balance')).toContainText(nbsp(balanceAfter));
  await expect(page.getByTestId('header-basket')).toHaveText('Basket (0)');
  const number = /Your order (\S+) is placed/.exec((await page.getByTestId('order-confirmation').textContent()) ?? '')?.[1];
  expect(number).toBeTruthy();

  await page.getByRole('link', { name: 'See my orders' }).click();
  await expect(page.getByTestId('order').first()).toContainText(`Order ${number}`);
  await audit(page);
  const history = await api<{ items: { type: string; amount: number; label: string }[] }>(request, 'points_history?limit=5');
  const line = history.items.find((m) => m.type === 'order' && m.label.includes(number ?? '?'));
  expect(line?.amount).toBe(-total);
  await page.goto('/basket');
  await expect(page.getByTestId('basket-empty')).toBeVisible();
});

test('a partner financial service: its partner content, the request form, the receipt; not found otherwise', async ({ page, request }) => {
  const [service] = await api<Product[]>(request, 'products_light?type=6');
  const gift = (await api<Product[]>(request, 'products_light')).find((p) => p.kind === 'physical');
  if (!service || !gift) throw new Error('a financial service and a gift expected');
  await signIn(page, request, demo);
  await page.goto(`/exchange-my-miles/details/${service.id}`);
  await page.getByTestId('financial-link').click();
  await expect(page).toHaveURL(`/exchange-my-miles/details/${service.id}/financial-service`);
  await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^About / })).toBeVisible();
  await expect(page.getByTestId('partner-content')).toContainText('since');
  await audit(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The form's own rules first (schema form: consent and phone), then a request that goes through.
  await page.getByRole('button', { name: 'Send my request' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByLabel(/I agree that the partner contacts me/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Phone/).fill('+32 2 123 45 67');
  await page.getByLabel(/When may the partner call you/).selectOption({ label: 'In the evening (17:00–20:00)' });
  await page.getByLabel(/I agree that the partner contacts me/).check();
  await page.getByRole('button', { name: 'Send my request' }).click();
  const receipt = page.getByTestId('financial-receipt');
  await expect(receipt).toBeVisible();
  const reference = /request (FS-\d{6})/.exec((await receipt.textContent()) ?? '')?.[1];
  expect(reference).toBeTruthy();
  await audit(page);
  const id = Number(reference?.slice(3));
  const stored = await api<{ reference: string; contact_time: string; product: { id: number } }>(
    request,
    `financial_service_requests/${id}`,
  );
  expect(stored).toMatchObject({ reference, contact_time: 'evening', product: { id: service.id } });
  await page.getByRole('button', { name: 'Send another request' }).click();
  await expect(page.getByRole('button', { name: 'Send my request' })).toBeVisible();

  // A gift is not a financial service; an unknown id neither: "Product not found" with the way back.
  for (const id of [gift.id, 99_999]) {
    await page.goto(`/exchange-my-miles/details/${id}/financial-service`);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the gift shop' })).toBeVisible();
  }
  await audit(page);
});
