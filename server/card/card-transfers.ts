// A blocked or expired card's money stays the member's, as card issuers do: when the replacement is activated,
// the balance of every earlier card of the member moves onto it, each as two card transactions (out of the old
// card, into the new, each naming the other card), inside the activation's transaction and under the member's
// lock, so the money is on exactly one card at every moment. previous-cards.ts shows where it went.
import type { Db } from '../db/db';
import { stateOf } from './cards';
import type { CardRow } from './cards';

const ended = (row: CardRow, now: Date) => {
  const state = stateOf(row, now);
  return state === 'blocked' || state === 'expired';
};

/**
 * Moves the balance of the member's earlier cards onto `card` (just activated). Call inside the activation's
 * transaction, with the member's lock held. Every earlier card has ended: a new card can only be ordered once
 * the current one is blocked or expired (card-rules.ts), and a chain (a replacement lost in the post before its
 * activation, then replaced too) is carried over in one go.
 */
export async function carryOverBalances(tx: Db, userId: number, card: CardRow, now: Date): Promise<void> {
  const earlier = await tx.query<CardRow>(
    'SELECT * FROM cards WHERE user_id = $1 AND id < $2 AND balance_cents > 0 ORDER BY id FOR UPDATE',
    [userId, card.id],
  );
  for (const old of earlier.filter((row) => ended(row, now))) {
    const amount = old.balance_cents;
    await tx.query('UPDATE cards SET balance_cents = 0 WHERE id = $1', [old.id]);
    await tx.query('UPDATE cards SET balance_cents = balance_cents + $2 WHERE id = $1', [card.id, amount]);
    await tx.query(
      `INSERT INTO card_transactions (card_id, kind, merchant, amount_cents, created_at, counterpart_card_id)
       VALUES ($1, 'transfer_out', $2, $3, $4, $5), ($5, 'transfer_in', $6, $7, $4, $1)`,
      [old.id, `Balance moved to card ending ${card.last4}`, -amount, now, card.id, `Balance from card ending ${old.last4}`, amount],
    );
  }
}
