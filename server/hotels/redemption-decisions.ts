// The reference hotel's answer to room-night requests (the injected clock decides when). All due requests of
// one hotel and month of stay are decided together, oldest first, in ONE transaction holding that month's
// redemption_quotas row: concurrent deciders queue on it, so at most `monthly quota` requests are ever
// approved, and the oldest requests get the last places. Approval keeps the held movement as the debit;
// refusal cancels it (the miles come back), in the same transaction.
import type { Db } from '../db/db';
import { lockBalances } from '../miles/ledger';
import { labelColumns } from '../miles/movement-labels';
import type { HotelCatalogue } from './hotel-catalogue';
import { redemptionColumns, redemptionLabel } from './redemption-records';
import type { RedemptionRow } from './redemption-records';

export interface Forced {
  id: number;
  /** The hotel's answer; an approval still needs a place in the quota. */
  outcome: 'approved' | 'refused' | null;
}

async function decideGroup(
  db: Db,
  catalogue: HotelCatalogue,
  hotelId: number,
  stayMonth: string,
  now: Date,
  forced: Forced | null,
): Promise<void> {
  const hotel = catalogue.byId.get(hotelId);
  if (!hotel) return;
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO redemption_quotas (hotel_id, stay_month) VALUES ($1, $2) ON CONFLICT DO NOTHING', [hotelId, stayMonth]);
    const [quota] = await tx.query<{ approved: number }>(
      'SELECT approved FROM redemption_quotas WHERE hotel_id = $1 AND stay_month = $2 FOR UPDATE',
      [hotelId, stayMonth],
    );
    let approved = quota?.approved ?? 0;
    const due = await tx.query<RedemptionRow>(
      `SELECT ${redemptionColumns} FROM redemptions
        WHERE hotel_id = $1 AND stay_month = $2 AND status = 'pending' AND (decides_at <= $3 OR id = $4)
        ORDER BY id FOR UPDATE`,
      [hotelId, stayMonth, now, forced?.id ?? 0],
    );
    if (due.length === 0) return;
    // Refusals change balances: the members' rows in user_id order, as every ledger writer takes them.
    await lockBalances(
      tx,
      [...new Set(due.map((r) => r.user_id))].sort((a, b) => a - b),
    );
    for (const row of due) {
      const hotelSays = forced?.id === row.id && forced.outcome ? forced.outcome : 'approved';
      const status = hotelSays === 'approved' && approved < hotel.brand.monthly_quota ? 'approved' : 'refused';
      const reason = status === 'approved' ? null : hotelSays === 'refused' ? 'hotel' : 'quota';
      if (status === 'approved') approved++;
      await tx.query('UPDATE redemptions SET status = $2, refusal_reason = $3, decided_at = $4 WHERE id = $1', [
        row.id,
        status,
        reason,
        now,
      ]);
      const l = labelColumns(redemptionLabel(row, hotel, status));
      await tx.query(
        `UPDATE movements SET label = $2, label_key = $3, label_params = $4, status = CASE WHEN $5 THEN 'cancelled' ELSE status END WHERE id = $1`,
        [row.movement_id, l.label, l.label_key, l.label_params, status === 'refused'],
      );
    }
    await tx.query('UPDATE redemption_quotas SET approved = $3 WHERE hotel_id = $1 AND stay_month = $2', [hotelId, stayMonth, approved]);
  });
}

/**
 * Decides what is due at `now`: every hotel and month with a due request of the member (`userId`), or one
 * hotel and month, or one request now (`forced`, the dev route).
 */
export async function decideDue(
  db: Db,
  catalogue: HotelCatalogue,
  now: Date,
  scope: { userId: number } | { hotelId: number; stayMonth: string } | { forced: Forced },
): Promise<void> {
  if ('forced' in scope) {
    const [row] = await db.query<{ hotel_id: number; stay_month: string }>(
      'SELECT hotel_id, stay_month::text AS stay_month FROM redemptions WHERE id = $1',
      [scope.forced.id],
    );
    if (row) await decideGroup(db, catalogue, row.hotel_id, row.stay_month, now, scope.forced);
    return;
  }
  const groups =
    'userId' in scope
      ? await db.query<{ hotel_id: number; stay_month: string }>(
          `SELECT DISTINCT hotel_id, stay_month::text AS stay_month FROM redemptions
            WHERE user_id = $1 AND status = 'pending' AND decides_at <= $2 ORDER BY hotel_id, stay_month`,
          [scope.userId, now],
        )
      : [{ hotel_id: scope.hotelId, stay_month: scope.stayMonth }];
  for (const g of groups) await decideGroup(db, catalogue, g.hotel_id, g.stay_month, now, null);
}
