// The directory's partners and destinations with their articles: the editors' files in server/partners/data/
// (schemas/catalogues/partner.schema.json, docs/editors/add-a-partner.md), checked at every start and by
// `npm run check:catalogues`. A problem stops the start with `file#/json/pointer: message`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJsonFolder, repeatedIds } from '../data-files/json-folder';
import type { Article, PartnerFile } from '../generated/catalogues';

export type Partner = Omit<PartnerFile, '$schema' | 'articles'>;
export type PartnerArticle = Article & { partner_id: number };

export interface PartnerCatalogue {
  partners: readonly Partner[];
  articles: readonly PartnerArticle[];
}

const here = dirname(fileURLToPath(import.meta.url));
export const partnersDir = join(here, 'data');
const schemaFile = join(here, '../../schemas/catalogues/partner.schema.json');

const isDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** `shopPartnerIds`: the shop's partners (server/shop/data/partners.json): a page links to one, and no directory id may be one's. */
function fileRules(file: PartnerFile, shopPartnerIds: ReadonlySet<number>): string[] {
  const problems: string[] = [];
  if (shopPartnerIds.has(file.id)) problems.push(`#/id: ${file.id} is the id of one of the shop's partners`);
  if (file.shop_partner_id !== null && !shopPartnerIds.has(file.shop_partner_id))
    problems.push(`#/shop_partner_id: ${file.shop_partner_id} is not one of the shop's partners (${[...shopPartnerIds].join(', ')})`);
  file.articles.forEach((article, index) => {
    if (!isDay(article.published_on))
      problems.push(`#/articles/${index}/published_on: ${article.published_on} is not a day of the calendar`);
  });
  return problems;
}

export function readPartnerCatalogue(shopPartnerIds: ReadonlySet<number>, dir: string = partnersDir): PartnerCatalogue {
  const files = readJsonFolder<PartnerFile>({
    dir,
    schemaFile,
    what: 'Partner files',
    fileRules: (file) => fileRules(file, shopPartnerIds),
    folderRules: (all) => [
      ...repeatedIds(all, (file) => [{ id: file.id, at: '/id' }]),
      ...repeatedIds(all, (file) => file.articles.map((article, index) => ({ id: article.id, at: `/articles/${index}/id` }))),
    ],
  });
  return {
    partners: files.map(({ file: { $schema: _schema, articles: _articles, ...partner } }) => partner),
    articles: files.flatMap(({ file }) => file.articles.map((article) => ({ ...article, partner_id: file.id }))),
  };
}
