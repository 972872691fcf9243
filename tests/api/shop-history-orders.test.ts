/** @vitest-environment node */
// One source of orders: every `order` line of a member's miles history is an order of /my-orders, also the
// ones the history holds from before the shop kept orders (the demo's 10112 … 10671), with the state the
// history gives them; and restarting the server adds none twice.
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, json } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo', 'other'] });

const orders = async (token: string) => json<Schemas['Order'][]>(await call(server.app, 'GET', 'orders', { token }));

describe('orders of the miles history', () => {
  it("lists the demo member's earlier orders with their state", async () => {
    const byId = new Map((await orders(tokens.demo)).map((o) => [o.id, o]));
    expect(byId.get(10598)?.status).toBe('in_delivery');
    expect(byId.get(10671)?.status).toBe('cancelled');
    expect(byId.get(10452)?.status).toBe('delivered');
    expect(byId.get(10112)?.status).toBe('delivered');
    expect(byId.get(10598)?.total_miles).toBe(3000);
  });

  it('has an order for every order movement of every history, and a second start adds none', async () => {
    const unmatched = await server.db.query(
      "SELECT m.id FROM movements m WHERE m.type = 'order' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.movement_id = m.id)",
    );
    expect(unmatched).toEqual([]);
    const { linkHistoryOrders } = await import('../../server/shop/history-orders');
    const [before] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    await linkHistoryOrders(server.db, new Date(server.clock.now()));
    const [after] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(after?.n).toBe(before?.n);
    expect((await orders(tokens.other)).map((o) => o.id)).toContain(10601);
  });
});
