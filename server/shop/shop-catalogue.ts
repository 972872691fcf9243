// The gift shop's categories, products and partners: the editors' files in server/shop/data/
// (schemas/catalogues/shop-category.schema.json and shop-partners.schema.json, docs/editors/add-a-shop-category.md),
// checked at every start and by `npm run check:catalogues`. A problem stops the start with `file#/json/pointer: message`.
// The catalogue is written into the database at start (catalogue-sync.ts), where the shop's queries read it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJsonFile, readJsonFolder, repeatedIds, repeatedInList } from '../data-files/json-folder';
import type { LocalText, ShopCategoryFile, ShopPartner, ShopPartnersFile, ShopProduct } from '../generated/catalogues';
import type { LanguageCode } from '../http/request-language';
import { programmeFigures } from '../reference/programme-settings';

type ProductType = ShopCategoryFile['type'];

/** The database's numbers of the product types. */
const typeNumbers = {
  physical: 1,
  voucher: 2,
  experience: 3,
  charity: 4,
  rewards_points: 5,
  financial_service: 6,
} as const satisfies Record<ProductType, number>;

export interface CatalogueVariant {
  id: number;
  position: number;
  names: LocalText;
  unitPrice: number | null;
}

export interface CatalogueProduct {
  id: number;
  categoryId: number;
  type: (typeof typeNumbers)[ProductType];
  names: LocalText;
  descriptions: LocalText;
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
  names: LocalText;
}

export interface CataloguePartner {
  id: number;
  name: string;
  type: 'shop';
}

export interface ShopCatalogue {
  categories: CatalogueCategory[];
  products: CatalogueProduct[];
  partners: CataloguePartner[];
}

const here = dirname(fileURLToPath(import.meta.url));
export const shopDir = join(here, 'data');
const schemas = join(here, '../../schemas/catalogues');

const isDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** The ideal gift threshold as the shop writes it: "80 000". */
const threshold = new Intl.NumberFormat('en-GB').format(programmeFigures.ideal_gift_threshold).replace(/,/g, ' ');

/** The category's description for one product: `{name}` and `{{threshold}}` filled in. */
function describe(template: LocalText, names: LocalText): LocalText {
  const fill = (language: LanguageCode) => template[language].replace('{name}', names[language]).replace('{{threshold}}', threshold);
  return { en: fill('en'), 'fr-be': fill('fr-be'), 'nl-be': fill('nl-be') };
}

/** The JSON Schema of a rewards points line's extra field: the member's number at the partner. */
function membershipNumberSchema(partner: { name: string; membership_number_digits: number }): object {
  const message = `Please enter your ${partner.name} membership number: ${partner.membership_number_digits} digits.`;
  return {
    type: 'object',
    required: ['loyalty_number'],
    additionalProperties: false,
    properties: {
      loyalty_number: {
        type: 'string',
        pattern: `^[0-9]{${partner.membership_number_digits}}$`,
        'x-message': message,
        'x-key': 'loyalty_number_format',
        'x-required-message': message,
        'x-required-key': 'loyalty_number_required',
      },
    },
  };
}

/** A product's problems the schema cannot say, each `#/products/<i>/…: message`. */
function productRules(category: ShopCategoryFile, partners: ReadonlyMap<number, ShopPartner>): string[] {
  return category.products.flatMap((product, index) => {
    const at = `#/products/${index}`;
    const type = product.type ?? category.type;
    const problems: string[] = [];
    if (!isDay(product.published_on)) problems.push(`${at}/published_on: ${product.published_on} is not a day of the calendar`);
    const partner = product.partner_id === undefined ? undefined : partners.get(product.partner_id);
    if (product.partner_id !== undefined && !partner)
      problems.push(`${at}/partner_id: ${product.partner_id} is not one of the shop's partners (${[...partners.keys()].join(', ')})`);
    if ((type === 'rewards_points' || type === 'financial_service') && product.partner_id === undefined)
      problems.push(`${at}: a ${type} product names its partner_id`);
    if (type === 'rewards_points' && partner && partner.membership_number_digits === undefined)
      problems.push(`${at}/partner_id: ${partner.name} has no membership_number_digits, which rewards points ask for`);
    return problems;
  });
}

function product(category: ShopCategoryFile, entry: ShopProduct, partners: ReadonlyMap<number, ShopPartner>): CatalogueProduct {
  const type = entry.type ?? category.type;
  const partner = entry.partner_id === undefined ? undefined : partners.get(entry.partner_id);
  return {
    id: entry.id,
    categoryId: category.id,
    type: typeNumbers[type],
    names: entry.names,
    descriptions: entry.descriptions ?? describe(category.description, entry.names),
    conversionRate: entry.conversion_rate,
    unitPrice: entry.unit_price,
    minimumQuantity: entry.minimum_quantity,
    extraSchema:
      type === 'rewards_points' && partner?.membership_number_digits !== undefined
        ? membershipNumberSchema({ name: partner.name, membership_number_digits: partner.membership_number_digits })
        : null,
    partnerId: entry.partner_id ?? null,
    idealGift: category.ideal_gift ?? false,
    popularity: entry.popularity,
    publishedOn: entry.published_on,
    variants: (entry.variants ?? []).map((variant, index) => ({
      id: variant.id,
      position: index + 1,
      names: variant.names,
      unitPrice: variant.unit_price ?? null,
    })),
  };
}

/**
 * The shop's catalogue from `dir` (its `partners.json` and `categories/`). That no directory partner takes a shop
 * partner's id is the directory's rule (readPartnerCatalogue).
 */
export function readShopCatalogue(dir: string = shopDir): ShopCatalogue {
  const partnersFile = readJsonFile<ShopPartnersFile>({
    file: join(dir, 'partners.json'),
    schemaFile: join(schemas, 'shop-partners.schema.json'),
    what: "The shop's partners file",
    fileRules: (file) => repeatedInList(file.partners, 'partners', 'id', (partner) => partner.id),
  });
  const partners = new Map(partnersFile.partners.map((partner) => [partner.id, partner]));
  const files = readJsonFolder<ShopCategoryFile>({
    dir: join(dir, 'categories'),
    schemaFile: join(schemas, 'shop-category.schema.json'),
    what: 'Shop category files',
    fileRules: (file) => productRules(file, partners),
    folderRules: (all) => [
      ...repeatedIds(all, (file) => [{ id: file.id, at: '/id' }]),
      ...repeatedIds(all, (file) => [{ id: file.slug, at: '/slug' }]),
      ...repeatedIds(all, (file) => [{ id: file.position, at: '/position' }]),
      ...repeatedIds(all, (file) => file.products.map((entry, index) => ({ id: entry.id, at: `/products/${index}/id` }))),
      ...repeatedIds(all, (file) =>
        file.products.flatMap((entry, index) =>
          (entry.variants ?? []).map((variant, v) => ({ id: variant.id, at: `/products/${index}/variants/${v}/id` })),
        ),
      ),
    ],
  });
  return {
    categories: files.map(({ file }) => ({ id: file.id, slug: file.slug, position: file.position, names: file.names })),
    products: files.flatMap(({ file }) => file.products.map((entry) => product(file, entry, partners))),
    partners: partnersFile.partners.map((partner) => ({ id: partner.id, name: partner.name, type: 'shop' })),
  };
}
