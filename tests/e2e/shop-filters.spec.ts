// The gift shop's filters (the schema form shop-filters) against the real catalogue: a category box ticked by keyboard
// applies at once and keeps the focus, the price range waits for its button, every view is an address the grid is
// asked for, and Back gives the previous view with its fields. A gift seen a moment ago shows at once when the member
// comes back to it (the query keeps it, src/model/remote-data/loadable-query.ts), read again meanwhile; one whose first
// read got no answer is read again by the client (src/api/ask-again.ts) and shown.
import { expect, test } from './fixtures';
import { createMember, signIn } from './support/accounts';
import { navigateInApp } from './support/axe';
import { expectConsoleError, test as withFailures } from './support/states';

const SHOP = '/exchange-my-miles/gift-shop';

test('a category by keyboard at once, then a price range applied, and Back: each view its address and its grid', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, request, await createMember(request));
  await page.goto(`${SHOP}/all`);
  const count = page.locator('.shop__count[role="status"]');
  await expect(count).toHaveText(/^\d+ gifts$/);

  const home = page.getByRole('checkbox', { name: /^Home & kitchen \((\d+)\)$/ });
  const label = (await home.evaluate((box) => box.closest('label')?.textContent)) ?? '';
  const inCategory = Number(/\((\d+)\)/.exec(label)?.[1]);
  await home.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(new RegExp(`${SHOP}/\\d+$`));
  const categoryPath = new URL(page.url()).pathname;
  await expect(count).toHaveText(`${inCategory} gifts`);
  await expect(home).toBeFocused();
  await expect(home).toBeChecked();

  await page.getByLabel('From (miles)').fill('5000');
  // Typed, not applied: the grid and the address stay.
  await expect(page).toHaveURL(new RegExp(`${categoryPath}$`));
  await page.getByRole('button', { name: 'Apply the price range' }).click();
  await expect(page).toHaveURL(new RegExp(`${categoryPath}/5000$`));
  await expect(count).not.toHaveText(`${inCategory} gifts`);
  const prices = await page.getByTestId('product-card').locator('.product-card__price').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(Number(price.replace(/\D/g, ''))).toBeGreaterThanOrEqual(5000);
  await expect(page.getByText('Filters (2 active)')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${categoryPath}$`));
  await expect(count).toHaveText(`${inCategory} gifts`);
  await expect(page.getByLabel('From (miles)')).toHaveValue('');
  await expect(home).toBeChecked();
});

test('a gift seen a moment ago shows at once when the member comes back to it, while the API has not answered again', async ({
  page,
  request,
}) => {
  await signIn(page, request, await createMember(request));
  await page.goto(`${SHOP}/all`);
  const names = page.getByTestId('product-card').getByRole('link');
  await expect(names.nth(1)).toBeVisible();
  const [first, second] = [(await names.nth(0).textContent()) ?? '', (await names.nth(1).textContent()) ?? ''];
  await names.nth(0).click();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await navigateInApp(page, `${SHOP}/all`);
  await names.nth(1).click();
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  // From here no gift's read is answered: what the page shows is what it kept.
  let held = 0;
  await page.route(/\/api\/products_light\/\d+(?:\?|$)/, () => {
    held += 1;
  });
  await navigateInApp(page, `${SHOP}/all`);
  await names.nth(0).click();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  // It was read again all the same (its answer would replace what is shown).
  await expect.poll(() => held).toBeGreaterThan(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

withFailures(
  'a gift whose first read gets no answer is read again by the client and shown, without a failure to try again',
  async ({ page, request }) => {
    await signIn(page, request, await createMember(request));
    await page.goto(`${SHOP}/all`);
    const names = page.getByTestId('product-card').getByRole('link');
    await expect(names.first()).toBeVisible();
    const name = (await names.first().textContent()) ?? '';
    // The network drops the gift's first read, as a phone between two antennas does; the next one goes through. The
    // browser logs the dropped one.
    expectConsoleError(page, /^Failed to load resource: net::ERR_CONNECTION_FAILED/);
    let dropped = 0;
    await page.route(/\/api\/products_light\/\d+(?:\?|$)/, async (route) => {
      if (dropped > 0) return route.fallback();
      dropped += 1;
      return route.abort('connectionfailed');
    });
    await names.first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(dropped).toBe(1);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  },
);
