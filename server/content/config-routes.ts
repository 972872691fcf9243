// The portal's route tables read from config/ on disk (Node side: the content check and the build's route shells),
// built by the same pure functions the portal's router uses (src/contract/route-table.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageConfig, RouteList, RouteOverlay } from '../../src/generated/config';
import { applyOverlay, buildBaseTable } from '../../src/contract/route-table';
import type { RouteTable } from '../../src/contract/route-table';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export interface ConfigRoutes {
  languages: string[];
  defaultLanguage: string;
  /** The public and private lists of a language, its overlay applied. */
  tableFor(language: string): RouteTable;
  /** A page's config, or undefined. */
  page(id: string): PageConfig | undefined;
}

/**
 * `root` is the project folder holding config/; `over` holds files (by their path in it, parsed) read in place of
 * those on disk: a studio version's live set.
 */
export function configRoutes(root: string, over: ReadonlyMap<string, unknown> = new Map()): ConfigRoutes {
  const read = <T>(file: string): T => (over.has(file) ? (over.get(file) as T) : readJson<T>(join(root, file)));
  const has = (file: string): boolean => over.has(file) || existsSync(join(root, file));
  const base = buildBaseTable({
    public: read<RouteList>('config/routes/public.json'),
    private: read<RouteList>('config/routes/private.json'),
    tracked: read<RouteList>('config/routes/tracked.json'),
  });
  const app = read<{ languages: string[]; defaultLanguage: string }>('config/app.json');
  const tables = new Map<string, RouteTable>();
  return {
    languages: app.languages,
    defaultLanguage: app.defaultLanguage,
    tableFor(language) {
      let table = tables.get(language);
      if (!table) {
        const overlayFile = `config/routes/overlays/${language}.json`;
        const overlay = has(overlayFile) ? read<RouteOverlay>(overlayFile) : undefined;
        table = applyOverlay(base, overlay).table;
        tables.set(language, table);
      }
      return table;
    },
    page(id) {
      const file = `config/pages/${id}.json`;
      return has(file) ? read<PageConfig>(file) : undefined;
    },
  };
}
