/** @vitest-environment node */
// The guide "Add a shop category" (docs/editors/add-a-shop-category.md), replayed: the guide's example file goes into
// a copy of the shop's folder; `npm run check:catalogues` accepts it; a server started on the copy lists the category
// and its products in the three languages, priced as the guide says, pictured, and a member puts one in the basket;
// and the problems the guide quotes are refused with their `file#/pointer`, by the check and by the server's start.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import type { ShopCategoryFile } from '../../server/generated/catalogues';
import type { Schemas } from '../../server/http/api-types';
import { readShopCatalogue, shopDir } from '../../server/shop/shop-catalogue';
import { fileFolder, testFolder } from '../support/temp-dir';
import { call, expectContract, json } from './support/api-calls';
import { added, basketIdOf } from './support/shop';
import { useTestServer } from './support/use-test-server';

const guide = readFileSync('docs/editors/add-a-shop-category.md', 'utf8');
/** Step 1: the file the guide names, with the JSON it shows. */
const fileName = /For example, `([^`]+\.json)`/.exec(guide)?.[1] ?? '';
const example = JSON.parse(/```json\n([\s\S]*?)```/.exec(guide)?.[1] ?? 'null') as ShopCategoryFile;
const [atlas, reader] = example.products;

/** A copy of the shipped shop folder with the guide's file added, and `change` applied to that file. */
function copyWithGuideFile(dir: string, change: (file: ShopCategoryFile) => ShopCategoryFile = (file) => file): string {
  cpSync(shopDir, dir, { recursive: true });
  writeFileSync(join(dir, 'categories', fileName), JSON.stringify(change(structuredClone(example)), null, 2));
  return dir;
}

const shopCopy = copyWithGuideFile(fileFolder('miles-shop-guide-'));
const { server, tokens } = useTestServer({ logins: ['demo'], shopDir: shopCopy });
const get = (path: string, language: string) =>
  call(server.app, 'GET', path, { token: tokens.demo, headers: { 'accept-language': language } });

describe('the guide "Add a shop category"', () => {
  it('names a file and shows one category with a plain product and one in two colours', () => {
    expect(fileName).toMatch(/^\d+-[a-z-]+\.json$/);
    expect(fileName).toBe(`${example.id}-${example.slug}.json`);
    expect([atlas?.variants, reader?.variants?.length]).toEqual([undefined, 2]);
  });

  it('2. the check accepts the copy and counts the new category and products', () => {
    const shipped = readShopCatalogue();
    const result = spawnSync('npm', ['run', '--silent', 'check:catalogues', '--', '--shop', shopCopy], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toContain(
      `The shop is valid: ${shipped.categories.length + 1} categories, ${shipped.products.length + 2} products, ${shipped.partners.length} partners.`,
    );
  });

  it('4. members find the category and its products, named, described and priced, in each language', async () => {
    if (!atlas || !reader) throw new Error('the guide shows two products');
    for (const language of ['en', 'fr-be', 'nl-be'] as const) {
      const categories = json<Schemas['ProductCategory'][]>(await get('product_categories_light', language));
      expect(categories.find((c) => c.id === example.id)).toEqual({
        id: example.id,
        slug: example.slug,
        name: example.names[language],
        position: example.position,
        product_count: 2,
      });

      const listed = json<Schemas['Product'][]>(await get(`products_light?category[]=${example.id}`, language));
      for (const product of listed) expectContract('Product', product);
      expect(listed.map((p) => p.id).sort()).toEqual([atlas.id, reader.id]);

      const atlasPage = json<Schemas['Product']>(await get(`products_light/${atlas.id}`, language));
      // The category's description with the product's name; the price as the guide works it out: 35 × 100.
      expect(atlasPage).toMatchObject({
        name: atlas.names[language],
        description: example.description[language].replace('{name}', atlas.names[language]),
        kind: 'physical',
        price: 3500,
      });
      const readerPage = json<Schemas['Product']>(await get(`products_light/${reader.id}`, language));
      expect(readerPage.description).toBe(reader.descriptions?.[language]);
      expect(readerPage.variants.map((v) => v.name)).toEqual(reader.variants?.map((v) => v.names[language]));
    }
  });

  it('4. its products have their pictures, and a member puts one, in a colour, in the basket', async () => {
    if (!reader?.variants?.[1]) throw new Error('the guide shows a product in two colours');
    const picture = await server.app.inject({ method: 'GET', url: `/media/products/${reader.id}.svg` });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    const basketId = await basketIdOf(server, tokens.demo);
    const basket = await added(server, tokens.demo, basketId, { product: reader.id, variant: reader.variants[1].id });
    expect(basket.items.find((item) => item.product.id === reader.id)).toMatchObject({
      variant: { id: reader.variants[1].id, name: reader.variants[1].names.en },
      price: Math.round(129.99 * 100),
    });
  });
});

describe('the problems the guide quotes', () => {
  const problems = (change: (file: ShopCategoryFile) => ShopCategoryFile) => () =>
    readShopCatalogue(copyWithGuideFile(testFolder('miles-shop-broken-'), change));

  it('a language missing', () => {
    expect(
      problems(({ names: { en, 'fr-be': fr }, ...file }) => ({ ...file, names: { en, 'fr-be': fr } as ShopCategoryFile['names'] })),
    ).toThrow(`${fileName}#/names: must have required property 'nl-be'`);
  });

  it('a product id another category has', () => {
    expect(problems((file) => ({ ...file, products: file.products.map((p, i) => (i === 0 ? { ...p, id: 1 } : p)) }))).toThrow(
      `${fileName}#/products/0/id: 1 is already the id of 01-home.json`,
    );
  });

  it('rewards points without their partner, and a partner the shop does not have', () => {
    const broken = problems((file) => ({
      ...file,
      products: file.products.map((p, i) => (i === 0 ? { ...p, type: 'rewards_points' as const } : { ...p, partner_id: 999 })),
    }));
    expect(broken).toThrow(`${fileName}#/products/0: a rewards_points product names its partner_id`);
    expect(broken).toThrow(`${fileName}#/products/1/partner_id: 999 is not one of the shop's partners`);
  });

  it('the server does not start on a broken file, and says where', async () => {
    const dir = copyWithGuideFile(testFolder('miles-shop-start-'), (file) => ({ ...file, slug: 'home' }));
    await expect(buildServer({ shopDir: dir })).rejects.toThrow(`${fileName}#/slug: home is already the slug of 01-home.json`);
  });
});
