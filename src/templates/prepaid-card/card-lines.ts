// What a line of the card's history says, in the member's language: a transfer between the member's cards names
// the other card by its last digits; a purchase its merchant; otherwise the kind of line. The API's English text
// (`merchant`) is what is shown when the portal has no words of its own for the line.
import type { TFunction } from 'i18next';
import type { CardTransaction } from '@/model/card/card-types';

export function lineText(t: TFunction, line: CardTransaction): string {
  if ((line.kind === 'transfer_in' || line.kind === 'transfer_out') && line.counterpart_last4 !== null)
    return t(`card.history.kinds.${line.kind}`, { last4: line.counterpart_last4 });
  return line.merchant ?? t(`card.history.kinds.${line.kind}`);
}
