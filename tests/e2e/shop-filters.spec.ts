// The gift shop's filters (the schema form shop-filters) against the real catalogue: a category box ticked by keyboard
// applies at once and keeps the focus, the price range waits for its button, every view is an address the grid is
// asked for, and Back gives the previous view with its fields.
import { expect, test } from './fixtures';
import { createMember, signIn } from './support/accounts';

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
