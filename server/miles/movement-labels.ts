// What a history line says, in the member's language. A movement the programme writes stores a label key and
// its parameters (movements.label_key, label_params) beside an English text (movements.label, what the
// back office reads); points_history renders the key in the language of Accept-Language. A movement without
// a key (a back-office adjustment typed by hand, synthetic bench data) shows its text as stored. The words are the
// editors' file server/miles/data/movement-labels.json (docs/editors/change-history-lines.md), read and checked once
// when this module loads: a broken file stops the server's start with its `file#/pointer`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatEuros, intlLocale } from '../../src/contract/figures';
import { numberLocale } from '../content/number-locale';
import { readJsonFile } from '../data-files/json-folder';
import { filled, placeholderProblems } from '../data-files/placeholders';
import { cityIn } from '../hotels/city-names';
import type { MovementLabelsFile } from '../generated/catalogues';
import type { LanguageCode } from '../http/request-language';

type StayCancellation = 'not_completed' | 'by_hotel' | 'duplicate';
type OrderStatus = 'delivered' | 'in_delivery' | 'cancelled';
type AnimationKind = 'quiz' | 'elearning' | 'event' | 'survey' | 'codes';
type Award = 'top_seller' | 'first_month_challenge';
type RedemptionLabel = { reference: string; hotel: string; city: string; nights: number; status: 'held' | 'approved' | 'refused' };

export type MovementLabel =
  | { key: 'welcome' }
  | { key: 'profile_complete' }
  | { key: 'stay'; params: { number: string; hotel: string; city: string; nights: number; booster?: number; cancelled?: StayCancellation } }
  // An order of a history written before the shop kept its orders (the seed): `status` is the state the order
  // had then, which server/shop/history-orders.ts gives the order it creates from the line. The line names the
  // order only, as the shop's own do: the order's state lives with the order (my orders) and moves on.
  | { key: 'order'; params: { number: string; status: OrderStatus } }
  // An order of the gift shop: its status lives in my orders, so the line names the order only.
  | { key: 'order_placed'; params: { number: string } }
  // The prepaid card: a new or replacement card, and miles loaded onto it (the euro amount shown).
  | { key: 'card_order'; params: { last4: string } }
  | { key: 'card_load'; params: { last4: string; cents: number } }
  // Room nights paid with miles: one movement per request, its label following the hotel's answer.
  | { key: 'redemption'; params: RedemptionLabel }
  | { key: 'expired'; params?: { until?: string } }
  | { key: 'sponsorship'; params: { name: string } }
  | { key: 'transfer_to' | 'transfer_from'; params: { name: string; code: string } }
  // An animation completed: the editors' title in the three languages, kept with the movement.
  | {
      key: 'animation';
      params: { kind: AnimationKind; topic: AnimationTopic } | { kind: AnimationKind; title: Record<LanguageCode, string> };
    }
  | { key: 'award'; params: { award: Award; year?: number } };

export type AnimationTopic = keyof MovementLabelsFile['animation_topics'];
type TextKey = keyof MovementLabelsFile['texts'];

/** What the server gives each text: a placeholder outside its list would be printed as it is. */
const given = {
  welcome: [],
  profile_complete: [],
  stay_one: ['number', 'hotel', 'city', 'count'],
  stay_other: ['number', 'hotel', 'city', 'count'],
  stay_booster_one: ['number', 'hotel', 'city', 'count', 'booster'],
  stay_booster_other: ['number', 'hotel', 'city', 'count', 'booster'],
  stay_cancelled_not_completed: ['stay'],
  stay_cancelled_by_hotel: ['stay'],
  stay_cancelled_duplicate: ['stay'],
  order: ['number'],
  card_order: ['last4'],
  card_load: ['last4', 'amount'],
  redemption_held_one: ['reference', 'hotel', 'city', 'count'],
  redemption_held_other: ['reference', 'hotel', 'city', 'count'],
  redemption_approved_one: ['reference', 'hotel', 'city', 'count'],
  redemption_approved_other: ['reference', 'hotel', 'city', 'count'],
  redemption_refused_one: ['reference', 'hotel', 'city', 'count'],
  redemption_refused_other: ['reference', 'hotel', 'city', 'count'],
  expired: [],
  expired_until: ['until'],
  sponsorship: ['name'],
  transfer_to: ['name', 'code'],
  transfer_from: ['name', 'code'],
  animation_quiz: ['title'],
  animation_elearning: ['title'],
  animation_event: ['title'],
  animation_survey: ['title'],
  animation_codes: ['title'],
  award_top_seller: [],
  award_top_seller_year: ['year'],
  award_first_month_challenge: [],
} as const satisfies Record<TextKey, readonly string[]>;

/** The rules a schema cannot say: each language uses the same placeholders, and only the ones the server gives. */
function labelRules(file: MovementLabelsFile): string[] {
  return Object.entries(file.texts).flatMap(([key, text]) => placeholderProblems(text, `#/texts/${key}`, given[key as TextKey]));
}

const here = dirname(fileURLToPath(import.meta.url));
export const movementLabelsFile = join(here, 'data/movement-labels.json');

export function readMovementLabels(file: string = movementLabelsFile): MovementLabelsFile {
  return readJsonFile<MovementLabelsFile>({
    file,
    schemaFile: join(here, '../../schemas/catalogues/movement-labels.schema.json'),
    what: 'The history lines file',
    fileRules: labelRules,
  });
}

// As the portal writes dates (src/lib/format-date.ts): the programme's English puts the day first.
const longDate = (language: LanguageCode, iso: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

const euros = (language: LanguageCode, cents: number) => formatEuros(cents, language, numberLocale);

/** `_one` or `_other`, as the language counts (i18next's plural suffixes). */
const plural = (language: LanguageCode, count: number) =>
  new Intl.PluralRules(intlLocale(language)).select(count) === 'one' ? '_one' : '_other';

/** A label's text in a language, from the file's words; missing parameters throw. */
export function renderLabel(words: MovementLabelsFile, label: MovementLabel, language: LanguageCode): string {
  const text = (key: TextKey, params: Record<string, string | number> = {}) => filled(words.texts[key][language], params, key);
  switch (label.key) {
    case 'welcome':
      return text('welcome');
    case 'profile_complete':
      return text('profile_complete');
    case 'stay': {
      const { number, hotel, city, nights, booster, cancelled } = label.params;
      const facts = { number, hotel, city: cityIn(city, language), count: nights };
      const stay = booster
        ? text(`stay_booster${plural(language, nights)}`, { ...facts, booster })
        : text(`stay${plural(language, nights)}`, facts);
      return cancelled ? text(`stay_cancelled_${cancelled}`, { stay }) : stay;
    }
    case 'order':
    case 'order_placed':
      return text('order', { number: label.params.number });
    case 'card_order':
      return text('card_order', { last4: label.params.last4 });
    case 'card_load':
      return text('card_load', { last4: label.params.last4, amount: euros(language, label.params.cents) });
    case 'redemption': {
      const { reference, hotel, city, nights, status } = label.params;
      return text(`redemption_${status}${plural(language, nights)}`, { reference, hotel, city: cityIn(city, language), count: nights });
    }
    case 'expired':
      return label.params?.until ? text('expired_until', { until: longDate(language, label.params.until) }) : text('expired');
    case 'sponsorship':
      return text('sponsorship', { name: label.params.name });
    case 'transfer_to':
    case 'transfer_from':
      return text(label.key, { name: label.params.name, code: label.params.code });
    case 'animation': {
      const { params } = label;
      return text(`animation_${params.kind}`, {
        title: 'title' in params ? params.title[language] : words.animation_topics[params.topic][language],
      });
    }
    case 'award':
      if (label.params.award === 'first_month_challenge') return text('award_first_month_challenge');
      return label.params.year === undefined ? text('award_top_seller') : text('award_top_seller_year', { year: label.params.year });
  }
}

const words = readMovementLabels();

/** The label's text in a language. */
export function labelText(label: MovementLabel, language: LanguageCode): string {
  return renderLabel(words, label, language);
}

/** The three label columns of a movement row: the English text, the key and its parameters. */
export function labelColumns(label: MovementLabel): { label: string; label_key: string; label_params: string | null } {
  return {
    label: labelText(label, 'en'),
    label_key: label.key,
    label_params: 'params' in label && label.params ? JSON.stringify(label.params) : null,
  };
}

/**
 * A stored row's label in a language: its key rendered, or the stored text when it has no key. A key this
 * server version does not know (or parameters that do not fit it) also falls back to the stored text.
 */
export function storedLabelText(row: { label: string; label_key: string | null; label_params: unknown }, language: LanguageCode): string {
  if (!row.label_key) return row.label;
  try {
    // An unknown key falls through labelText's switch (undefined); missing parameters throw.
    return (
      (labelText({ key: row.label_key, params: row.label_params ?? undefined } as MovementLabel, language) as string | undefined) ??
      row.label
    );
  } catch {
    return row.label;
  }
}
