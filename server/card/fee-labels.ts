// What a fee line of the prepaid card's history says, in the member's language. The card's bank gives each fee a code
// (card_transactions.label_code) beside an English text (merchant, what the back office reads); the words members read
// for each code are the editors' file server/card/data/fee-labels.json (docs/editors/add-a-card-fee.md), read and
// checked when the server starts: a broken file stops the start with its `file#/pointer`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJsonFile, repeatedIds } from '../data-files/json-folder';
import type { CardFeeEntry, CardFeesFile } from '../generated/catalogues';
import type { LanguageCode } from '../http/request-language';

const here = dirname(fileURLToPath(import.meta.url));
export const feeLabelsFile = join(here, 'data/fee-labels.json');

/** The fees of `file`, in the file's order; throws every problem as `file#/pointer: message`. */
export function readFeeLabels(file: string = feeLabelsFile): readonly CardFeeEntry[] {
  // The file's own name is put before each problem by readJsonFile.
  const inFile = (fees: readonly CardFeeEntry[]) => [{ name: '', file: fees }];
  return readJsonFile<CardFeesFile>({
    file,
    schemaFile: join(here, '../../schemas/catalogues/card-fees.schema.json'),
    what: 'The card fees file',
    fileRules: ({ fees }) => repeatedIds(inFile(fees), (list) => list.map((fee, i) => ({ id: fee.code, at: `/fees/${i}/code` }))),
  }).fees;
}

/** A fee line's words in `language`: the file's for its code, else the text the line was stored with. */
export function feeLabel(fees: readonly CardFeeEntry[], code: string | null, stored: string | null, language: LanguageCode): string | null {
  return fees.find((fee) => fee.code === code)?.names[language] ?? stored;
}
