// Writes the shop's catalogue (the editors' files, shop-catalogue.ts) into the database at every start, like the
// content files: the files are the catalogue's source, so a changed price or name reaches every database. One
// statement per table (a JSON document unpacked by jsonb_to_recordset), in one transaction; upserts keyed by
// id, so two processes starting together on one PostgreSQL just write the same rows twice.
import type { Db } from '../db/db';
import type { ShopCatalogue } from './shop-catalogue';

export async function syncCatalogue(db: Db, catalogue: ShopCatalogue): Promise<void> {
  const { categories, products, partners } = catalogue;
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO product_categories (id, slug, position, names)
       SELECT id, slug, position, names FROM jsonb_to_recordset($1::jsonb) AS c(id int, slug text, position int, names jsonb)
       ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, position = EXCLUDED.position, names = EXCLUDED.names`,
      [JSON.stringify(categories)],
    );
    await tx.query(
      `INSERT INTO partners (id, name, type)
       SELECT id, name, type FROM jsonb_to_recordset($1::jsonb) AS p(id int, name text, type text)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, type = EXCLUDED.type`,
      [JSON.stringify(partners)],
    );
    await tx.query(
      `INSERT INTO products (id, active, category_id, type, names, descriptions, conversion_rate, unit_price, minimum_quantity,
                             extra_schema, partner_id, ideal_gift, popularity, published_on)
       SELECT id, true, "categoryId", type, names, descriptions, "conversionRate", "unitPrice", "minimumQuantity",
              "extraSchema", "partnerId", "idealGift", popularity, "publishedOn"
         FROM jsonb_to_recordset($1::jsonb) AS p(id int, "categoryId" int, type int, names jsonb, descriptions jsonb,
              "conversionRate" numeric, "unitPrice" numeric, "minimumQuantity" int, "extraSchema" jsonb, "partnerId" int,
              "idealGift" boolean, popularity int, "publishedOn" date)
       ON CONFLICT (id) DO UPDATE SET active = true, category_id = EXCLUDED.category_id, type = EXCLUDED.type, names = EXCLUDED.names,
              descriptions = EXCLUDED.descriptions, conversion_rate = EXCLUDED.conversion_rate, unit_price = EXCLUDED.unit_price,
              minimum_quantity = EXCLUDED.minimum_quantity, extra_schema = EXCLUDED.extra_schema, partner_id = EXCLUDED.partner_id,
              ideal_gift = EXCLUDED.ideal_gift, popularity = EXCLUDED.popularity, published_on = EXCLUDED.published_on`,
      [JSON.stringify(products.map(({ variants: _variants, ...p }) => p))],
    );
    // A product the catalogue no longer describes is withdrawn (kept: orders and favorites name it).
    await tx.query("UPDATE products SET active = false WHERE active AND NOT (id = ANY (string_to_array($1, ',')::int[]))", [
      products.map((p) => p.id).join(','),
    ]);
    await tx.query(
      `INSERT INTO product_variants (id, product_id, position, names, unit_price)
       SELECT id, "productId", position, names, "unitPrice"
         FROM jsonb_to_recordset($1::jsonb) AS v(id int, "productId" int, position int, names jsonb, "unitPrice" numeric)
       ON CONFLICT (id) DO UPDATE SET product_id = EXCLUDED.product_id, position = EXCLUDED.position, names = EXCLUDED.names,
              unit_price = EXCLUDED.unit_price`,
      [JSON.stringify(products.flatMap((p) => p.variants.map((v) => ({ ...v, productId: p.id }))))],
    );
  });
}
