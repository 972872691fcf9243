// users_stats in one statement: the miles figures and expiring slices (miles/ledger.ts) with the
// basket's id and item count as two more columns. Read on every page for the header, so each separate query
// (a plan and a round trip) showed in its throughput next to user_light's.
import type { Db } from '../db/db';
import type { HotelCatalogue } from '../hotels/hotel-catalogue';
import { decideDue } from '../hotels/redemption-decisions';
import type { Schemas } from '../http/api-types';
import { milesStatsWith } from '../miles/ledger';
import { basketIdOf } from '../shop/baskets';

/** The same figures as shop/baskets.ts's basketIdOf and basketCount (units, a points conversion counting as one). */
const basketColumns = {
  basket_id: 'SELECT id FROM baskets WHERE user_id = $1',
  basket_count: `SELECT coalesce(sum(CASE WHEN p.type = 5 THEN 1 ELSE i.quantity END), 0)::int
                   FROM baskets b JOIN basket_items i ON i.basket_id = b.id JOIN products p ON p.id = i.product_id WHERE b.user_id = $1`,
};

/**
 * Whether a room-night request of the member waits for a hotel answer that is due ($2 the clock): a refusal gives
 * miles back, so the figures are read again after deciding (the rare case; otherwise one statement).
 */
const redemptionDue = `EXISTS (SELECT 1 FROM redemptions WHERE user_id = $1 AND status = 'pending' AND decides_at <= $2)`;

type Extra = { basket_id: number | null; basket_count: number; redemption_due: boolean };

export async function usersStats(db: Db, userId: number, now: Date, hotels: HotelCatalogue): Promise<Schemas['PointsStats']> {
  const read = () => milesStatsWith<Extra>(db, userId, now, { columns: { ...basketColumns, redemption_due: redemptionDue } });
  let { stats, extra } = await read();
  if (extra.redemption_due) {
    await decideDue(db, hotels, now, { userId });
    ({ stats, extra } = await read());
  }
  return {
    points: stats.points,
    basket: extra.basket_count,
    // A member without a basket row (none today: migration 013's trigger makes one) gets it made here.
    basket_id: extra.basket_id ?? (await basketIdOf(db, userId)),
    pending: stats.pending,
    expiring: stats.expiring,
    expiring_total: stats.expiringTotal,
  };
}
