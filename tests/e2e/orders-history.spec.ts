// One source of orders, across browser and API: the orders the demo member's miles history shows (from before
// the shop kept its orders) are the orders /my-orders lists, with the same state.
import { expect, test } from './fixtures';
import { signIn } from './support/accounts';

test("the history's earlier orders are in my orders, with their state", async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/my-orders');
  const order = (n: number) => page.getByTestId('order').filter({ has: page.getByRole('heading', { name: `Order ${n}`, exact: true }) });
  await expect(order(10598)).toContainText('In the course of delivery');
  await expect(order(10671)).toContainText('Cancelled');
  await expect(order(10452)).toContainText('Delivered');
  await expect(order(10112)).toContainText('Delivered');
  await expect(page.getByTestId('orders-empty')).toHaveCount(0);
});
