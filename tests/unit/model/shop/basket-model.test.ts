/** @vitest-environment jsdom */
// The basket model in forked scopes against a mocked API that answers as the contract says: loading by
// users_stats' basket id, optimistic add/change/remove with a visible pending line, a failed change rolling back
// that line only with its error on it, errors kept as messages that can be cleared, and submit.
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { HttpResponse, http } from 'msw';
import { memberChanged } from '@/model/session/member-changed';
import {
  $basket,
  $basketCount,
  $basketLines,
  $basketState,
  $lastOrder,
  $pendingAdds,
  $shopMessages,
  $submitting,
  basketOpened,
  basketSubmitted,
  itemRemoved,
  productAdded,
  quantityChanged,
  shopMessageDismissed,
  shopMessagesCleared,
} from '@/model/shop/basket-model';
import { $stats, loadStatsFx } from '@/model/user/user-model';
import type { ApiError } from '@/api/api-error';
import { contractHandler, useMockApi } from '../../../support/msw-api';
import { BASKET_ID, basketOf, fakeShop, gate, item, refusal } from './basket-fixtures';

const server = useMockApi([]);
const stats = { points: [0, 0, 0, 90_000, 87_500, 2500], basket: 3, basket_id: BASKET_ID };

async function openBasket(items = [item(1, 'Mug', 2), item(2, 'Scarf', 1, 300)]) {
  const shop = fakeShop(items);
  server.use(...shop.handlers);
  const scope = fork({ values: [[$stats, stats]] });
  await allSettled(basketOpened, { scope });
  const lines = () =>
    scope.getState($basketLines).map((l) => `${l.name}×${l.quantity}${l.pending ? `(${l.pending})` : ''}${l.error ? `!${l.error}` : ''}`);
  return { scope, shop, lines };
}

describe('basket model', () => {
  it('loads the basket users_stats names, also when the page opens before users_stats answers', async () => {
    const shop = fakeShop([item(1, 'Mug', 2)]);
    server.use(...shop.handlers);
    const scope = fork();
    await allSettled(basketOpened, { scope });
    expect(scope.getState($basketState).status).toBe('loading');
    await allSettled($stats, { scope, params: stats });
    expect(scope.getState($basketState).status).toBe('ready');
    expect(scope.getState($basket)?.id).toBe(BASKET_ID);
    expect(scope.getState($basketCount)).toBe(2);
  });

  it('shows an addition at once as a pending line (and in the count), then the server’s line', async () => {
    const { scope, lines } = await openBasket();
    const wait = gate();
    server.use(
      contractHandler('addBasketProduct', async () => {
        await wait.opened;
        return { body: basketOf([item(1, 'Mug', 2), item(2, 'Scarf', 1, 300), item(3, 'Pen', 4, 10)]) };
      }),
    );
    const done = allSettled(productAdded, { scope, params: { key: 'a1', product: 30, name: 'Pen', quantity: 4 } });
    await expect.poll(lines).toEqual(['Mug×2', 'Scarf×1', 'Pen×4(add)']);
    expect(scope.getState($basketCount)).toBe(7);
    wait.open();
    await done;
    expect(lines()).toEqual(['Mug×2', 'Scarf×1', 'Pen×4']);
    expect(scope.getState($basket)?.total).toBe(540);
  });

  it('a refused change rolls back that line only, with its error on it; the other change holds', async () => {
    const { scope, lines, shop } = await openBasket();
    const wait = gate();
    server.use(
      http.patch('*/api/basket_items/1', async () => {
        await wait.opened;
        return HttpResponse.json(refusal('quantity_below_minimum').body, { status: 422 });
      }),
    );
    const first = allSettled(quantityChanged, { scope, params: { itemId: 1, quantity: 5 } });
    await expect.poll(lines).toEqual(['Mug×5(change)', 'Scarf×1']);
    expect(scope.getState($basketLines)[0]?.price).toBeNull();
    // Why not awaited: allSettled waits for every effect of the scope, the gated one included.
    const second = allSettled(quantityChanged, { scope, params: { itemId: 2, quantity: 3 } });
    await expect.poll(() => scope.getState($basketLines)[1]?.price).toBe(900);
    expect(lines()).toEqual(['Mug×5(change)', 'Scarf×3']);
    wait.open();
    await Promise.all([first, second]);
    expect(lines()).toEqual(['Mug×2!quantity_below_minimum', 'Scarf×3']);
    expect(scope.getState($basket)?.total).toBe(200 + 900);
    expect(shop.state.items.map((i) => i.quantity)).toEqual([2, 3]);
  });

  it("a refused change leaves another line's change that is still under way pending, until its own answer", async () => {
    const { scope, lines, shop } = await openBasket();
    const refused = gate();
    const accepted = gate();
    server.use(
      http.patch('*/api/basket_items/1', async () => {
        await refused.opened;
        return HttpResponse.json(refusal('quantity_below_minimum').body, { status: 422 });
      }),
      // Held, then answered by the fake shop's handler (a resolver that returns nothing hands the call on).
      http.patch('*/api/basket_items/2', async () => {
        await accepted.opened;
      }),
    );
    const first = allSettled(quantityChanged, { scope, params: { itemId: 1, quantity: 5 } });
    const second = allSettled(quantityChanged, { scope, params: { itemId: 2, quantity: 3 } });
    await expect.poll(lines).toEqual(['Mug×5(change)', 'Scarf×3(change)']);
    refused.open();
    await expect.poll(lines).toEqual(['Mug×2!quantity_below_minimum', 'Scarf×3(change)']);
    accepted.open();
    await Promise.all([first, second]);
    expect(lines()).toEqual(['Mug×2!quantity_below_minimum', 'Scarf×3']);
    expect(shop.state.items.map((i) => i.quantity)).toEqual([2, 3]);
  });

  it('removes at once (pending), and a refused removal brings the line back with its error', async () => {
    const { scope, lines } = await openBasket();
    await allSettled(itemRemoved, { scope, params: 2 });
    expect(lines()).toEqual(['Mug×2']);
    expect(scope.getState($basket)?.total).toBe(200);
    server.use(http.delete('*/api/basket_items/1', () => HttpResponse.json(refusal('generic', 500).body, { status: 500 })));
    const done = allSettled(itemRemoved, { scope, params: 1 });
    expect(lines()).toEqual(['Mug×2(remove)']);
    expect(scope.getState($basketCount)).toBe(0);
    await done;
    expect(lines()).toEqual(['Mug×2!generic']);
    expect(scope.getState($basketCount)).toBe(2);
  });

  it('an addition asked for before users_stats has named the basket waits for it, shown as under way, then is sent', async () => {
    const shop = fakeShop([item(1, 'Mug', 2)]);
    server.use(
      ...shop.handlers,
      contractHandler('addBasketProduct', () => ({ body: basketOf([item(1, 'Mug', 2), item(3, 'Pen', 4, 10)]) })),
    );
    const answer = gate();
    const scope = fork({ handlers: [[loadStatsFx, () => answer.opened.then(() => stats)]] });
    const done = allSettled(productAdded, { scope, params: { key: 'early', product: 30, name: 'Pen', quantity: 4 } });
    // The page says "adding", never "added": nothing has been sent yet, users_stats is asked for.
    await expect.poll(() => scope.getState($pendingAdds).map((a) => a.key)).toEqual(['early']);
    answer.open();
    await done;
    expect(scope.getState($pendingAdds)).toEqual([]);
    expect(scope.getState($basket)?.items.map((i) => i.product.name)).toEqual(['Mug', 'Pen']);
  });

  it('an addition waiting for the basket fails with a message when users_stats cannot be read', async () => {
    const unavailable: ApiError = { code: 503, status: 503, errors: 'unavailable' };
    const scope = fork({ handlers: [[loadStatsFx, () => Promise.reject(unavailable)]] });
    await allSettled(productAdded, { scope, params: { key: 'lost', product: 30, name: 'Pen', quantity: 4 } });
    expect(scope.getState($pendingAdds)).toEqual([]);
    expect(scope.getState($shopMessages).map((m) => m.id)).toEqual(['add:lost']);
  });

  it('keeps a refused addition as a message; messages and line errors can be dismissed or cleared', async () => {
    const { scope, lines } = await openBasket();
    server.use(contractHandler('addBasketProduct', () => refusal('variant_required')));
    await allSettled(productAdded, { scope, params: { key: 'a2', product: 30, name: 'Voucher', quantity: 1 } });
    expect(lines()).toEqual(['Mug×2', 'Scarf×1']);
    expect(scope.getState($shopMessages)).toEqual([{ id: 'add:a2', key: 'variant_required', name: 'Voucher' }]);
    await allSettled(shopMessageDismissed, { scope, params: 'add:a2' });
    expect(scope.getState($shopMessages)).toEqual([]);
    server.use(contractHandler('updateBasketItem', () => refusal('quantity_too_large')));
    await allSettled(quantityChanged, { scope, params: { itemId: 2, quantity: 9 } });
    await allSettled(productAdded, { scope, params: { key: 'a3', product: 30, name: 'Voucher', quantity: 1 } });
    expect(lines()).toEqual(['Mug×2', 'Scarf×1!quantity_too_large']);
    await allSettled(shopMessagesCleared, { scope });
    expect(lines()).toEqual(['Mug×2', 'Scarf×1']);
    expect(scope.getState($shopMessages)).toEqual([]);
  });

  it('submits once with an Idempotency-Key kept across a retry; the basket empties and the balance is re-read', async () => {
    const { scope, shop, lines } = await openBasket();
    let failures = 1;
    server.use(
      http.patch('*/api/baskets/7/submit', ({ request }) => {
        if (failures-- > 0) {
          shop.state.submits.push(request.headers.get('Idempotency-Key') ?? '');
          return HttpResponse.error();
        }
        return undefined;
      }),
    );
    await allSettled(basketSubmitted, { scope });
    expect(scope.getState($shopMessages).map((m) => m.id)).toEqual(['submit']);
    expect(scope.getState($lastOrder)).toBeNull();
    await allSettled(basketSubmitted, { scope });
    expect(shop.state.submits).toHaveLength(2);
    expect(shop.state.submits[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(shop.state.submits[1]).toBe(shop.state.submits[0]);
    expect(scope.getState($lastOrder)).toMatchObject({ number: 'ORD-000001', total_miles: 500, balance: 87_000 });
    expect(scope.getState($shopMessages)).toEqual([]);
    expect(lines()).toEqual([]);
    expect(shop.state.stats).toBe(1);
    expect(scope.getState($stats)?.points[4]).toBe(87_000);
    expect(scope.getState($basketCount)).toBe(0);
  });

  it('a press while the basket is read again is kept: the order leaves once the basket is there, at the total seen', async () => {
    const { scope, shop } = await openBasket();
    const wait = gate();
    server.use(
      contractHandler('getBasket', async () => {
        await wait.opened;
        return { body: basketOf(shop.state.items, shop.state.balance) };
      }),
    );
    // Not awaited while the re-read is held: allSettled waits for every effect of the scope.
    const reread = allSettled(basketOpened, { scope });
    const press = allSettled(basketSubmitted, { scope });
    await vi.waitFor(() => expect(scope.getState($submitting)).toBe(true));
    expect(shop.state.submits).toEqual([]);
    wait.open();
    await Promise.all([reread, press]);
    expect(shop.state.submits).toHaveLength(1);
    expect(scope.getState($lastOrder)).toMatchObject({ number: 'ORD-000001' });
    expect(scope.getState($submitting)).toBe(false);
  });

  it('a press held while the basket is read again is dropped when the total changed (the new total is shown)', async () => {
    const { scope, shop } = await openBasket();
    const wait = gate();
    server.use(
      contractHandler('getBasket', async () => {
        await wait.opened;
        return { body: basketOf([item(1, 'Mug', 3), item(2, 'Scarf', 1, 300)], shop.state.balance) };
      }),
    );
    const reread = allSettled(basketOpened, { scope });
    const press = allSettled(basketSubmitted, { scope });
    await vi.waitFor(() => expect(scope.getState($submitting)).toBe(true));
    wait.open();
    await Promise.all([reread, press]);
    expect(shop.state.submits).toEqual([]);
    expect(scope.getState($lastOrder)).toBeNull();
    expect(scope.getState($submitting)).toBe(false);
  });

  it('does not submit while the balance falls short of the total', async () => {
    const { scope, shop } = await openBasket([item(1, 'Sofa', 1, 90_000)]);
    expect(scope.getState($basket)?.shortfall).toBe(2500);
    await allSettled(basketSubmitted, { scope });
    expect(shop.state.submits).toEqual([]);
  });

  it('a reread answered after a later one is dropped: the basket shown is the latest read', async () => {
    const { scope } = await openBasket();
    const first = gate();
    let reads = 0;
    server.use(
      contractHandler('getBasket', async () => {
        reads += 1;
        if (reads === 1) {
          await first.opened;
          return { body: basketOf([item(1, 'Mug', 9)]) };
        }
        return { body: basketOf([item(1, 'Mug', 2), item(3, 'Pen', 1, 10)]) };
      }),
    );
    const shown = () => scope.getState($basket)?.items.map((i) => `${i.product.name}×${i.quantity}`);
    // Not awaited one by one: allSettled waits for every effect of the scope, the held read's too.
    const both = Promise.all([allSettled(basketOpened, { scope }), allSettled(basketOpened, { scope })]);
    await expect.poll(shown).toEqual(['Mug×2', 'Pen×1']);
    first.open();
    await both;
    expect(shown()).toEqual(['Mug×2', 'Pen×1']);
  });

  it('a failed reread keeps the basket shown; a first read that fails says so', async () => {
    const { scope } = await openBasket();
    server.use(http.get('*/api/baskets/:id', () => HttpResponse.json({ code: 500, errors: 'boom' }, { status: 500 })));
    await allSettled(basketOpened, { scope });
    expect(scope.getState($basketState).status).toBe('ready');
    const fresh = fork({ values: [[$stats, stats]] });
    await allSettled(basketOpened, { scope: fresh });
    expect(fresh.getState($basketState).status).toBe('failure');
  });

  it("forgets the member's basket when the member changes", async () => {
    const { scope } = await openBasket();
    await allSettled(memberChanged, { scope });
    expect(scope.getState($basket)).toBeNull();
    expect(scope.getState($basketLines)).toEqual([]);
  });
});
