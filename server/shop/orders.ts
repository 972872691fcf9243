// Placing an order (PATCH baskets/{id}/submit) and reading orders. A submit is ONE transaction under the
// member's locks, taken in the transfers' order (users row, then the balance row, then the basket row): the
// balance is read after every earlier submit or transfer of the member has committed, the order and its
// lines are written, one `order` movement debits the total, and the basket's lines are deleted. A second
// submit of the same basket queues behind the first and then finds it empty (or, with the same
// Idempotency-Key, finds the order and answers it again): one order, one debit, whatever the concurrency.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { ApiError, notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';
import { lockBalances, lockMember, mainBalance, settleLocked } from '../miles/ledger';
import { labelColumns } from '../miles/movement-labels';
import { namedAddress } from '../reference/countries';
import type { CountryNamer } from '../reference/countries';
import { basketRows, deliveryAddress, lockBasket, toBasketItem } from './baskets';
import { componentsOf, deliveryDelayMs, deliveryPromise, productRef, variantRef } from './catalogue';
import { idealGiftAccessAt } from './ideal-gift';
import { milesToDebit, round2 } from './price';

type Order = Schemas['Order'];

/** Digital vouchers and experiences get a code, shown once the line is delivered. */
const withCode = new Set([2, 3]);
const voucherCode = () =>
  `MILES-${randomBytes(6)
    .toString('hex')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1-')}`;

interface OrderRow {
  id: number;
  status: 'placed' | 'cancelled';
  total: string;
  total_miles: number;
  balance_after: number;
  delivery_address: Schemas['DeliveryAddress'] | null;
  movement_id: number;
  created_at: Date;
}

interface LineRow {
  id: number;
  order_id: number;
  product_id: number;
  variant_id: number | null;
  type: number;
  names: Record<string, string>;
  variant_names: Record<string, string> | null;
  quantity: number;
  extras: Record<string, string>;
  conversion_rate: string | null;
  unit_price: string | null;
  minimum_quantity: number | null;
  price: string;
  deliver_at: Date;
  voucher_code: string | null;
}

function toOrder(order: OrderRow, lines: LineRow[], language: LanguageCode, now: Date, name: CountryNamer): Order {
  const shown = lines.map((l): Schemas['OrderLine'] => {
    const delivered = order.status !== 'cancelled' && new Date(l.deliver_at) <= now;
    const status = order.status === 'cancelled' ? 'cancelled' : delivered ? 'delivered' : 'in_delivery';
    return {
      id: l.id,
      product: productRef(l.product_id, l.names, l.type, language),
      variant: variantRef(l.variant_id, l.variant_names, language),
      quantity: l.quantity,
      extras: l.extras,
      priceComponents: componentsOf(l),
      price: Number(l.price),
      status,
      delivery: deliveryPromise(l.type),
      deliver_by: new Date(l.deliver_at).toISOString(),
      delivered_at: delivered ? new Date(l.deliver_at).toISOString() : null,
      voucher_code: delivered ? l.voucher_code : null,
    };
  });
  const status = order.status === 'cancelled' ? 'cancelled' : shown.every((l) => l.status === 'delivered') ? 'delivered' : 'in_delivery';
  return {
    id: order.id,
    number: String(order.id),
    status,
    created_at: new Date(order.created_at).toISOString(),
    total: Number(order.total),
    total_miles: order.total_miles,
    balance: order.balance_after,
    delivery_address: order.delivery_address && namedAddress(order.delivery_address, name),
    movement_id: order.movement_id,
    lines: shown,
  };
}

const orderColumns = 'id, status, total, total_miles, balance_after, delivery_address, movement_id, created_at';

async function ordersWithLines(db: Db, orders: OrderRow[], language: LanguageCode, now: Date, name: CountryNamer): Promise<Order[]> {
  if (orders.length === 0) return [];
  const lines = await db.query<LineRow>(
    "SELECT * FROM order_lines WHERE order_id = ANY (string_to_array($1, ',')::int[]) ORDER BY order_id, id",
    [orders.map((o) => o.id).join(',')],
  );
  return orders.map((o) =>
    toOrder(
      o,
      lines.filter((l) => l.order_id === o.id),
      language,
      now,
      name,
    ),
  );
}

/** One of the member's orders, or 404; its address's country named by `name`. */
export async function findOrder(
  db: Db,
  userId: number,
  orderId: number,
  language: LanguageCode,
  now: Date,
  name: CountryNamer,
): Promise<Order> {
  const orders = await db.query<OrderRow>(`SELECT ${orderColumns} FROM orders WHERE id = $1 AND user_id = $2`, [orderId, userId]);
  const [order] = await ordersWithLines(db, orders, language, now, name);
  if (!order) throw notFound('Order not found.', 'order_not_found');
  return order;
}

/** The member's orders, newest first (the latest 200). */
export async function listOrders(db: Db, userId: number, language: LanguageCode, now: Date, name: CountryNamer): Promise<Order[]> {
  const orders = await db.query<OrderRow>(
    `SELECT ${orderColumns} FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200`,
    [userId],
  );
  return ordersWithLines(db, orders, language, now, name);
}

const refusal = (status: number, message: string, key: string, propertyPath = 'basket') =>
  new ApiError(status, message, key, [{ propertyPath, message, key }]);

/** Places the basket's order, or answers the order an earlier submit with the same key placed. */
export async function submitBasket(
  db: Db,
  userId: number,
  basketId: number,
  idempotencyKey: string | null,
  language: LanguageCode,
  now: Date,
  name: CountryNamer,
): Promise<Order> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    if (idempotencyKey) {
      const [done] = await tx.query<{ id: number }>('SELECT id FROM orders WHERE user_id = $1 AND idempotency_key = $2', [
        userId,
        idempotencyKey,
      ]);
      if (done) return findOrder(tx, userId, done.id, language, now, name);
    }
    await lockBalances(tx, [userId]);
    await lockBasket(tx, userId, basketId);
    const rows = await basketRows(tx, basketId);
    if (rows.length === 0) throw refusal(422, 'Your basket is empty.', 'basket_empty');
    const [withdrawn] = await tx.query<{ id: number }>(
      "SELECT id FROM products WHERE NOT active AND id = ANY (string_to_array($1, ',')::int[])",
      [rows.map((r) => r.id).join(',')],
    );
    if (withdrawn) throw refusal(422, 'A product of your basket is no longer sold: please remove it.', 'product_withdrawn');
    const items = rows.map((r) => toBasketItem(r, 'en'));
    const total = round2(items.reduce((sum, i) => sum + i.price, 0));
    const totalMiles = milesToDebit(total);
    const { address } = await deliveryAddress(tx, userId);
    if (!address && rows.some((r) => r.type === 1))
      throw refusal(422, 'Please give the address where the gifts should be delivered.', 'delivery_address_required', 'delivery_address');

    await settleLocked(tx, userId, now);
    const balance = await mainBalance(tx, userId, now);
    // Why again at submit: access checked at add may be gone since (miles spent or expired, a sale cancelled).
    if (rows.some((r) => r.ideal_gift) && !(await idealGiftAccessAt(tx, userId, balance)).access)
      throw refusal(409, 'The ideal gift needs at least one partner sale and enough miles.', 'ideal_gift_access_required');
    if (balance < totalMiles) {
      const shortfall = totalMiles - balance;
      // requirements §9: numbers in en-GB grouping with spaces ("12 500").
      const miles = `${new Intl.NumberFormat('en-GB').format(shortfall).replace(/,/g, ' ')} ${shortfall === 1 ? 'mile' : 'miles'}`;
      throw refusal(422, `You need ${miles} more for this order.`, 'insufficient_points', 'total_miles');
    }

    const [next] = await tx.query<{ id: number }>("SELECT nextval('orders_id_seq')::int AS id");
    if (!next) throw new Error('no order number');
    const label = labelColumns({ key: 'order_placed', params: { number: String(next.id) } });
    const [movement] = await tx.query<{ id: number }>(
      `INSERT INTO movements (user_id, type, status, amount, label, label_key, label_params, created_at, valid_on)
       VALUES ($1, 'order', 'valid', $2, $3, $4, $5, $6, $6) RETURNING id`,
      [userId, -totalMiles, label.label, label.label_key, label.label_params, now],
    );
    if (!movement) throw new Error('movement not written');
    await tx.query(
      `INSERT INTO orders (id, user_id, total, total_miles, balance_after, delivery_address, movement_id, idempotency_key, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9)`,
      [
        next.id,
        userId,
        total,
        totalMiles,
        balance - totalMiles,
        address ? JSON.stringify(address) : null,
        movement.id,
        idempotencyKey,
        now,
      ],
    );
    for (const [i, row] of rows.entries()) {
      const item = items[i];
      if (!item) continue;
      await tx.query(
        `INSERT INTO order_lines (order_id, product_id, variant_id, type, names, variant_names, quantity, extras, conversion_rate, unit_price,
                                  minimum_quantity, price, deliver_at, voucher_code)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8::jsonb, $9, $10, $11, $12, $13, $14)`,
        [
          next.id,
          row.id,
          row.variant_id,
          row.type,
          JSON.stringify(row.names),
          row.variant_names ? JSON.stringify(row.variant_names) : null,
          row.quantity,
          JSON.stringify(row.extras),
          item.priceComponents.conversionRate ?? null,
          item.priceComponents.unitPrice ?? null,
          item.priceComponents.minimumQuantity ?? null,
          item.price,
          new Date(now.getTime() + deliveryDelayMs(row.type)),
          withCode.has(row.type) ? voucherCode() : null,
        ],
      );
    }
    // Only the lines this order took: the basket row's lock keeps others out, this says so in the SQL too.
    await tx.query("DELETE FROM basket_items WHERE basket_id = $1 AND id = ANY (string_to_array($2, ',')::int[])", [
      basketId,
      rows.map((r) => r.item_id).join(','),
    ]);
    await tx.query('UPDATE baskets SET updated_at = $2 WHERE id = $1', [basketId, now]);
    return findOrder(tx, userId, next.id, language, now, name);
  });
}
