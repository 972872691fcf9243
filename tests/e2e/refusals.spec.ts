// A refusal is not a lost session: the API answers what a member may not do with 409/422 (only a session it can
// no longer use with 401/403), the portal says it next to the action, before it is pressed where it can know,
// and the member (or the agent of a support session) stays signed in. Real server and database. A support
// session's banner, its French, and the refused actions of the animations, the hotel redemption and the
// sponsorships are proven in jsdom by tests/integration/journeys/support-session.test.tsx.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { authHeaders, createMember, giveMiles, impersonationLink, signIn } from './support/accounts';
import type { Account } from './support/accounts';

const IDEAL_GIFT = '/exchange-my-miles/details/122';

async function stillSignedIn(page: Page, path: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('button', { name: 'Log out' }).first()).toBeAttached();
  expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
}

async function supportSessionFor(page: Page, request: APIRequestContext, member: Account): Promise<void> {
  await page.goto(await impersonationLink(request, member));
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('region', { name: 'Support session' })).toBeVisible();
}

test('an ideal gift says what is missing before Add to basket; a refusal the page did not foresee keeps the member signed in', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signIn(page, request, member);
  await page.goto(IDEAL_GIFT);
  const add = page.getByRole('button', { name: 'Add to basket' });
  const missing = page.getByTestId('ideal-gift-missing');
  await expect(missing).toContainText('The ideal gift opens with at least one partner sale and 80 000 miles.');
  await expect(missing).toContainText('You need 1 more partner sale.');
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(/The ideal gift opens with at least one partner sale/);

  // The server stays the judge: a page that believed the member had access is refused with the reason.
  await page.route('**/api/ideal_gifts_check_access', (route) =>
    route.fulfill({
      json: {
        access: true,
        missing: [],
        balance: 90_000,
        threshold: 80_000,
        missing_miles: 0,
        partner_sales: 1,
        required_partner_sales: 1,
        missing_partner_sales: 0,
      },
    }),
  );
  await page.reload();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole('alert')).toContainText('The ideal gift needs at least one partner sale and enough miles.');
  await stillSignedIn(page, IDEAL_GIFT);
});

test("a support session's refused actions say so before they are pressed, and the agent stays signed in", async ({ page, request }) => {
  // A member of the test's own, with a basket line and miles, so nothing shared changes.
  const member = await createMember(request);
  await giveMiles(request, member, 60_000);
  const headers = await authHeaders(request, member);
  const stats = (await (await request.get('/api/users_stats', { headers })).json()) as { basket_id: number };
  const products = (await (await request.get('/api/products_light', { headers })).json()) as {
    id: number;
    kind: string;
    ideal_gift: boolean;
    variants: unknown[];
  }[];
  const gift = products.find((p) => p.kind !== 'points' && p.kind !== 'financial' && !p.ideal_gift && p.variants.length === 0);
  const added = await request.patch(`/api/baskets/${stats.basket_id}/add_product`, { headers, data: { product: gift?.id, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(200);

  await supportSessionFor(page, request, member);

  // The order.
  await page.goto('/basket');
  const order = page.getByRole('button', { name: /^Place my order/ });
  await expect(order).toBeDisabled();
  await expect(order).toHaveAccessibleDescription('Not possible in a support session: placing orders in the shop.');
  await stillSignedIn(page, '/basket');

  // The prepaid card: ordering one.
  await page.goto('/exchange-my-miles/mastercard');
  const orderCard = page.getByRole('button', { name: 'Order my card' });
  await expect(orderCard).toBeDisabled();
  await expect(orderCard).toHaveAccessibleDescription(
    'Not possible in a support session: ordering, activating, loading or blocking the prepaid card, or showing its PIN.',
  );
  await stillSignedIn(page, '/exchange-my-miles/mastercard');

  // The password.
  await page.goto('/my-account');
  const change = page.getByRole('button', { name: 'Change my password' });
  await expect(change).toBeDisabled();
  await expect(change).toHaveAccessibleDescription('Not possible in a support session: changing the password.');
});
