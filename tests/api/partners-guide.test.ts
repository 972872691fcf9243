/** @vitest-environment node */
// The guide "Add a partner" (docs/editors/add-a-partner.md), replayed: the guide's example file goes into a copy of
// the partners' folder; `npm run check:catalogues` accepts it; a server started on the copy serves the partner, its
// article and its pictures in the three languages and keeps it as a member's favorite; and the problems the guide
// quotes are refused with their `file#/pointer`, by the check and by the server's start.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import type { PartnerFile } from '../../server/generated/catalogues';
import type { Schemas } from '../../server/http/api-types';
import { partnersDir, readPartnerCatalogue } from '../../server/partners/partner-catalogue';
import { readShopCatalogue } from '../../server/shop/shop-catalogue';
import { fileFolder, testFolder } from '../support/temp-dir';
import { call, expectContract, json } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const shopPartnerIds = new Set(readShopCatalogue().partners.map((partner) => partner.id));

const guide = readFileSync('docs/editors/add-a-partner.md', 'utf8');
/** Step 1: the file the guide names, with the JSON it shows. */
const fileName = /For example, `([^`]+\.json)`/.exec(guide)?.[1] ?? '';
const example = JSON.parse(/```json\n([\s\S]*?)```/.exec(guide)?.[1] ?? 'null') as PartnerFile;
const article = example.articles[0]!;

/** A copy of the shipped partners' folder with the guide's file added, and `change` applied to that file. */
function copyWithGuideFile(dir: string, change: (file: PartnerFile) => PartnerFile = (file) => file): string {
  cpSync(partnersDir, dir, { recursive: true });
  writeFileSync(join(dir, fileName), JSON.stringify(change(structuredClone(example)), null, 2));
  return dir;
}

const partnersCopy = copyWithGuideFile(fileFolder('miles-partners-guide-'));
const { server, tokens } = useTestServer({ logins: ['demo'], partnersDir: partnersCopy });
const get = (path: string, language: string) =>
  call(server.app, 'GET', path, { token: tokens.demo, headers: { 'accept-language': language } });

describe('the guide "Add a partner"', () => {
  it('names a file and shows one partner with one article', () => {
    expect(fileName).toMatch(/^\d+-[a-z-]+\.json$/);
    expect([example.id, example.articles.length]).toEqual([13, 1]);
  });

  it('2. the check accepts the copy and counts the new partner and article', () => {
    const shipped = readPartnerCatalogue(shopPartnerIds);
    const result = spawnSync('npm', ['run', '--silent', 'check:catalogues', '--', '--partners', partnersCopy], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toContain(
      `Partners are valid: ${shipped.partners.length + 1} partners and destinations, ${shipped.articles.length + 1} articles.`,
    );
  });

  it('4. members find it in the directory, on its page with its article, in each language', async () => {
    for (const language of ['en', 'fr-be', 'nl-be'] as const) {
      const directory = json<Schemas['PartnerSummary'][]>(await get('partners_list_light?type[]=partner', language));
      const summary = directory.find((p) => p.id === example.id);
      expect(summary).toMatchObject({ name: example.name, type: 'partner', summary: example.summary[language], article_count: 1 });

      const page = await get(`partners/${example.id}`, language);
      expect(page.statusCode, page.body).toBe(200);
      const detail = json<Schemas['PartnerDetail']>(page);
      expectContract('PartnerDetail', detail);
      expect(detail.website).toBe(example.website);
      expect(detail.cmsContent.zones.partner_intro[0]).toMatchObject({ title: example.name, text: example.intro[language] });
      expect(detail.articles).toEqual([
        expect.objectContaining({ id: article.id, title: article.title[language], published_on: article.published_on }),
      ]);

      const read = json<Schemas['PartnerArticle']>(await get(`partners_content_detail?contentId=${article.id}`, language));
      expect(read).toMatchObject({ partner: { id: example.id, name: example.name }, body: article.body[language] });
    }
  });

  it('4. its logo, banner and article picture are drawn in its colour', async () => {
    for (const url of [
      `/media/partner-logos/${example.id}.svg`,
      `/media/partner-banners/${example.id}.svg`,
      `/media/partner-articles/${article.id}.svg`,
    ]) {
      const picture = await server.app.inject({ method: 'GET', url });
      expect([url, picture.statusCode, picture.headers['content-type']]).toEqual([url, 200, 'image/svg+xml']);
      expect(picture.body).toContain(example.colour);
    }
  });

  it('4. a member keeps it as a favorite, named', async () => {
    const added = await call(server.app, 'POST', 'favorites', { token: tokens.demo, body: { type: 'partner', id: example.id } });
    expect(added.statusCode, added.body).toBe(201);
    const favorites = json<Schemas['Favorite'][]>(await get('favorites', 'en'));
    expect(favorites.find((f) => f.type === 'partner' && f.id === example.id)?.name).toBe(example.name);
  });
});

describe('the problems the guide quotes', () => {
  const problems = (change: (file: PartnerFile) => PartnerFile) => () =>
    readPartnerCatalogue(shopPartnerIds, copyWithGuideFile(testFolder('miles-partners-broken-'), change));

  it('a language missing', () => {
    expect(
      problems(({ summary: { en, 'fr-be': fr }, ...file }) => ({ ...file, summary: { en, 'fr-be': fr } as PartnerFile['summary'] })),
    ).toThrow(`${fileName}#/summary: must have required property 'nl-be'`);
  });

  it('an article id another partner has', () => {
    expect(problems((file) => ({ ...file, articles: [{ ...article, id: 1 }] }))).toThrow(
      `${fileName}#/articles/0/id: 1 is already the id of 01-skyloyal-airlines.json`,
    );
  });

  it('a partner id, a shop partner and a day that do not exist', () => {
    const broken = problems((file) => ({ ...file, id: 101, shop_partner_id: 999, articles: [{ ...article, published_on: '2026-02-30' }] }));
    expect(broken).toThrow(`${fileName}#/id: 101 is the id of one of the shop's partners`);
    expect(broken).toThrow(`${fileName}#/shop_partner_id: 999 is not one of the shop's partners`);
    expect(broken).toThrow(`${fileName}#/articles/0/published_on: 2026-02-30 is not a day of the calendar`);
  });

  it('the server does not start on a broken folder', async () => {
    const dir = copyWithGuideFile(testFolder('miles-partners-broken-'), (file) => ({ ...file, colour: 'blue' }));
    await expect(buildServer({ partnersDir: dir })).rejects.toThrow(`${fileName}#/colour: must match pattern "^#[0-9a-f]{6}$"`);
  });
});
