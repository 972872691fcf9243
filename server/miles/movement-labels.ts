// What a history line says, in the member's language. A movement the programme writes stores a label key and
// its parameters (movements.label_key, label_params) beside an English text (movements.label, what the
// back office reads); points_history renders the key in the language of Accept-Language. A movement without
// a key (a back-office adjustment typed by hand, synthetic bench data) shows its text as stored.
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

const topics = {
  city_breaks: { en: 'city breaks', 'fr-be': 'escapades urbaines', 'nl-be': 'stedentrips' },
  belgian_coast: { en: 'Belgian coast getaways', 'fr-be': 'escapades à la côte belge', 'nl-be': 'uitstapjes aan de Belgische kust' },
  horizon_brands: { en: 'Horizon brands', 'fr-be': 'les marques Horizon', 'nl-be': 'de merken van Horizon' },
  business_stays: { en: 'selling business stays', 'fr-be': 'vendre les séjours d’affaires', 'nl-be': 'zakenreizen verkopen' },
  select_service: { en: 'Horizon Select service', 'fr-be': 'le service Horizon Select', 'nl-be': 'de Horizon Select-service' },
  sustainable_travel: { en: 'sustainable travel', 'fr-be': 'le voyage durable', 'nl-be': 'duurzaam reizen' },
  agency_days_2025: { en: 'Agency Days 2025', 'fr-be': 'Agency Days 2025', 'nl-be': 'Agency Days 2025' },
  booking_habits: { en: 'your booking habits', 'fr-be': 'vos habitudes de réservation', 'nl-be': 'uw boekingsgewoonten' },
  paris: { en: 'Paris neighbourhoods', 'fr-be': 'les quartiers de Paris', 'nl-be': 'de wijken van Parijs' },
  london: { en: 'London in a weekend', 'fr-be': 'Londres en un week-end', 'nl-be': 'Londen in een weekend' },
  utrecht_fair: { en: 'travel fair Utrecht', 'fr-be': 'salon du voyage d’Utrecht', 'nl-be': 'reisbeurs Utrecht' },
  nordlys: { en: 'Nordlys hotels', 'fr-be': 'les hôtels Nordlys', 'nl-be': 'de Nordlys-hotels' },
  spa_wellness: { en: 'spa and wellness', 'fr-be': 'spa et bien-être', 'nl-be': 'spa en wellness' },
} as const satisfies Record<string, Record<LanguageCode, string>>;
export type AnimationTopic = keyof typeof topics;

interface Words {
  welcome: string;
  profileComplete: string;
  /** "Booking HZ123 – hotel, city (3 nights, booster 2x)" */
  stay(p: { number: string; hotel: string; city: string; nights: number; booster?: number }): string;
  cancelled: Record<StayCancellation, string>;
  orderPlaced(number: string): string;
  cardOrder(last4: string): string;
  cardLoad(last4: string, amount: string): string;
  redemption(p: RedemptionLabel): string;
  expired(until: string | undefined): string;
  sponsorship(name: string): string;
  transferTo(name: string, code: string): string;
  transferFrom(name: string, code: string): string;
  kinds: Record<AnimationKind, string>;
  /** French puts a space before a colon. */
  colon: string;
  awards: Record<Award, (year: number | undefined) => string>;
}

// As the portal writes dates (src/lib/format-date.ts): the programme's English puts the day first.
const dateLocales: Record<LanguageCode, string> = { en: 'en-GB', 'fr-be': 'fr-BE', 'nl-be': 'nl-BE' };
const longDate = (language: LanguageCode, iso: string) =>
  new Intl.DateTimeFormat(dateLocales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

const euros = (language: LanguageCode, cents: number) =>
  new Intl.NumberFormat(dateLocales[language], { style: 'currency', currency: 'EUR' }).format(cents / 100);

const words: Record<LanguageCode, Words> = {
  en: {
    welcome: 'Welcome bonus',
    profileComplete: 'Complete profile bonus',
    stay: ({ number, hotel, city, nights, booster }) =>
      `Booking ${number} – ${hotel}, ${city} (${nights} ${nights === 1 ? 'night' : 'nights'}${booster ? `, booster ${booster}x` : ''})`,
    cancelled: {
      not_completed: ' – cancelled: stay not completed',
      by_hotel: ' – cancelled by the hotel',
      duplicate: ' – cancelled: duplicate claim',
    },
    orderPlaced: (number) => `Gift shop order ${number}`,
    cardOrder: (last4) => `Prepaid card ordered (•••• ${last4})`,
    cardLoad: (last4, amount) => `Prepaid card load (•••• ${last4}): ${amount}`,
    redemption: ({ reference, hotel, city, nights, status }) =>
      status === 'held'
        ? `Room nights held – ${hotel}, ${city} (${nights} ${nights === 1 ? 'night' : 'nights'}, request ${reference})`
        : `Room-night redemption ${reference} – ${hotel}, ${city} (${nights} ${nights === 1 ? 'night' : 'nights'})${status === 'refused' ? ' – refused by the hotel' : ''}`,
    expired: (until) => (until ? `Miles expired (valid 24 months, until ${until})` : 'Miles expired (valid 24 months)'),
    sponsorship: (name) => `Sponsorship: ${name} – first booking accepted`,
    transferTo: (name, code) => `Transfer to ${name} (${code})`,
    transferFrom: (name, code) => `Transfer from ${name} (${code})`,
    kinds: { quiz: 'Quiz', elearning: 'E-learning', event: 'Event', survey: 'Survey', codes: 'Code distribution' },
    colon: ':',
    awards: {
      top_seller: (year) => `Top seller award ${year ?? ''}`.trim(),
      first_month_challenge: () => 'First-month challenge: 5 bookings declared',
    },
  },
  'fr-be': {
    welcome: 'Bonus de bienvenue',
    profileComplete: 'Bonus profil complet',
    stay: ({ number, hotel, city, nights, booster }) =>
      `Réservation ${number} – ${hotel}, ${city} (${nights} ${nights === 1 ? 'nuit' : 'nuits'}${booster ? `, booster ${booster}x` : ''})`,
    cancelled: {
      not_completed: ' – annulée : séjour non effectué',
      by_hotel: ' – annulée par l’hôtel',
      duplicate: ' – annulée : déclaration en double',
    },
    orderPlaced: (number) => `Commande boutique cadeaux ${number}`,
    cardOrder: (last4) => `Carte prépayée commandée (•••• ${last4})`,
    cardLoad: (last4, amount) => `Rechargement de la carte prépayée (•••• ${last4}) : ${amount}`,
    redemption: ({ reference, hotel, city, nights, status }) =>
      status === 'held'
        ? `Nuitées en attente – ${hotel}, ${city} (${nights} ${nights === 1 ? 'nuit' : 'nuits'}, demande ${reference})`
        : `Nuitées en miles ${reference} – ${hotel}, ${city} (${nights} ${nights === 1 ? 'nuit' : 'nuits'})${status === 'refused' ? ' – refusée par l’hôtel' : ''}`,
    expired: (until) => (until ? `Miles expirés (valables 24 mois, jusqu’au ${until})` : 'Miles expirés (valables 24 mois)'),
    sponsorship: (name) => `Parrainage : ${name} – première réservation acceptée`,
    transferTo: (name, code) => `Transfert à ${name} (${code})`,
    transferFrom: (name, code) => `Transfert de ${name} (${code})`,
    kinds: { quiz: 'Quiz', elearning: 'E-learning', event: 'Événement', survey: 'Sondage', codes: 'Distribution de codes' },
    colon: ' :',
    awards: {
      top_seller: (year) => `Prix du meilleur vendeur ${year ?? ''}`.trim(),
      first_month_challenge: () => 'Défi du premier mois : 5 réservations déclarées',
    },
  },
  'nl-be': {
    welcome: 'Welkomstbonus',
    profileComplete: 'Bonus volledig profiel',
    stay: ({ number, hotel, city, nights, booster }) =>
      `Boeking ${number} – ${hotel}, ${city} (${nights} ${nights === 1 ? 'nacht' : 'nachten'}${booster ? `, booster ${booster}x` : ''})`,
    cancelled: {
      not_completed: ' – geannuleerd: verblijf niet voltooid',
      by_hotel: ' – geannuleerd door het hotel',
      duplicate: ' – geannuleerd: dubbele aangifte',
    },
    orderPlaced: (number) => `Bestelling cadeaushop ${number}`,
    cardOrder: (last4) => `Prepaidkaart besteld (•••• ${last4})`,
    cardLoad: (last4, amount) => `Opwaardering prepaidkaart (•••• ${last4}): ${amount}`,
    redemption: ({ reference, hotel, city, nights, status }) =>
      status === 'held'
        ? `Hotelnachten in afwachting – ${hotel}, ${city} (${nights} ${nights === 1 ? 'nacht' : 'nachten'}, aanvraag ${reference})`
        : `Hotelnachten met miles ${reference} – ${hotel}, ${city} (${nights} ${nights === 1 ? 'nacht' : 'nachten'})${status === 'refused' ? ' – geweigerd door het hotel' : ''}`,
    expired: (until) => (until ? `Verlopen miles (24 maanden geldig, tot ${until})` : 'Verlopen miles (24 maanden geldig)'),
    sponsorship: (name) => `Peterschap: ${name} – eerste boeking aanvaard`,
    transferTo: (name, code) => `Overdracht aan ${name} (${code})`,
    transferFrom: (name, code) => `Overdracht van ${name} (${code})`,
    kinds: { quiz: 'Quiz', elearning: 'E-learning', event: 'Evenement', survey: 'Enquête', codes: 'Codeverdeling' },
    colon: ':',
    awards: {
      top_seller: (year) => `Topverkoper-award ${year ?? ''}`.trim(),
      first_month_challenge: () => 'Uitdaging eerste maand: 5 boekingen aangegeven',
    },
  },
};

/** The label's text in a language. */
export function labelText(label: MovementLabel, language: LanguageCode): string {
  const w = words[language];
  switch (label.key) {
    case 'welcome':
      return w.welcome;
    case 'profile_complete':
      return w.profileComplete;
    case 'stay':
      return w.stay(label.params) + (label.params.cancelled ? w.cancelled[label.params.cancelled] : '');
    case 'order':
    case 'order_placed':
      return w.orderPlaced(label.params.number);
    case 'card_order':
      return w.cardOrder(label.params.last4);
    case 'card_load':
      return w.cardLoad(label.params.last4, euros(language, label.params.cents));
    case 'redemption':
      return w.redemption(label.params);
    case 'expired':
      return w.expired(label.params?.until ? longDate(language, label.params.until) : undefined);
    case 'sponsorship':
      return w.sponsorship(label.params.name);
    case 'transfer_to':
      return w.transferTo(label.params.name, label.params.code);
    case 'transfer_from':
      return w.transferFrom(label.params.name, label.params.code);
    case 'animation':
      return `${w.kinds[label.params.kind]}${w.colon} ${'title' in label.params ? label.params.title[language] : topics[label.params.topic][language]}`;
    case 'award':
      return w.awards[label.params.award](label.params.year);
  }
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
