// The gift shop in the browser against the real server, in one journey of a fresh member given miles by real claims
// (stays that ended more than the 7 pending days ago: valid at once): one order end to end, a partner's points with
// the loyalty number and a voucher's value into the basket by mouse, a quantity changed and a line removed, then a
// gift added and the order placed by keyboard alone, focus following every outcome: the loyalty number sent is
// stored with its line, the header's balance drops by exactly the total, the basket is empty, the order is in
// /my-orders and its `order` line in the history; then a partner's financial service requested from its product
// page: the request the page sent is stored as sent. Both engines on the states only this journey shows (a product
// with values, a basket of lines, the service with its partner, the receipt). The shop's behaviour (filters in the
// address and what they ask of the API, paging, a product's rules, the basket's pending lines and refusals, a press
// kept while the basket is read again, a balance too low, the ideal gift, an unknown product) is proven in
// tests/integration/journeys/shop-order.test.tsx and tests/unit/model/shop/basket-model.test.ts; the financial
// service's form, receipt and "not found" in financial-service.test.tsx; how the API reads the filters in
// tests/api/shop-catalogue.test.ts.
import type { APIRequestContext } from '@playwright/test';
import { authHeaders, createMember, giveMiles, signIn, type Account } from './support/accounts';
import { navigateInApp } from './support/axe';
import { expectFocusWithin, tabTo } from './support/keyboard';
import { expect, open, test } from './support/states';

const nbsp = (n: number) => new Intl.NumberFormat('en-GB').format(n).replace(/,/g, '\u00a0');

interface Product {
  id: number;
  name: string;
  price: number;
  kind: string;
  variants: { id: number; name: string; price: number }[];
  extraSchema: { properties: Record<string, { pattern: string }> } | null;
  priceComponents: { minimumQuantity?: number };
}
interface Basket {
  id: number;
  total_miles: number;
}

async function api<T>(request: APIRequestContext, account: Account, path: string): Promise<T> {
  const response = await request.get(`/api/${path}`, { headers: await authHeaders(request, account) });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

// The grid, a gift's page, the exchange home, the ideal gift, My orders and "Product not found", loaded for the demo
// member, are audited with every member page (a11y-engines.spec.ts); the shop's empty and failed states by
// a11y-shop.spec.ts.
test('an order end to end: partner points and a voucher value, a quantity, a removal, then a gift and the order by keyboard alone; the balance, My orders, the history; then a financial service requested', async ({
  page,
  request,
  audit,
}) => {
  test.setTimeout(60_000); // Miles earned by claims, an order of three lines and a request, on the real server.
  const member = await createMember(request);
  const products = await api<Product[]>(request, member, 'products_light');
  const voucher = products.find((p) => p.kind === 'voucher' && p.variants.length >= 3);
  const points = products.find((p) => p.extraSchema !== null && p.kind === 'points');
  const [service] = await api<Product[]>(request, member, 'products_light?type=6');
  if (!voucher || !points || !service) throw new Error('a voucher with values, a points product and a financial service expected');
  const variant = voucher.variants[1];
  if (!variant) throw new Error('variant');
  const minimum = (p: Product) => p.price * (p.priceComponents.minimumQuantity ?? 1);
  // A gift the basket can take without a delivery address or extra fields (physical gifts need an address).
  const gift = products
    .filter((p) => p.kind !== 'physical' && p.extraSchema === null && p.id !== voucher.id)
    .sort((a, b) => minimum(a) - minimum(b))[0];
  if (!gift) throw new Error('a gift without address or extra fields expected');
  const digits = Number(/\{(\d+)\}/.exec(points.extraSchema?.properties.loyalty_number?.pattern ?? '')?.[1] ?? '8');
  // The points line is removed before the order: only the voucher and the gift are paid.
  const given = await giveMiles(request, member, variant.price * 2 + minimum(gift));
  const { basket_id } = await api<{ basket_id: number }>(request, member, 'users_stats');

  await signIn(page, request, member);
  await page.goto(`/exchange-my-miles/details/${points.id}`);
  await expect(page.getByRole('heading', { level: 1, name: points.name })).toBeVisible();
  // Opened directly, the page's fields have the portal's look, targets of at least 44 px.
  for (const field of [page.locator('#add-to-basket_quantity'), page.getByLabel('Your partner loyalty number')])
    expect((await field.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await page.getByLabel('Your partner loyalty number').fill('1'.repeat(digits));
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to your basket.')).toBeVisible();
  await expect(page.getByTestId('header-basket')).toHaveText('Basket (1)');

  // The same template for another gift: in the app, as a link does.
  await navigateInApp(page, `/exchange-my-miles/details/${voucher.id}`);
  await expect(page.getByRole('heading', { level: 1, name: voucher.name })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(variant.name) }).check();
  await audit('a product with values');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to your basket.')).toBeVisible();
  await expect(page.getByTestId('header-basket')).toHaveText('Basket (2)');

  await open(page, '/basket');
  const lines = page.getByTestId('basket-line');
  await expect(lines).toHaveCount(2);
  const voucherLine = lines.filter({ hasText: voucher.name });
  const pointsLine = lines.filter({ hasText: points.name });
  // The loyalty number the page sent is stored with the line, and comes back on it.
  await expect(pointsLine).toContainText('1'.repeat(digits));
  await audit('a basket of lines');
  await voucherLine.getByRole('spinbutton').fill('2');
  await voucherLine.getByRole('button', { name: /Update/ }).click();
  await expect(page.getByTestId('header-basket')).toHaveText('Basket (3)');
  await pointsLine.getByRole('button', { name: `Remove ${points.name}` }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId('header-basket')).toHaveText('Basket (2)');
  expect((await api<Basket>(request, member, `baskets/${basket_id}`)).total_miles).toBe(variant.price * 2);

  // By keyboard alone from here: the gift's page, its quantity and "Add to basket".
  await open(page, `/exchange-my-miles/details/${gift.id}`);
  await expect(page.getByRole('heading', { level: 1, name: gift.name })).toBeVisible();
  await tabTo(page, page.getByLabel('Quantity'), 80);
  await tabTo(page, page.getByRole('button', { name: 'Add to basket' }), gift.variants.length ? 3 : 2);
  await page.keyboard.press('Enter');
  // The outcome has focus (not the button left behind): the next Tab reaches the basket link inside it.
  const added = page.locator('p').filter({ hasText: 'Added to your basket.' });
  await expectFocusWithin(page, added);
  await expect(page.getByTestId('header-basket')).toHaveText('Basket (3)');
  await tabTo(page, added.getByRole('link', { name: 'See my basket' }), 2);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/basket');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: gift.name })).toHaveCount(1);
  await expectFocusWithin(page, page.locator('#main'));
  const total = (await api<Basket>(request, member, `baskets/${basket_id}`)).total_miles;
  expect(total).toBe(variant.price * 2 + minimum(gift));
  await expect(page.getByTestId('basket-total')).toHaveText(`${nbsp(total)} miles`);
  await tabTo(page, page.getByRole('button', { name: /Place my order/ }), 20);
  await page.keyboard.press('Enter');
  // The submit button is gone with the basket: focus is on the confirmation, which names the order.
  const confirmation = page.getByTestId('order-confirmation');
  await expectFocusWithin(page, confirmation);
  const balanceAfter = given - total;
  await expect(confirmation).toContainText(`Your new balance: ${nbsp(balanceAfter)} miles.`);
  await expect(page.getByTestId('main-balance')).toContainText(nbsp(balanceAfter));
  await expect(page.getByTestId('header-basket')).toHaveText('Basket (0)');
  const number = /Your order (\S+) is placed/.exec((await confirmation.textContent()) ?? '')?.[1];
  expect(number).toBeTruthy();
  await tabTo(page, page.getByRole('link', { name: 'See my orders' }), 2);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: `Order ${number}` })).toBeVisible();
  const history = await api<{ items: { type: string; amount: number; label: string }[] }>(request, member, 'points_history?limit=5');
  expect(history.items.find((m) => m.type === 'order' && m.label.includes(number ?? '?'))?.amount).toBe(-total);
  await open(page, '/basket');
  await expect(page.getByTestId('basket-empty')).toBeVisible();

  // A partner's financial service, from its product page: the partner's content, then a request that is stored.
  await navigateInApp(page, `/exchange-my-miles/details/${service.id}`);
  await page.getByTestId('financial-link').click();
  await expect(page).toHaveURL(`/exchange-my-miles/details/${service.id}/financial-service`);
  await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
  await expect(page.getByTestId('partner-content')).toContainText('since');
  await audit('a financial service with its partner');
  await page.getByLabel(/^Phone/).fill('+32 2 123 45 67');
  await page.getByLabel(/When may the partner call you/).selectOption({ label: 'In the evening (17:00–20:00)' });
  await page.getByLabel(/I agree that the partner contacts me/).check();
  await page.getByRole('button', { name: 'Send my request' }).click();
  const receipt = page.getByTestId('financial-receipt');
  await expect(receipt).toBeVisible();
  const reference = /request (FS-\d{6})/.exec((await receipt.textContent()) ?? '')?.[1];
  expect(reference).toBeTruthy();
  await audit('a financial service request received');
  const stored = await api<{ reference: string; contact_time: string; product: { id: number } }>(
    request,
    member,
    `financial_service_requests/${Number(reference?.slice(3))}`,
  );
  expect(stored).toMatchObject({ reference, contact_time: 'evening', product: { id: service.id } });
});
