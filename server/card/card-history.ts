// A card's transactions by calendar month (UTC), newest first, with each month's totals. Paged by month:
// `months` months that have transactions, older than `before`; `next_before` says where the next page starts. A fee
// line is named in the request's language from the card fees file (fee-labels.ts).
import type { Db } from '../db/db';
import type { CardFeeEntry } from '../generated/catalogues';
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';
import { memberCard } from './cards';
import { feeLabel } from './fee-labels';

type Month = Schemas['CardTransactions']['months'][number];

interface TransactionRow {
  id: number;
  kind: Schemas['CardTransaction']['kind'];
  merchant: string | null;
  label_code: string | null;
  counterpart_last4: string | null;
  amount_cents: number;
  created_at: Date;
  month: string;
}

const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`);

export async function cardTransactions(
  db: Db,
  userId: number,
  cardId: number,
  query: { months?: string; before?: string },
  words: { fees: readonly CardFeeEntry[]; language: LanguageCode },
): Promise<Schemas['CardTransactions']> {
  const card = await memberCard(db, userId, cardId);
  const count = query.months === undefined ? 6 : Number(query.months);
  const before = query.before === undefined ? null : monthStart(query.before);
  const monthOf = "to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM')";
  const ownMonthOf = "to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM')";
  // One month more than asked: whether it exists is whether there is an older page.
  const months = await db.query<{ month: string }>(
    `SELECT DISTINCT ${monthOf} AS month FROM card_transactions
      WHERE card_id = $1 AND ($2::timestamptz IS NULL OR created_at < $2::timestamptz) ORDER BY month DESC LIMIT $3`,
    [card.id, before, count + 1],
  );
  const shown = months.slice(0, count).map((m) => m.month);
  const oldest = shown[shown.length - 1];
  if (oldest === undefined) return { months: [], next_before: null };
  const rows = await db.query<TransactionRow>(
    // A transfer names the other card by its last digits (once it has a number: activated).
    `SELECT t.id, t.kind, t.merchant, t.label_code, t.amount_cents, t.created_at, ${ownMonthOf} AS month,
            CASE WHEN other.activated_at IS NOT NULL THEN other.last4 END AS counterpart_last4
       FROM card_transactions t LEFT JOIN cards other ON other.id = t.counterpart_card_id
      WHERE t.card_id = $1 AND t.created_at >= $2 AND ($3::timestamptz IS NULL OR t.created_at < $3::timestamptz)
      ORDER BY t.created_at DESC, t.id DESC`,
    [card.id, monthStart(oldest), before],
  );
  const answer = shown.map((month): Month => {
    const own = rows.filter((r) => r.month === month);
    const sum = (kind: TransactionRow['kind']) => own.filter((r) => r.kind === kind).reduce((total, r) => total + r.amount_cents, 0);
    return {
      month,
      transactions: own.map((r) => ({
        id: String(r.id),
        date: new Date(r.created_at).toISOString(),
        kind: r.kind,
        merchant: r.merchant,
        code: r.label_code,
        label: r.kind === 'fee' ? feeLabel(words.fees, r.label_code, r.merchant, words.language) : null,
        counterpart_last4: r.counterpart_last4,
        amount_cents: r.amount_cents,
      })),
      totals: { purchases_cents: sum('purchase'), loads_cents: sum('load'), fees_cents: sum('fee') },
    };
  });
  return { months: answer, next_before: months.length > count ? oldest : null };
}
