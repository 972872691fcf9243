// The reference catalogue, generated from catalogue-words.ts: the same products, ids, prices and variants
// on every machine (no randomness, no clock). Ids run from 1 in category order, so products 1–40 of
// migration 007 (which favorites name) are real products. Prices are in euros with a conversion rate of 100
// miles per euro, except where a product shows the price helper's defaults (a missing component reads 1).
import { programmeFigures } from '../reference/programme-settings';
import { categoryWords, colourVariants, euroValue, financialPartners, pointsPartners, sizeVariants } from './catalogue-words';
import type { Words } from './catalogue-words';

export type Translated = { en: string; 'fr-be': string; 'nl-be': string };

export interface CatalogueVariant {
  id: number;
  position: number;
  names: Translated;
  unitPrice: number | null;
}

export interface CatalogueProduct {
  id: number;
  categoryId: number;
  type: 1 | 2 | 3 | 4 | 5 | 6;
  names: Translated;
  descriptions: Translated;
  conversionRate: number | null;
  unitPrice: number | null;
  minimumQuantity: number | null;
  extraSchema: object | null;
  partnerId: number | null;
  idealGift: boolean;
  popularity: number;
  publishedOn: string;
  variants: CatalogueVariant[];
}

export interface CatalogueCategory {
  id: number;
  slug: string;
  position: number;
  names: Translated;
}

export interface CataloguePartner {
  id: number;
  name: string;
  type: 'shop';
}

const translated = ([en, fr, nl]: Words): Translated => ({ en, 'fr-be': fr, 'nl-be': nl });
const filled = (template: Words, name: Words): Translated => {
  const threshold = new Intl.NumberFormat('en-GB').format(programmeFigures.ideal_gift_threshold).replace(/,/g, ' ');
  const fill = (t: string, n: string) => t.replace('{name}', n).replace('{{threshold}}', threshold);
  return { en: fill(template[0], name[0]), 'fr-be': fill(template[1], name[1]), 'nl-be': fill(template[2], name[2]) };
};

/** A deterministic spread of 0 … steps-1 over the products (a multiplicative hash of the id). */
const spread = (id: number, steps: number) => (id * 7919 + 13) % steps;

/** Unit prices in euros by category slug: from, step and number of steps. */
const priceRanges: Record<string, [number, number, number]> = {
  home: [20, 5, 30],
  tech: [29.99, 10, 25],
  travel: [15, 5, 30],
  wellness: [15, 5, 20],
  experiences: [60, 10, 25],
  'financial-services': [30, 10, 12],
  'ideal-gift': [450, 25, 18],
};

/** The JSON Schema of a points conversion's extra field: the partner's membership number. */
function loyaltyNumberSchema(partner: (typeof pointsPartners)[number]): object {
  const message = `Please enter your ${partner.name} membership number: ${partner.digits} digits.`;
  return {
    type: 'object',
    required: ['loyalty_number'],
    additionalProperties: false,
    properties: {
      loyalty_number: {
        type: 'string',
        pattern: `^[0-9]{${partner.digits}}$`,
        'x-message': message,
        'x-key': 'loyalty_number_format',
        'x-required-message': message,
        'x-required-key': 'loyalty_number_required',
      },
    },
  };
}

function variantsOf(productId: number, slug: string, index: number): CatalogueVariant[] {
  const make = (words: readonly Words[], prices: (number | null)[] = []) =>
    words.map((w, i) => ({ id: productId * 10 + i + 1, position: i + 1, names: translated(w), unitPrice: prices[i] ?? null }));
  if (slug === 'travel') return make(colourVariants);
  // The bathrobe (wellness, 7th) comes in sizes.
  if (slug === 'wellness' && index === 6) return make(sizeVariants);
  if (slug === 'vouchers') {
    const values = index < 2 ? [25, 50, 100, 250] : [25, 50, 100];
    return make(values.map(euroValue), values);
  }
  return [];
}

function build(): { categories: CatalogueCategory[]; products: CatalogueProduct[]; partners: CataloguePartner[] } {
  const categories: CatalogueCategory[] = [];
  const products: CatalogueProduct[] = [];
  let id = 0;
  for (const [c, category] of categoryWords.entries()) {
    const categoryId = c + 1;
    categories.push({ id: categoryId, slug: category.slug, position: categoryId, names: translated(category.names) });
    const items: readonly Words[] =
      category.slug === 'rewards-points'
        ? pointsPartners.map((p): Words => [`${p.name} points`, `Points ${p.name}`, `${p.name}-punten`])
        : category.items;
    for (const [i, name] of items.entries()) {
      id += 1;
      const base = {
        id,
        categoryId,
        type: category.type,
        names: translated(name),
        descriptions: filled(category.description, name),
        extraSchema: null as object | null,
        partnerId: null as number | null,
        idealGift: category.slug === 'ideal-gift',
        popularity: spread(id, 100),
        publishedOn: new Date(Date.UTC(2025, 0, 1) + id * 3 * 86_400_000).toISOString().slice(0, 10),
      };
      const range = priceRanges[category.slug];
      let prices: Pick<CatalogueProduct, 'conversionRate' | 'unitPrice' | 'minimumQuantity'>;
      if (category.slug === 'vouchers') prices = { conversionRate: 100, unitPrice: 25, minimumQuantity: null };
      // A donation unit is 1 000 miles, written as the unit price alone: rate and minimum take their default.
      else if (category.slug === 'charity') prices = { conversionRate: null, unitPrice: 1000, minimumQuantity: null };
      else if (category.slug === 'rewards-points') {
        // Quantity is the partner's points; the rate is miles per point; the minimum is shown and enforced.
        const partner = pointsPartners[i];
        if (!partner) throw new Error('points partner missing');
        prices = { conversionRate: partner.rate, unitPrice: null, minimumQuantity: partner.minimum };
        base.extraSchema = loyaltyNumberSchema(partner);
        base.partnerId = partner.id;
      } else {
        if (!range) throw new Error(`no price range for ${category.slug}`);
        const [from, step, steps] = range;
        prices = { conversionRate: 100, unitPrice: Math.round((from + step * spread(id, steps)) * 100) / 100, minimumQuantity: null };
      }
      if (category.slug === 'financial-services') base.partnerId = financialPartners[i % financialPartners.length]?.id ?? null;
      // Experiences of the ideal gift selection are experiences (e-ticket), the rest physical.
      const type = category.slug === 'ideal-gift' && /Weekend|Dinner|retreat/.test(name[0]) ? 3 : category.type;
      products.push({ ...base, type, ...prices, variants: variantsOf(id, category.slug, i) });
    }
  }
  const partners: CataloguePartner[] = [...pointsPartners, ...financialPartners].map((p) => ({ id: p.id, name: p.name, type: 'shop' }));
  return { categories, products, partners };
}

/** The catalogue, built once. */
export const catalogue = build();
