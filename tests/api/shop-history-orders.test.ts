/** @vitest-environment node */
// One source of orders: every `order` line of a member's miles history is an order of /my-orders, also the
// ones the history holds from before the shop kept orders (the demo's 10112 … 10671), with the state the
// history gives them; and restarting the server adds none twice. The history's line names the order and says
// no state of it: the order's state moves on (in the course of delivery → delivered), a line's words would not.
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, json } from './support/api-calls';
import { history } from './support/miles';
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

  it('names the order on its history line, in every language, and leaves its state to the order', async () => {
    const labels = async (language: string) =>
      new Map((await history(server, tokens.demo, '?type[]=order', language)).items.map((m) => [m.label.match(/\d{5}/)?.[0], m.label]));
    const english = await labels('en');
    expect(english.get('10598')).toBe('Gift shop order 10598');
    expect(english.get('10671')).toBe('Gift shop order 10671');
    expect(english.get('10452')).toBe('Gift shop order 10452');
    expect((await labels('fr-BE')).get('10598')).toBe('Commande boutique cadeaux 10598');
    expect((await labels('nl-BE')).get('10598')).toBe('Bestelling cadeaushop 10598');
    // The gift arrives: the order says delivered, and no line still says it is on its way.
    await server.db.query("UPDATE order_lines SET deliver_at = now() - interval '1 day' WHERE order_id = 10598");
    const byId = new Map((await orders(tokens.demo)).map((o) => [o.id, o]));
    expect(byId.get(10598)?.status).toBe('delivered');
    const lines = [...(await labels('en')).values(), ...(await labels('fr-BE')).values(), ...(await labels('nl-BE')).values()];
    expect(lines.filter((label) => /deliver|cancel|livr|annul|gelever|annuleer/i.test(label))).toEqual([]);
  });
});
