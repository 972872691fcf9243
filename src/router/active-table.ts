// The route table of each language, built once from config and kept (the requirements: the router is built from config).
import { appConfig } from '@/lib/app-config';
import { baseLists, overlayFor } from '@/platform/site-config';
import type { Language } from '@/lib/app-config';
import { applyOverlay, buildBaseTable } from '@/contract/route-table';
import type { RouteTable } from '@/contract/route-table';

const base = buildBaseTable(baseLists);
const tables = new Map<Language, RouteTable>();

/** The public and private lists of `language`, with its overlay applied. */
export function routeTableFor(language: Language): RouteTable {
  let table = tables.get(language);
  if (!table) {
    table = applyOverlay(base, overlayFor(language)).table;
    tables.set(language, table);
  }
  return table;
}

export const allLanguages = appConfig.languages;
