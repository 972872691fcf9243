/** @vitest-environment node */
// The guide "Add a card fee, or change what one says" (docs/editors/add-a-card-fee.md), replayed: the fee it shows is
// added to a copy of the card fees file; `npm run check:catalogues` accepts it; a server started on the copy names a
// card's line of that fee in the three languages, and the shipped fees too; and the problems the guide quotes are
// refused with their `file#/pointer`, by the check and by the server's start.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { feeLabelsFile } from '../../server/card/fee-labels';
import type { CardFeeEntry, CardFeesFile } from '../../server/generated/catalogues';
import type { Schemas } from '../../server/http/api-types';
import { fileFolder, testFolder } from '../support/temp-dir';
import { call, expectContract, json } from './support/api-calls';
import { cardIn } from './support/card-calls';
import { useTestServer } from './support/use-test-server';

const guide = readFileSync('docs/editors/add-a-card-fee.md', 'utf8');
const fee = JSON.parse(/```json\n([\s\S]*?)```/.exec(guide)?.[1] ?? 'null') as CardFeeEntry;
const shipped = JSON.parse(readFileSync(feeLabelsFile, 'utf8')) as CardFeesFile;
const languages = ['en', 'fr-be', 'nl-be'] as const;

/** Step 1 on a copy of the shipped file (the fee last), then `change`. */
function copyWithGuideFee(dir: string, change: (fees: CardFeeEntry[]) => CardFeeEntry[] = (fees) => fees): string {
  const path = join(dir, 'fee-labels.json');
  writeFileSync(path, JSON.stringify({ ...shipped, fees: change([...shipped.fees, fee]) }, null, 2));
  return path;
}

const check = (file: string) =>
  spawnSync('npm', ['run', '--silent', 'check:catalogues', '--', '--fees', file], { encoding: 'utf8', timeout: 60_000 });

const { server } = useTestServer({ cardFeesFile: copyWithGuideFee(fileFolder('miles-fees-guide-')) });

describe('the guide "Add a card fee, or change what one says"', () => {
  it('shows a fee with a new code, named in the three languages', () => {
    expect(shipped.fees.some((entry) => entry.code === fee.code)).toBe(false);
    expect(Object.keys(fee.names)).toEqual(languages);
  });

  it('2. the check accepts the copy', () => {
    const result = check(copyWithGuideFee(testFolder('miles-fees-check-')));
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toContain(`Card fees are valid: ${shipped.fees.length + 1} fees.`);
    expect(guide).toContain(`Card fees are valid: ${shipped.fees.length + 1} fees.`);
  });

  it('3. a card’s line of that fee reads its words in the request’s language, as do the other fees', async () => {
    const { member, card } = await cardIn(server, 'active');
    // The bank's lines, as its feed writes them: a code and the English text it sent.
    const at = new Date(server.clock.now());
    const lines: [string, string][] = [
      [fee.code, 'Paper statement'],
      ['annual_fee', 'Annual card fee'],
      ['new_bank_fee', 'Card replacement fee'],
    ];
    for (const [code, text] of lines)
      await server.db.query(
        "INSERT INTO card_transactions (card_id, kind, merchant, label_code, amount_cents, created_at) VALUES ($1, 'fee', $2, $3, -200, $4)",
        [Number(card.id), text, code, at],
      );
    const annual = shipped.fees.find((entry) => entry.code === 'annual_fee');
    for (const language of languages) {
      const answer = await call(server.app, 'GET', `mastercard_cards/${card.id}/transactions`, {
        token: member.token,
        headers: { 'accept-language': language },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const history = json<Schemas['CardTransactions']>(answer);
      expectContract('CardTransactions', history);
      const fees = history.months.flatMap((month) => month.transactions).filter((line) => line.kind === 'fee');
      expect(Object.fromEntries(fees.map((line) => [line.code, line.label]))).toEqual({
        [fee.code]: fee.names[language],
        annual_fee: annual?.names[language],
        // A code the file does not have yet: the text the bank sent with it.
        new_bank_fee: 'Card replacement fee',
      });
    }
  });
});

describe('the problems the guide quotes', () => {
  // Where step 1 puts the fee in the copy.
  const at = shipped.fees.length;
  const broken = {
    'a repeated code': {
      change: (fees: CardFeeEntry[]) => fees.map((entry) => (entry === fee ? { ...entry, code: 'annual_fee' } : entry)),
      problem: `fee-labels.json#/fees/${at}/code: annual_fee is already the code of another one in this file`,
    },
    'a language missing': {
      change: (fees: CardFeeEntry[]) =>
        fees.map((entry) =>
          entry === fee
            ? { ...entry, names: { en: 'Paper statement fee', 'fr-be': 'Frais de relevé papier' } as CardFeeEntry['names'] }
            : entry,
        ),
      problem: `fee-labels.json#/fees/${at}/names: must have required property 'nl-be'`,
    },
  };

  for (const [name, { change, problem }] of Object.entries(broken)) {
    it(`${name}: refused by the check and by the server's start`, async () => {
      expect(guide).toContain(problem);
      const file = copyWithGuideFee(testFolder('miles-fees-broken-'), change);
      const result = check(file);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(problem);
      await expect(buildServer({ cardFeesFile: file })).rejects.toThrow(problem);
    });
  }
});
