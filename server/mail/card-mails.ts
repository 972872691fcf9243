// The prepaid card's letter: the activation code travels with the card, never in an API answer (its words:
// mail-words.ts).
import { mailTexts } from './mail-words';
import type { Mail } from './outbox';

export function cardLetterMail(to: string, activationCode: string): Mail {
  return { to, link: '/exchange-my-miles/mastercard', texts: mailTexts('card_letter', { code: activationCode }) };
}
