// Reading the catalogue: products in the member's language, with the price helper's price, their variants,
// delivery promise and extra-field schema; categories with their counts; the shop's partners. Filters are
// applied in SQL except the price, which is the helper's (a few hundred rows at most, all read at once).
import type { Db } from '../db/db';
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';
import { component, priceOf } from './price';

type Product = Schemas['Product'];
export type ProductKind = Schemas['ProductKind'];

export const kinds: Record<number, ProductKind> = {
  1: 'physical',
  2: 'voucher',
  3: 'experience',
  4: 'charity',
  5: 'points',
  6: 'financial',
};

const hour = 3_600_000;
/** requirements §9's promises by type; charity as the digital kinds, financial services as the partner's answer. */
const promises: Record<number, Schemas['DeliveryPromise']> = {
  1: { kind: 'within_4_weeks', hours: 28 * 24 },
  2: { kind: 'within_72_hours', hours: 72 },
  3: { kind: 'within_72_hours', hours: 72 },
  4: { kind: 'within_72_hours', hours: 72 },
  5: { kind: 'within_48_hours', hours: 48 },
  6: { kind: 'within_14_days', hours: 14 * 24 },
};
export const deliveryPromise = (type: number): Schemas['DeliveryPromise'] =>
  promises[type] ?? promises[1] ?? { kind: 'within_4_weeks', hours: 672 };
/** How long after the order a line of this type is delivered. */
export const deliveryDelayMs = (type: number) => deliveryPromise(type).hours * hour;

export type TranslatedNames = Record<LanguageCode, string>;
export const inLanguage = (names: unknown, language: LanguageCode): string => {
  const n = (names ?? {}) as Partial<TranslatedNames>;
  return n[language] ?? n.en ?? '';
};

export interface ProductRow {
  id: number;
  category_id: number;
  type: number;
  names: TranslatedNames;
  descriptions: TranslatedNames;
  conversion_rate: string | null;
  unit_price: string | null;
  minimum_quantity: number | null;
  extra_schema: Record<string, unknown> | null;
  partner_id: number | null;
  partner_name: string | null;
  ideal_gift: boolean;
  popularity: number;
  published_on: Date | string;
}

export interface VariantRow {
  id: number;
  product_id: number;
  names: TranslatedNames;
  unit_price: string | null;
}

export const productColumns = `p.id, p.category_id, p.type, p.names, p.descriptions, p.conversion_rate, p.unit_price, p.minimum_quantity,
  p.extra_schema, p.partner_id, pa.name AS partner_name, p.ideal_gift, p.popularity, p.published_on`;
const productFrom = 'FROM products p LEFT JOIN partners pa ON pa.id = p.partner_id';

/** The stored components as the contract shows them: a null component is left out (the helper reads it as 1). */
export function componentsOf(row: { conversion_rate: string | null; unit_price: string | null; minimum_quantity: number | null }) {
  const out: Schemas['PriceComponents'] = {};
  if (row.conversion_rate !== null) out.conversionRate = Number(row.conversion_rate);
  if (row.unit_price !== null) out.unitPrice = Number(row.unit_price);
  if (row.minimum_quantity !== null) out.minimumQuantity = row.minimum_quantity;
  return out;
}

/** The fewest units a line of this product may hold. */
export const minimumOf = (row: { minimum_quantity: number | null }) => component(row.minimum_quantity);

export const pictureOf = (productId: number) => `/media/products/${productId}.svg`;

/** A product as a basket line or an order line names it (ProductRef). */
export const productRef = (id: number, names: unknown, type: number, language: LanguageCode): Schemas['ProductRef'] => ({
  id,
  name: inLanguage(names, language),
  type,
  kind: kinds[type] ?? 'physical',
  picture: pictureOf(id),
});

/** A line's variant (VariantRef), or null. */
export const variantRef = (id: number | null, names: unknown, language: LanguageCode): Schemas['VariantRef'] | null =>
  id === null ? null : { id, name: inLanguage(names, language) };

const isoDay = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

function toProduct(row: ProductRow, variants: VariantRow[], language: LanguageCode): Product {
  const components = componentsOf(row);
  return {
    id: row.id,
    name: inLanguage(row.names, language),
    description: inLanguage(row.descriptions, language),
    type: row.type,
    kind: kinds[row.type] ?? 'physical',
    categories: [row.category_id],
    priceComponents: components,
    price: priceOf(components),
    picture: pictureOf(row.id),
    pictures: [pictureOf(row.id)],
    variants: variants.map((v) => ({
      id: v.id,
      name: inLanguage(v.names, language),
      ...(v.unit_price === null ? {} : { unitPrice: Number(v.unit_price) }),
      price: priceOf({ ...components, ...(v.unit_price === null ? {} : { unitPrice: Number(v.unit_price) }) }),
    })),
    extraSchema: row.extra_schema,
    partner: row.partner_id === null ? null : { id: row.partner_id, name: row.partner_name ?? '' },
    ideal_gift: row.ideal_gift,
    delivery: deliveryPromise(row.type),
    popularity: row.popularity,
    published_on: isoDay(row.published_on),
  };
}

export interface ProductFilter {
  categories: number[];
  minPrice: number | null;
  maxPrice: number | null;
  type: number | null;
  idealGift: boolean | null;
  sort: 'price_asc' | 'price_desc' | 'newest' | 'popularity' | null;
}

async function variantsFor(db: Db, productIds: number[]): Promise<Map<number, VariantRow[]>> {
  const rows = productIds.length
    ? await db.query<VariantRow>(
        "SELECT id, product_id, names, unit_price FROM product_variants WHERE product_id = ANY (string_to_array($1, ',')::int[]) ORDER BY product_id, position",
        [productIds.join(',')],
      )
    : [];
  const byProduct = new Map<number, VariantRow[]>();
  for (const v of rows) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);
  return byProduct;
}

/** The products a filter matches, in the member's language and the asked order. */
export async function listProducts(db: Db, filter: ProductFilter, language: LanguageCode): Promise<Product[]> {
  const rows = await db.query<ProductRow>(
    `SELECT ${productColumns} ${productFrom}
      WHERE p.active
        AND ($1 = '' OR p.category_id = ANY (string_to_array($1, ',')::int[]))
        AND ($2::int IS NULL OR p.type = $2)
        AND ($3::boolean IS NULL OR p.ideal_gift = $3)
      ORDER BY p.category_id, p.id`,
    [filter.categories.join(','), filter.type, filter.idealGift],
  );
  const variants = await variantsFor(
    db,
    rows.map((r) => r.id),
  );
  const products = rows
    .map((r) => toProduct(r, variants.get(r.id) ?? [], language))
    .filter((p) => (filter.minPrice === null || p.price >= filter.minPrice) && (filter.maxPrice === null || p.price <= filter.maxPrice));
  const by: Record<NonNullable<ProductFilter['sort']>, (a: Product, b: Product) => number> = {
    price_asc: (a, b) => a.price - b.price || a.id - b.id,
    price_desc: (a, b) => b.price - a.price || a.id - b.id,
    newest: (a, b) => b.published_on.localeCompare(a.published_on) || b.id - a.id,
    popularity: (a, b) => b.popularity - a.popularity || a.id - b.id,
  };
  return filter.sort ? products.sort(by[filter.sort]) : products;
}

/** One active product, or null. */
export async function findProduct(db: Db, id: number, language: LanguageCode): Promise<Product | null> {
  const [row] = await db.query<ProductRow>(`SELECT ${productColumns} ${productFrom} WHERE p.active AND p.id = $1`, [id]);
  if (!row) return null;
  return toProduct(row, (await variantsFor(db, [id])).get(id) ?? [], language);
}

/** The categories in order, with how many active products each has. */
export async function listCategories(db: Db, language: LanguageCode): Promise<Schemas['ProductCategory'][]> {
  const rows = await db.query<{ id: number; slug: string; position: number; names: TranslatedNames; product_count: number }>(
    `SELECT c.id, c.slug, c.position, c.names, count(p.id)::int AS product_count
       FROM product_categories c LEFT JOIN products p ON p.category_id = c.id AND p.active
      GROUP BY c.id ORDER BY c.position, c.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    position: r.position,
    name: inLanguage(r.names, language),
    product_count: r.product_count,
  }));
}

/** Partners with a name, of one type or all. */
export async function listPartners(db: Db, type: string | null): Promise<Schemas['Partner'][]> {
  const rows = await db.query<{ id: number; name: string; type: 'partner' | 'destination' | 'shop' }>(
    'SELECT id, name, type FROM partners WHERE name IS NOT NULL AND type IS NOT NULL AND ($1::text IS NULL OR type = $1) ORDER BY id',
    [type],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    cmsContent: { zones: { partner_logo: [{ partner_logo_img: `/media/partners/${r.id}.svg` }] } },
  }));
}
