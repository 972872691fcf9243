// The card's words in the member's language: a history line and a blocking reason. A fee says what the API gives it
// (its `label`, in the request's language, from the programme's card fees file); a transfer between the member's cards
// is worded here by the other card's last digits, and a blocking reason by its code, the API's English label shown for
// a code the portal has no words for, never the code itself or a translation key.
import type { TFunction } from 'i18next';
import type { CardTransaction } from '@/model/card/card-types';

/** The translation function and whether a key exists: the portal's i18n shows a missing key as itself. */
export interface Words {
  t: TFunction;
  exists: (key: string) => boolean;
}

// Why checked: a code becomes part of a translation key, and an odd one must not reach another key.
const isCode = (code: string | null | undefined): code is string => typeof code === 'string' && /^[a-z][a-z0-9_]*$/.test(code);

/** The text of `key` when the portal has it, else `fallback`. */
const known = ({ t, exists }: Words, key: string, fallback: string, options?: Record<string, unknown>) =>
  exists(key) ? t(key, options) : fallback;

/** What a line of the card's history says. */
export function lineText(words: Words, line: CardTransaction): string {
  if ((line.kind === 'transfer_in' || line.kind === 'transfer_out') && line.counterpart_last4 !== null)
    return words.t(`card.history.kinds.${line.kind}`, { last4: line.counterpart_last4 });
  return line.label ?? line.merchant ?? known(words, `card.history.kinds.${line.kind}`, words.t('card.history.kinds.purchase'));
}

/** A blocking reason as a choice ("Lost"), or inside a sentence ("blocked as lost") when `inSentence`. */
export function reasonText(words: Words, code: string | null | undefined, label: string | null | undefined, inSentence = false): string {
  const shown = label ?? code ?? '';
  if (!isCode(code)) return shown;
  return known(words, inSentence ? `card.reasons.${code}` : `card.reasonChoices.${code}`, shown);
}
