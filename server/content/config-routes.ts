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

/** `root` is the project folder holding config/. */
export function configRoutes(root: string): ConfigRoutes {
  const config = join(root, 'config');
  const base = buildBaseTable({
    public: readJson<RouteList>(join(config, 'routes/public.json')),
    private: readJson<RouteList>(join(config, 'routes/private.json')),
    tracked: readJson<RouteList>(join(config, 'routes/tracked.json')),
  });
  const app = readJson<{ languages: string[]; defaultLanguage: string }>(join(config, 'app.json'));
  const tables = new Map<string, RouteTable>();
  return {
    languages: app.languages,
    defaultLanguage: app.defaultLanguage,
    tableFor(language) {
      let table = tables.get(language);
      if (!table) {
        const overlayFile = join(config, 'routes/overlays', `${language}.json`);
        const overlay = existsSync(overlayFile) ? readJson<RouteOverlay>(overlayFile) : undefined;
        table = applyOverlay(base, overlay).table;
        tables.set(language, table);
      }
      return table;
    },
    page(id) {
      const file = join(config, 'pages', `${id}.json`);
      return existsSync(file) ? readJson<PageConfig>(file) : undefined;
    },
  };
}
