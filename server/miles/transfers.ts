// Transfers of valid miles between members (/burn/transfers). Atomic and never overdrawn: the sender's
// row is locked for the whole move, so concurrent transfers of one member queue and each sees the balance
// the previous one left. An Idempotency-Key makes a retried request answer the first answer.
import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import { labelColumns } from './movement-labels';
import { ApiError, fieldError } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { extrasAnswer, extrasOf, extrasText } from '../http/form-extras';
import { lockBalances, lockMember, mainBalance, settleLocked, settleMember } from './ledger';
import { oldestSlice } from './slices';
import { displayName, minimumTransfer } from './rules';
import { utcDay } from '../../src/contract/calendar-days';

type Transfer = Schemas['Transfer'];

export interface Recipient {
  id: number;
  agent_code: string;
  display_name: string;
}

/** The member an agent code belongs to (support agents are not members: not found), never the sender. */
export async function findRecipient(db: Db, senderId: number, agentCode: string): Promise<Recipient> {
  const [row] = await db.query<{ id: number; agent_code: string; firstname: string; lastname: string }>(
    "SELECT id, agent_code, firstname, lastname FROM users WHERE agent_code = $1 AND role = 'member'",
    [agentCode.toUpperCase()],
  );
  if (!row) throw fieldError('agent_code', 'No member has this agent code.', 'recipient_not_found');
  if (row.id === senderId) throw fieldError('agent_code', 'You cannot transfer miles to yourself.', 'self_transfer');
  return { id: row.id, agent_code: row.agent_code, display_name: displayName(row.firstname, row.lastname) };
}

/** The date transferred miles keep: that of the member's oldest valid miles, which move first. */
export async function transferExpiration(db: Db, userId: number, now: Date): Promise<Schemas['TransferExpiration']> {
  await settleMember(db, userId, now);
  const first = await oldestSlice(db, userId, now);
  return {
    expiration_date: first ? utcDay(first.expires_on) : null,
    available: await mainBalance(db, userId, now),
    minimum: minimumTransfer,
  };
}

export interface Sender {
  id: number;
  agent_code: string;
  firstname: string;
  lastname: string;
}

/** The form a transfer is sent with. */
export const transferForms = ['transfer-miles'] as const;
/** Its fields with a column of their own; the others (added by editors) are kept in the stored answer. */
const transferColumns = ['agent_code', 'amount'] as const;

// Why the extras only when there are some: a transfer without them keeps the fingerprint it always had. Sorted: a
// retry that lists the same fields in another order is the same transfer.
const fingerprint = (request: Schemas['TransferRequest'], extras: Record<string, unknown>) => {
  const added = Object.keys(extras).length > 0 ? `|${extrasText(extras)}` : '';
  const text = `${request.agent_code.toUpperCase()}|${request.amount}${added}`;
  return createHash('sha256').update(text).digest('hex');
};

/**
 * Moves the miles, or answers again what the same Idempotency-Key answered the first time. `fields`: the transfer
 * form's fields as the server's contract read them (Contract.formFields(transferForms)).
 */
export async function transferMiles(
  db: Db,
  sender: Sender,
  request: Schemas['TransferRequest'],
  fields: readonly string[],
  idempotencyKey: string,
  now: Date,
): Promise<Transfer> {
  const extras = extrasOf(request as Record<string, unknown>, fields, transferColumns);
  return db.transaction(async (tx) => {
    await lockMember(tx, sender.id);
    const [previous] = await tx.query<{ request_fingerprint: string; answer: Transfer }>(
      'SELECT request_fingerprint, answer FROM transfers WHERE sender_id = $1 AND idempotency_key = $2',
      [sender.id, idempotencyKey],
    );
    if (previous) {
      if (previous.request_fingerprint !== fingerprint(request, extras)) {
        throw new ApiError(422, 'This Idempotency-Key was already used for another transfer.', 'idempotency_key_reused');
      }
      return previous.answer;
    }
    const recipient = await findRecipient(tx, sender.id, request.agent_code);
    await lockBalances(tx, [sender.id, recipient.id]);
    await settleLocked(tx, sender.id, now);
    const balance = await mainBalance(tx, sender.id, now);
    if (request.amount > balance) throw fieldError('amount', 'You do not have enough valid miles', 'insufficient_miles');
    const oldest = await oldestSlice(tx, sender.id, now);
    if (!oldest) throw new Error('a positive balance without credits');
    const expiresOn = new Date(oldest.expires_on);

    const insert = `INSERT INTO movements (user_id, type, status, amount, label, label_key, label_params, created_at, valid_on, expires_on)
                    VALUES ($1, 'transfer', 'valid', $2, $3, $4, $5, $6, $6, $7) RETURNING id`;
    const to = labelColumns({ key: 'transfer_to', params: { name: recipient.display_name, code: recipient.agent_code } });
    const from = labelColumns({
      key: 'transfer_from',
      params: { name: displayName(sender.firstname, sender.lastname), code: sender.agent_code },
    });
    const [out] = await tx.query<{ id: number }>(insert, [sender.id, -request.amount, to.label, to.label_key, to.label_params, now, null]);
    await tx.query(insert, [recipient.id, request.amount, from.label, from.label_key, from.label_params, now, expiresOn]);
    if (!out) throw new Error('insert returned no row');
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO transfers (sender_id, recipient_id, amount, expires_on, idempotency_key, request_fingerprint, answer, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, '{}'::jsonb, $7) RETURNING id`,
      [sender.id, recipient.id, request.amount, expiresOn, idempotencyKey, fingerprint(request, extras), now],
    );
    if (!row) throw new Error('insert returned no row');
    const answer: Transfer = {
      ...extrasAnswer(extras, fields, transferColumns),
      id: row.id,
      amount: request.amount,
      recipient: { agent_code: recipient.agent_code, display_name: recipient.display_name },
      expiration_date: utcDay(expiresOn),
      balance: balance - request.amount,
      movement_id: out.id,
      created_at: now.toISOString(),
    };
    await tx.query('UPDATE transfers SET answer = $2::jsonb WHERE id = $1', [row.id, JSON.stringify(answer)]);
    return answer;
  });
}
