// Access to the ideal gift (requirements §5): at least one partner sale and the programme's threshold of valid miles
// (settings_light.ideal_gift_threshold). The answer says what is missing, so the portal never shows a dead end.
import type { Db } from '../db/db';
import type { Schemas } from '../http/api-types';
import { mainBalance, settleMember } from '../miles/ledger';
import { programmeFigures } from '../reference/programme-settings';

export const requiredPartnerSales = 1;

export async function idealGiftAccess(db: Db, userId: number, now: Date): Promise<Schemas['IdealGiftAccess']> {
  await settleMember(db, userId, now);
  return idealGiftAccessAt(db, userId, await mainBalance(db, userId, now));
}

/** The same rule on a balance already read (a submit reads it under the member's locks). */
export async function idealGiftAccessAt(db: Db, userId: number, balance: number): Promise<Schemas['IdealGiftAccess']> {
  const [row] = await db.query<{ sales: number }>('SELECT count(*)::int AS sales FROM partner_sales WHERE user_id = $1', [userId]);
  const sales = row?.sales ?? 0;
  const threshold = programmeFigures.ideal_gift_threshold;
  const missingMiles = Math.max(0, threshold - balance);
  const missingSales = Math.max(0, requiredPartnerSales - sales);
  const missing: Schemas['IdealGiftAccess']['missing'] = [];
  if (missingMiles > 0) missing.push('miles');
  if (missingSales > 0) missing.push('partner_sale');
  return {
    access: missing.length === 0,
    missing,
    balance,
    threshold,
    missing_miles: missingMiles,
    partner_sales: sales,
    required_partner_sales: requiredPartnerSales,
    missing_partner_sales: missingSales,
  };
}
