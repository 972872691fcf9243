// The API's refusals of the card calls as the member reads them: each code has its text under card.errors;
// a code the page does not know reads as the generic failure (never a raw code on screen).
import type { TFunction } from 'i18next';

const known = new Set([
  'network',
  'server',
  'insufficient_miles',
  'card_already_ordered',
  'card_state_invalid',
  'load_amount_invalid',
  'impersonation_forbidden',
  'card_not_found',
]);

/** The translated text of an error code of the card model; `values` fill a text that names figures (a load's limits). */
export function errorText(t: TFunction, code: string, values?: Record<string, string>): string {
  return t(known.has(code) ? `card.errors.${code}` : 'card.errors.generic', values);
}
