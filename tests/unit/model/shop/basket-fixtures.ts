// A small in-memory basket served through MSW as the contract says: the lines, the server's totals (price
// helper per line, the debit rounded up, the shortfall against the balance) and the calls' answers.
import { HttpResponse, http } from 'msw';
import type { Basket, BasketItem, Order } from '@/model/shop/basket-model';
import { contractHandler } from '../../../support/msw-api';

export const BASKET_ID = 7;

export function item(id: number, name: string, quantity: number, unitPrice = 100): BasketItem {
  return {
    id,
    product: { id: id * 10, name, type: 1, kind: 'physical', picture: `/media/products/${id * 10}.svg` },
    variant: null,
    quantity,
    extras: {},
    priceComponents: { conversionRate: 1, unitPrice, minimumQuantity: 1 },
    price: quantity * unitPrice,
  };
}

export function basketOf(items: BasketItem[], balance = 87_500): Basket {
  const total = items.reduce((sum, i) => sum + i.price, 0);
  return {
    id: BASKET_ID,
    items,
    item_count: items.reduce((sum, i) => sum + i.quantity, 0),
    total,
    total_miles: Math.ceil(total),
    balance,
    shortfall: Math.max(0, Math.ceil(total) - balance),
    delivery_address: null,
    delivery_address_source: null,
    needs_delivery_address: false,
  };
}

export function orderOf(basket: Basket): Order {
  return {
    id: 1,
    number: 'ORD-000001',
    status: 'in_delivery',
    created_at: '2026-11-24T10:00:00.000Z',
    total: basket.total,
    total_miles: basket.total_miles,
    balance: basket.balance - basket.total_miles,
    delivery_address: null,
    movement_id: 99,
    lines: [],
  };
}

export const refusal = (key: string, status = 422) => ({ status, body: { code: status, message: key, key } });

/** A gate a handler waits on, so a test can look at the model while a call is under way. */
export function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** The fake server's state and its handlers; `fail` makes the next call of an operation refuse. */
export function fakeShop(initial: BasketItem[]) {
  const state = { items: [...initial], balance: 87_500, submits: [] as string[], stats: 0 };
  const basket = () => basketOf(state.items, state.balance);
  const handlers = [
    contractHandler('getBasket', () => ({ body: basket() })),
    contractHandler('updateBasketItem', async (request) => {
      const id = Number(new URL(request.url).pathname.split('/').pop());
      const { quantity } = (await request.json()) as { quantity: number };
      state.items = state.items.map((i) => (i.id === id ? { ...i, quantity, price: quantity * (i.priceComponents.unitPrice ?? 1) } : i));
      return { body: state.items.find((i) => i.id === id) ?? {} };
    }),
    http.delete('*/api/basket_items/:id', ({ params }) => {
      state.items = state.items.filter((i) => i.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    contractHandler('submitBasket', (request) => {
      state.submits.push(request.headers.get('Idempotency-Key') ?? '');
      const order = orderOf(basket());
      state.balance = order.balance;
      state.items = [];
      return { status: 201, body: order };
    }),
    contractHandler('getStats', () => {
      state.stats += 1;
      return { body: { points: [0, 0, 0, 90_000, state.balance, 2500], basket: 0, basket_id: BASKET_ID } };
    }),
  ];
  return { state, basket, handlers };
}
