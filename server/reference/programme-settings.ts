// The programme's figures that the portal and the content read from settings_light (requirements §9) instead of
// writing them into texts: one statement here, so the API's rules, the answer and the content check agree.
import { minimumTransfer } from '../miles/rules';

/** The figures of settings_light, by the name editors write in content (`{{settings.new_card_cost}}`). */
export const programmeFigures = {
  minimum_transfer: minimumTransfer,
  /** requirements §9: a new prepaid card costs 500 miles. */
  new_card_cost: 500,
  /** requirements §9: the ideal gift is proposed from 80 000 miles. */
  ideal_gift_threshold: 80_000,
} as const;

export type ProgrammeFigureName = keyof typeof programmeFigures;

/** True when `name` is a figure of settings_light (what a `{{settings.<name>}}` placeholder may name). */
export function isProgrammeFigure(name: string): name is ProgrammeFigureName {
  return Object.hasOwn(programmeFigures, name);
}

/** `{{settings.<name>}}` in content text; the name as written (checked against programmeFigures). */
export const settingsPlaceholder = /\{\{\s*settings\.([A-Za-z0-9_]+)\s*\}\}/g;
