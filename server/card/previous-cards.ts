// The member's earlier cards in the card answer: each activated card before the current one, with its last state
// and where its balance went (its `transfer_out`, card-transfers.ts), so a blocked or expired card never vanishes
// with its money.
import type { Db } from '../db/db';
import type { Schemas } from '../http/api-types';
import { blockReasonLabels, effectiveState } from './card-rules';
import type { BlockReason, CardState } from './card-rules';

interface PreviousRow {
  id: number;
  state: CardState;
  ordered_at: Date;
  last4: string;
  expiry: string | null;
  blocked_at: Date | null;
  block_reason: BlockReason | null;
  balance_cents: number;
  moved_cents: number | null;
  moved_at: Date | null;
  moved_to: number | null;
}

/** The member's activated cards older than `currentId`, newest first. */
export async function previousCards(db: Db, userId: number, currentId: number, now: Date): Promise<Schemas['PreviousCard'][]> {
  const rows = await db.query<PreviousRow>(
    `SELECT c.id, c.state, c.ordered_at, c.last4, c.expiry, c.blocked_at, c.block_reason, c.balance_cents,
            -t.amount_cents AS moved_cents, t.created_at AS moved_at, t.counterpart_card_id AS moved_to
       FROM cards c
       LEFT JOIN card_transactions t ON t.card_id = c.id AND t.kind = 'transfer_out'
      WHERE c.user_id = $1 AND c.id < $2 AND c.activated_at IS NOT NULL
      ORDER BY c.id DESC, t.id DESC`,
    [userId, currentId],
  );
  return rows.map((row) => ({
    id: String(row.id),
    last4: row.last4,
    state: effectiveState(row.state, new Date(row.ordered_at), row.expiry, now),
    expiry: row.expiry,
    blocked_at: row.blocked_at === null ? null : new Date(row.blocked_at).toISOString(),
    block_reason: row.block_reason,
    block_reason_label: row.block_reason === null ? null : blockReasonLabels[row.block_reason],
    balance_cents: row.balance_cents,
    transfer:
      row.moved_cents !== null && row.moved_at !== null && row.moved_to !== null
        ? { amount_cents: row.moved_cents, date: new Date(row.moved_at).toISOString(), to_card_id: String(row.moved_to) }
        : null,
  }));
}
