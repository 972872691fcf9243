// The portal's config as the studio lists it (getStudioConfig): pages, each language's routes with its overlay
// applied (the portal's own route-table functions), the menus and the schema forms, read from the live version's
// files over the project's; the content system's pages, from the database, beside them (contentPagesOf).
// What an account sees is what its role works on: an editor every part, a market team its language's routes and
// the menus.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PageConfig } from '../../src/generated/config';
import { configRoutes } from '../content/config-routes';
import type { Db } from '../db/db';
import type { Schemas } from '../http/api-types';
import type { Staff } from './staff-accounts';
import { mayChange } from './studio-roles';
import { liveLocaleStrings } from './live-strings';
import type { LanguageCode } from '../http/request-language';
import { formFile } from '../../src/contract/form-files';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const jsonIn = (dir: string, filter = (name: string) => name.endsWith('.json')) =>
  readdirSync(dir)
    .filter(filter)
    .sort()
    .map((name) => name.replace(/\.json$/, ''));

/** What the config files hold of what the studio lists (the content system's pages are the database's). */
export type FileConfig = Omit<Schemas['StudioConfig'], 'contentPages'>;

type Menus = Record<Schemas['StudioMenuEntry']['menu'], { route: string; label: string }[]>;
interface FormSchema {
  'x-operation'?: string | string[];
  properties?: Record<string, { title?: unknown }>;
}

/**
 * Everything the studio lists, as the portal applies it: the live set's files (`live`, by path, parsed) over those the
 * server was built from, so a published page, route or menu is listed as published.
 */
export function readStudioConfig(root: string, live: ReadonlyMap<string, unknown> = new Map()): FileConfig {
  const config = join(root, 'config');
  const read = <T>(file: string): T => (live.has(file) ? (live.get(file) as T) : readJson<T>(join(root, file)));
  const livePages = [...live.keys()].flatMap((file) => /^config\/pages\/([a-z0-9-]+)\.json$/.exec(file)?.[1] ?? []);
  const pageIds = [...new Set([...jsonIn(join(config, 'pages')), ...livePages])].sort();
  const pages = pageIds.map((id): Schemas['StudioPage'] => {
    const page = read<PageConfig>(`config/pages/${id}.json`);
    const forms = (page.forms ?? []).map((form) => (typeof form === 'string' ? form : form.form));
    return {
      id,
      template: page.template,
      title: page.title,
      ...(forms.length ? { forms } : {}),
      ...(page.content ? { content: page.content.url } : {}),
    };
  });
  const tables = configRoutes(root, live);
  const routes = tables.languages.flatMap((language) => {
    const table = tables.tableFor(language);
    return (['public', 'private'] as const).flatMap((list) =>
      table[list].map((route): Schemas['StudioRoute'] => ({
        language: language as Schemas['LanguageCode'],
        list,
        id: route.id,
        path: route.path,
        page: route.page,
        overlaid: route.origin.startsWith('config/routes/overlays/'),
      })),
    );
  });
  const menus = read<Menus>('config/navigation.json');
  const navigation = (['guest', 'member', 'footer'] as const).flatMap((menu) =>
    (menus[menu] ?? []).map((entry) => ({ menu, route: entry.route, label: entry.label })),
  );
  const formsDir = join(root, 'schemas/forms');
  // Each field's label in every language, as visitors read it: the live version's strings files in place.
  const strings = liveLocaleStrings({ version: 0, files: Object.fromEntries(live) });
  const languages = Object.keys(strings) as LanguageCode[];
  const forms = jsonIn(formsDir, (name) => name.endsWith('.json') && !name.endsWith('.ui.json')).map((id): Schemas['StudioForm'] => {
    const schema = read<FormSchema>(formFile(id));
    const operation = schema['x-operation'];
    const fields = Object.entries(schema.properties ?? {});
    return {
      id,
      operation: Array.isArray(operation) ? operation.join(', ') : (operation ?? null),
      fields: fields.map(([field]) => field),
      labels: fields.map(([field, { title }]) => {
        const key = typeof title === 'string' ? title : null;
        const texts = Object.fromEntries(
          languages.map((language) => [language, key === null ? null : (strings[language].get(key) ?? null)]),
        );
        return { field, key, texts };
      }),
    };
  });
  const configFiles = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? configFiles(`${dir}/${entry.name}`) : entry.name.endsWith('.json') ? [`${dir}/${entry.name}`] : [],
    );
  const files = [...new Set([...configFiles('config'), ...[...live.keys()].filter((file) => file.startsWith('config/'))])]
    .filter((file) => !file.startsWith('config/pages/'))
    .sort();
  return { pages, routes, navigation, forms, files };
}

/** What `staff` works on of `config`. */
export function configFor(config: Schemas['StudioConfig'], staff: Staff): Schemas['StudioConfig'] {
  const files = config.files.filter((file) => mayChange(staff, file));
  if (staff.role === 'editor') return { ...config, files };
  return {
    files,
    pages: [],
    forms: [],
    contentPages: [],
    routes: config.routes.filter((route) => route.language === staff.language),
    navigation: config.navigation,
  };
}

/** The content system's pages (table content_versions), each with the config pages that ask for its url. */
export async function contentPagesOf(db: Db, pages: Schemas['StudioPage'][]): Promise<Schemas['StudioContentPage'][]> {
  const rows = await db.query<{ url: string; language: string; status: 'published' | 'draft'; title: string }>(
    'SELECT url, language, status, title FROM content_versions ORDER BY url, language',
  );
  const byUrl = new Map<string, Schemas['StudioContentPage']>();
  for (const row of rows) {
    const page = byUrl.get(row.url) ?? {
      url: row.url,
      titles: {},
      draft: false,
      pages: pages.filter((config) => config.content === row.url).map((config) => config.id),
    };
    if (row.status === 'draft') page.draft = true;
    else page.titles[row.language] = row.title;
    byUrl.set(row.url, page);
  }
  return [...byUrl.values()];
}
