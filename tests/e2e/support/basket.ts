// A member's basket filled through the API before a spec opens it in the browser.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** Puts each line (a product id and its quantity) into the basket of the member whose `headers` authorise the calls. */
export async function putInBasket(
  request: APIRequestContext,
  headers: Record<string, string>,
  ...lines: { product: number; quantity: number }[]
): Promise<void> {
  const stats = (await (await request.get('/api/users_stats', { headers })).json()) as { basket_id: number };
  for (const data of lines) {
    const added = await request.patch(`/api/baskets/${stats.basket_id}/add_product`, { headers, data });
    expect(added.status(), await added.text()).toBe(200);
  }
}
