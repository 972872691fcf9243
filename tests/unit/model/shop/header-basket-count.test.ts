/** @vitest-environment jsdom */
// The header's basket count (src/model/shop/header-basket-count.ts) without the basket model, which only the
// basket, shop and product pages load: users_stats' count until the basket model has moved, then the model's,
// which includes an addition under way; a member change forgets the model's count.
import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { memberChanged } from '@/model/session/member-changed';
import { $headerBasketCount } from '@/model/shop/header-basket-count';
import { $basketCount, basketOpened, productAdded } from '@/model/shop/basket-model';
import { $stats } from '@/model/user/user-model';
import { contractHandler, useMockApi } from '../../../support/msw-api';
import { BASKET_ID, basketOf, fakeShop, gate, item } from './basket-fixtures';

const server = useMockApi([]);
const stats = { points: [0, 0, 0, 90_000, 87_500, 2500], basket: 3, basket_id: BASKET_ID };

describe('the header basket count', () => {
  it("is users_stats' count while no page has loaded the basket", async () => {
    const scope = fork();
    expect(scope.getState($headerBasketCount)).toBe(0);
    await allSettled($stats, { scope, params: stats });
    expect(scope.getState($headerBasketCount)).toBe(3);
  });

  it("is the basket model's once the basket is read, with an addition under way at once", async () => {
    const shop = fakeShop([item(1, 'Mug', 2)]);
    server.use(...shop.handlers);
    const scope = fork({ values: [[$stats, stats]] });
    await allSettled(basketOpened, { scope });
    // The basket holds 2 (users_stats said 3, from before): the header says what the basket says.
    expect(scope.getState($basketCount)).toBe(2);
    expect(scope.getState($headerBasketCount)).toBe(2);
    const wait = gate();
    server.use(
      contractHandler('addBasketProduct', async () => {
        await wait.opened;
        return { body: basketOf([item(1, 'Mug', 2), item(3, 'Pen', 4, 10)]) };
      }),
    );
    const done = allSettled(productAdded, { scope, params: { key: 'a1', product: 30, name: 'Pen', quantity: 4 } });
    await expect.poll(() => scope.getState($headerBasketCount)).toBe(6);
    wait.open();
    await done;
    expect(scope.getState($headerBasketCount)).toBe(6);

    await allSettled(memberChanged, { scope });
    expect(scope.getState($headerBasketCount)).toBe(0);
  });
});
