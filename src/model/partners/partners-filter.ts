// Pure helpers of the partner list (/discover/partners): which partners a search and a type show, and each one's
// logo from its CMS zone (requirements §3 cmsContent.zones.partner_logo[0].partner_logo_img).

/** The part of a partner the list needs (the API's partner has more). */
export interface ListedPartner {
  id: number;
  name: string;
  type: string;
  cmsContent: { zones: { partner_logo: { partner_logo_img: string }[] } };
}

/** The list's type choice: both, or one of requirements §7's two (partner, destination). */
export type PartnerTypeChoice = 'all' | 'partner' | 'destination';
export const partnerTypes = ['partner', 'destination'] as const;
/** The kinds of partner the list of all partners has: the directory's two, then the gift shop's partners. */
export const allPartnerKinds = [...partnerTypes, 'shop'] as const;
export type PartnerKind = (typeof allPartnerKinds)[number];

export function isPartnerTypeChoice(value: unknown): value is PartnerTypeChoice {
  return value === 'all' || value === 'partner' || value === 'destination';
}

/** Lower case without accents, so "benelux" finds "Bénélux" and "Genève" is found by "geneve". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim();
}

/** Whether every word of the search is in the partner's name (words in any order). */
export function matchesSearch(name: string, search: string): boolean {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  const folded = foldText(name);
  return words.every((w) => folded.includes(w));
}

/**
 * The partners shown, by type in requirements §7's order (partners, then destinations), each group by name. `withShop`
 * adds the gift shop's partners after the chosen type (the list of all partners has them).
 */
export function visiblePartners<P extends ListedPartner>(
  list: readonly P[],
  type: PartnerTypeChoice,
  search: string,
  language = 'en',
  withShop = false,
): { type: PartnerKind; partners: P[] }[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return allPartnerKinds
    .filter((t) => (t === 'shop' ? withShop : type === 'all' || type === t))
    .map((t) => ({
      type: t,
      partners: list.filter((p) => p.type === t && matchesSearch(p.name, search)).sort((a, b) => collator.compare(a.name, b.name)),
    }));
}

/** The logo of the partner's CMS zone, or null when the content system has none (the name stands alone then). */
export function partnerLogo(partner: Pick<ListedPartner, 'cmsContent'>): string | null {
  return partner.cmsContent.zones.partner_logo[0]?.partner_logo_img ?? null;
}
