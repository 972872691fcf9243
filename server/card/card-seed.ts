// The demo member's prepaid card (server/README.md): active, activated about two years before the seed (so
// it expires in about a year), with six months of purchases, loads and a fee. Its balance is the sum of
// those transactions; its fees carry the code the portal translates them by. No ledger movement is written:
// the card was paid for before the seeded miles history, whose balance (87 500) other tests and the README state.
import { days } from '../clock';
import type { Db } from '../db/db';
import { expiryOf } from './card-rules';
import { activationDigest, cardKey, encryptPin, randomDigits } from './pin-crypto';

type Seeded = { daysAgo: number; kind: 'purchase' | 'load' | 'fee'; merchant: string | null; cents: number; code?: string };

/** Newest last; loads positive, purchases and fees negative. */
export const demoCardTransactions: readonly Seeded[] = [
  { daysAgo: 178, kind: 'load', merchant: null, cents: 40_000 },
  { daysAgo: 176, kind: 'fee', merchant: 'Annual card fee', cents: -500, code: 'annual_fee' },
  { daysAgo: 170, kind: 'purchase', merchant: 'Café Belga', cents: -780 },
  { daysAgo: 163, kind: 'purchase', merchant: 'NMBS/SNCB', cents: -2_340 },
  { daysAgo: 151, kind: 'purchase', merchant: 'Delhaize', cents: -6_425 },
  { daysAgo: 139, kind: 'purchase', merchant: 'Le Pain Quotidien', cents: -1_850 },
  { daysAgo: 128, kind: 'purchase', merchant: 'NMBS/SNCB', cents: -4_680 },
  { daysAgo: 117, kind: 'load', merchant: null, cents: 15_000 },
  { daysAgo: 112, kind: 'purchase', merchant: 'Brussels Airlines', cents: -18_900 },
  { daysAgo: 98, kind: 'purchase', merchant: 'Café Belga', cents: -1_120 },
  { daysAgo: 86, kind: 'purchase', merchant: 'Colruyt', cents: -5_267 },
  { daysAgo: 74, kind: 'purchase', merchant: 'FNAC', cents: -3_999 },
  { daysAgo: 61, kind: 'fee', merchant: 'Foreign currency fee', cents: -150, code: 'foreign_currency_fee' },
  { daysAgo: 60, kind: 'purchase', merchant: 'Delhaize', cents: -4_310 },
  { daysAgo: 47, kind: 'load', merchant: null, cents: 10_000 },
  { daysAgo: 40, kind: 'purchase', merchant: 'NMBS/SNCB', cents: -2_340 },
  { daysAgo: 29, kind: 'purchase', merchant: 'Café Belga', cents: -960 },
  { daysAgo: 18, kind: 'purchase', merchant: 'Delhaize', cents: -3_785 },
  { daysAgo: 9, kind: 'purchase', merchant: 'Bol.com', cents: -2_499 },
  { daysAgo: 3, kind: 'purchase', merchant: 'Café Belga', cents: -640 },
];

const activatedDaysAgo = 700;

export async function seedDemoCard(tx: Db, demoId: number, now: number): Promise<void> {
  const key = await cardKey(tx);
  const balance = demoCardTransactions.reduce((sum, t) => sum + t.cents, 0);
  const activatedAt = new Date(now - days(activatedDaysAgo));
  const [next] = await tx.query<{ id: number }>("SELECT nextval('cards_id_seq')::int AS id");
  if (!next) throw new Error('no card id');
  await tx.query(
    `INSERT INTO cards (id, user_id, state, ordered_at, delivery_address, last4, expiry, pin_ciphertext, activation_code_digest, balance_cents, activated_at)
     VALUES ($1, $2, 'active', $3, $4::jsonb, '4821', $5, $6, $7, $8, $9)`,
    [
      next.id,
      demoId,
      new Date(now - days(activatedDaysAgo + 9)),
      JSON.stringify({ name: 'Dana Meyer', line: '12 Baker Street', postcode: 'NW1 6XE', city: 'London', country_code: 'GB' }),
      expiryOf(activatedAt),
      encryptPin(key, next.id, randomDigits(4)),
      activationDigest(key, next.id, randomDigits(6)),
      balance,
      activatedAt,
    ],
  );
  for (const t of demoCardTransactions) {
    await tx.query(
      'INSERT INTO card_transactions (card_id, kind, merchant, label_code, amount_cents, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [next.id, t.kind, t.merchant, t.code ?? null, t.cents, new Date(now - days(t.daysAgo))],
    );
  }
}
