// The orders of a history written before the shop kept its orders (the seeded demo histories): each `order`
// movement without its order gets one, numbered as the history names it, so /my-orders lists every order the
// miles history shows (one source of orders) and the first order of a member is never "no order yet" while
// the history has some. Idempotent: runs at every start, after the catalogue is in the database.
import type { Db } from '../db/db';
import { deliveryDelayMs } from './catalogue';

interface LegacyOrder {
  movement_id: number;
  user_id: number;
  number: string;
  status: string | null;
  amount: number;
  created_at: Date;
}

interface Gift {
  id: number;
  type: number;
  names: unknown;
}

const day = 86_400_000;

export async function linkHistoryOrders(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const movements = await tx.query<LegacyOrder>(
      `SELECT m.id AS movement_id, m.user_id, m.label_params->>'number' AS number, m.label_params->>'status' AS status,
              m.amount, m.created_at
         FROM movements m
        WHERE m.type = 'order' AND m.label_key = 'order' AND m.label_params->>'number' ~ '^[0-9]{1,9}$'
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.movement_id = m.id)
        ORDER BY m.created_at, m.id`,
    );
    if (movements.length === 0) return;
    // Physical gifts without options: what these orders were (their lines say no more than the history did).
    const gifts = await tx.query<Gift>(
      `SELECT p.id, p.type, p.names FROM products p
        WHERE p.active AND NOT p.ideal_gift AND p.type = 1 AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
        ORDER BY p.id LIMIT 8`,
    );
    for (const [i, m] of movements.entries()) {
      const gift = gifts[i % Math.max(gifts.length, 1)];
      if (!gift) return;
      const miles = Math.abs(m.amount);
      const created = new Date(m.created_at);
      const cancelled = m.status === 'cancelled';
      // Still on its way when the history says so (past its promise, a few days from now); otherwise delivered
      // within a few days, as the history says it was.
      const promised = created.getTime() + deliveryDelayMs(gift.type);
      const deliverAt =
        m.status === 'in_delivery'
          ? new Date(Math.max(now.getTime() + 3 * day, promised))
          : new Date(Math.min(promised, created.getTime() + 5 * day));
      const [order] = await tx.query<{ id: number }>(
        `INSERT INTO orders (id, user_id, status, total, total_miles, balance_after, movement_id, created_at)
         SELECT $1, $2, $3, $4::numeric, $4::int,
                (SELECT COALESCE(sum(amount), 0) FROM movements WHERE user_id = $2 AND status = 'valid' AND (created_at, id) <= ($6, $5)),
                $5, $6
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [Number(m.number), m.user_id, cancelled ? 'cancelled' : 'placed', miles, m.movement_id, created],
      );
      if (!order) continue;
      await tx.query(
        `INSERT INTO order_lines (order_id, product_id, type, names, quantity, price, deliver_at)
         VALUES ($1, $2, $3, $4::jsonb, 1, $5, $6)`,
        [order.id, gift.id, gift.type, JSON.stringify(gift.names), miles, deliverAt],
      );
    }
  });
}
