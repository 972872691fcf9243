// The member's basket (one per member, migration 013): read with the server's total, lines added, changed
// and removed under the basket row's lock, the delivery address chosen. Every id from the request is
// checked against the member of the token: another member's basket or line is 404, as if it did not exist.
import type { Db } from '../db/db';
import { ApiError, notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import type { Contract } from '../http/contract';
import type { LanguageCode } from '../http/request-language';
import { mainBalance, settleMember } from '../miles/ledger';
import { namedAddress } from '../reference/countries';
import type { CountryNamer } from '../reference/countries';
import { checkLine, lineComponents, loadLineProduct } from './basket-lines';
import type { LineProduct } from './basket-lines';
import { productRef, variantRef } from './catalogue';
import { idealGiftAccess } from './ideal-gift';
import { linePrice, milesToDebit, round2 } from './price';

type Basket = Schemas['Basket'];
type BasketItem = Schemas['BasketItem'];
type Address = Schemas['DeliveryAddress'];

/** More lines than this in one basket is not a gift order any more. */
export const maxBasketLines = 50;

interface ItemRow extends LineProduct {
  item_id: number;
  quantity: number;
  extras: Record<string, string>;
  variant_id: number | null;
  variant_names: Record<string, string> | null;
  variant_unit_price: string | null;
}

const itemSelect = `SELECT i.id AS item_id, i.quantity, i.extras, i.variant_id, v.names AS variant_names, v.unit_price AS variant_unit_price,
         p.id, p.type, p.names, p.conversion_rate, p.unit_price, p.minimum_quantity, p.extra_schema, p.ideal_gift
    FROM basket_items i JOIN products p ON p.id = i.product_id LEFT JOIN product_variants v ON v.id = i.variant_id`;

/** The member's basket id (users_stats.basket_id); the row exists for every member (migration 013's trigger). */
export async function basketIdOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM baskets WHERE user_id = $1', [userId]);
  if (row) return row.id;
  // Only a member created without the trigger (never, today) gets here.
  await db.query('INSERT INTO baskets (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
  return basketIdOf(db, userId);
}

/** The number users_stats shows beside the basket: units, a points conversion counting as one. */
export async function basketCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT coalesce(sum(CASE WHEN p.type = 5 THEN 1 ELSE i.quantity END), 0)::int AS count
       FROM baskets b JOIN basket_items i ON i.basket_id = b.id JOIN products p ON p.id = i.product_id WHERE b.user_id = $1`,
    [userId],
  );
  return row?.count ?? 0;
}

/** Locks the member's basket row for the rest of the transaction; 404 when the id is not theirs. */
export async function lockBasket(tx: Db, userId: number, basketId: number): Promise<void> {
  const [row] = await tx.query('SELECT id FROM baskets WHERE id = $1 AND user_id = $2 FOR UPDATE', [basketId, userId]);
  if (!row) throw notFound('Basket not found.', 'basket_not_found');
}

export async function basketRows(db: Db, basketId: number): Promise<ItemRow[]> {
  return db.query<ItemRow>(`${itemSelect} WHERE i.basket_id = $1 ORDER BY i.id`, [basketId]);
}

export function toBasketItem(row: ItemRow, language: LanguageCode): BasketItem {
  const components = lineComponents(row, row.variant_id === null ? null : { unit_price: row.variant_unit_price });
  return {
    id: row.item_id,
    product: productRef(row.id, row.names, row.type, language),
    variant: variantRef(row.variant_id, row.variant_names, language),
    quantity: row.quantity,
    extras: row.extras,
    priceComponents: components,
    price: linePrice(components, row.quantity),
  };
}

/** The address a submit would use: the one chosen for the basket, else the profile's when complete. */
export async function deliveryAddress(db: Db, userId: number): Promise<{ address: Address | null; source: 'basket' | 'profile' | null }> {
  const [row] = await db.query<{
    chosen: Address | null;
    firstname: string;
    lastname: string;
    address_line: string | null;
    postcode: string | null;
    city: string | null;
    country_code: string;
  }>(
    `SELECT b.delivery_address AS chosen, u.firstname, u.lastname, u.address_line, u.postcode, u.city, c.code AS country_code
       FROM baskets b JOIN users u ON u.id = b.user_id JOIN countries c ON c.id = u.country_id WHERE b.user_id = $1`,
    [userId],
  );
  if (row?.chosen) return { address: row.chosen, source: 'basket' };
  if (row?.address_line && row.postcode && row.city) {
    const address = { name: `${row.firstname} ${row.lastname}`, line: row.address_line, postcode: row.postcode, city: row.city };
    return { address: { ...address, country_code: row.country_code }, source: 'profile' };
  }
  return { address: null, source: null };
}

/** The basket as the contract shows it, with the server's total, what the balance lacks, and its address's country named. */
export async function readBasket(
  db: Db,
  userId: number,
  basketId: number,
  language: LanguageCode,
  now: Date,
  name: CountryNamer,
): Promise<Basket> {
  const [own] = await db.query('SELECT id FROM baskets WHERE id = $1 AND user_id = $2', [basketId, userId]);
  if (!own) throw notFound('Basket not found.', 'basket_not_found');
  const rows = await basketRows(db, basketId);
  const items = rows.map((r) => toBasketItem(r, language));
  const total = round2(items.reduce((sum, i) => sum + i.price, 0));
  const totalMiles = milesToDebit(total);
  await settleMember(db, userId, now);
  const balance = await mainBalance(db, userId, now);
  const { address, source } = await deliveryAddress(db, userId);
  return {
    id: basketId,
    items,
    item_count: rows.reduce((sum, r) => sum + (r.type === 5 ? 1 : r.quantity), 0),
    total,
    total_miles: totalMiles,
    balance,
    shortfall: Math.max(0, totalMiles - balance),
    delivery_address: address && namedAddress(address, name),
    delivery_address_source: source,
    needs_delivery_address: rows.some((r) => r.type === 1),
  };
}

export interface ShopContext {
  db: Db;
  contract: Contract;
  now: Date;
}

/** add_product: a checked line, merged into the same product + variant + extras line when there is one. */
export async function addProduct(
  { db, contract, now }: ShopContext,
  userId: number,
  basketId: number,
  request: Schemas['AddProductRequest'],
): Promise<void> {
  const loaded = await loadLineProduct(db, request.product);
  if (loaded.product.ideal_gift && !(await idealGiftAccess(db, userId, now)).access)
    throw new ApiError(409, 'The ideal gift needs at least one partner sale and enough miles.', 'ideal_gift_access_required');
  await db.transaction(async (tx) => {
    await lockBasket(tx, userId, basketId);
    const extras = request.extras ?? {};
    const variantId = request.variant ?? null;
    const [same] = await tx.query<{ id: number; quantity: number }>(
      `SELECT id, quantity FROM basket_items WHERE basket_id = $1 AND product_id = $2 AND variant_id IS NOT DISTINCT FROM $3 AND extras = $4::jsonb`,
      [basketId, loaded.product.id, variantId, JSON.stringify(extras)],
    );
    const quantity = (same?.quantity ?? 0) + (request.quantity ?? Math.max(1, loaded.product.minimum_quantity ?? 1));
    const line = checkLine(contract, loaded, variantId, quantity, extras);
    if (same) {
      await tx.query('UPDATE basket_items SET quantity = $2 WHERE id = $1', [same.id, line.quantity]);
    } else {
      const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM basket_items WHERE basket_id = $1', [basketId]);
      if ((count?.n ?? 0) >= maxBasketLines)
        throw new ApiError(422, `A basket holds at most ${maxBasketLines} lines.`, 'basket_full', [
          { propertyPath: 'product', message: `A basket holds at most ${maxBasketLines} lines.`, key: 'basket_full' },
        ]);
      await tx.query(
        'INSERT INTO basket_items (basket_id, product_id, variant_id, quantity, extras, created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6)',
        [basketId, loaded.product.id, variantId, line.quantity, JSON.stringify(extras), now],
      );
    }
    await tx.query('UPDATE baskets SET updated_at = $2 WHERE id = $1', [basketId, now]);
  });
}

/** The member's line and its basket, or 404. */
async function ownItem(db: Db, userId: number, itemId: number): Promise<{ basketId: number; productId: number }> {
  const [row] = await db.query<{ basket_id: number; product_id: number }>(
    'SELECT i.basket_id, i.product_id FROM basket_items i JOIN baskets b ON b.id = i.basket_id WHERE i.id = $1 AND b.user_id = $2',
    [itemId, userId],
  );
  if (!row) throw notFound('Basket item not found.', 'basket_item_not_found');
  return { basketId: row.basket_id, productId: row.product_id };
}

/** basket_items PATCH: the changed line, checked by the same rules as add_product. */
export async function updateItem(
  { db, contract, now }: ShopContext,
  userId: number,
  itemId: number,
  patch: Schemas['BasketItemPatch'],
  language: LanguageCode,
): Promise<BasketItem> {
  const { basketId, productId } = await ownItem(db, userId, itemId);
  const loaded = await loadLineProduct(db, productId).catch(() => {
    throw new ApiError(422, 'This product is no longer sold: please remove it.', 'product_withdrawn');
  });
  return db.transaction(async (tx) => {
    await lockBasket(tx, userId, basketId);
    const [current] = await tx.query<{ quantity: number; variant_id: number | null; extras: Record<string, string> }>(
      'SELECT quantity, variant_id, extras FROM basket_items WHERE id = $1',
      [itemId],
    );
    // Removed by a concurrent call between the ownership check and the lock.
    if (!current) throw notFound('Basket item not found.', 'basket_item_not_found');
    const variantId = patch.variant === undefined ? current.variant_id : patch.variant;
    const line = checkLine(contract, loaded, variantId, patch.quantity ?? current.quantity, patch.extras ?? current.extras);
    await tx.query('UPDATE basket_items SET quantity = $2, variant_id = $3, extras = $4::jsonb WHERE id = $1', [
      itemId,
      line.quantity,
      variantId,
      JSON.stringify(line.extras),
    ]);
    await tx.query('UPDATE baskets SET updated_at = $2 WHERE id = $1', [basketId, now]);
    const [row] = await tx.query<ItemRow>(`${itemSelect} WHERE i.id = $1`, [itemId]);
    if (!row) throw new Error('updated line not found');
    return toBasketItem(row, language);
  });
}

export async function removeItem(db: Db, userId: number, itemId: number): Promise<void> {
  const { basketId } = await ownItem(db, userId, itemId);
  await db.transaction(async (tx) => {
    await lockBasket(tx, userId, basketId);
    const removed = await tx.query('DELETE FROM basket_items WHERE id = $1 RETURNING id', [itemId]);
    if (removed.length === 0) throw notFound('Basket item not found.', 'basket_item_not_found');
  });
}

/** PATCH baskets/{id}: the delivery address (null: back to the profile's). */
export async function updateBasket(db: Db, userId: number, basketId: number, patch: Schemas['BasketPatch'], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBasket(tx, userId, basketId);
    if (patch.delivery_address !== undefined)
      await tx.query('UPDATE baskets SET delivery_address = $2::jsonb, updated_at = $3 WHERE id = $1', [
        basketId,
        patch.delivery_address === null ? null : JSON.stringify(patch.delivery_address),
        now,
      ]);
  });
}
