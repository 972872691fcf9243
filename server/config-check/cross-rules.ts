// Rules a JSON Schema cannot express: references between files (pages, templates, blocks, routes, menus, links (in
// link-rules.ts), translation keys) and uniqueness inside a list. Runs only on config that already passed its schemas.
import type { AppConfig, NavigationConfig, PageConfig, RouteList, RouteOverlay } from '../../src/generated/config';
import { applyOverlay, buildBaseTable, pathParams, pathShape } from '../../src/contract/route-table';
import type { RouteTable, TableRoute } from '../../src/contract/route-table';
import { systemPages } from '../../src/contract/system-pages';
import { registeredBlocks, registeredTemplates } from '../../src/generated/registry-names';
import { formatProblem, problemAt } from './problem';
import type { Problem } from './problem';
import { checkPageLinks } from './link-rules';
import { checkTranslations } from './translation-rules';
import type { LocaleFiles } from './translation-rules';

export interface TypedConfig {
  app: AppConfig;
  navigation: NavigationConfig;
  lists: { public: RouteList; private: RouteList; tracked: RouteList };
  overlays: Map<string, RouteOverlay>;
  pages: Map<string, PageConfig>;
  /** language → namespace → the file's parsed JSON (config/locales/<language>/<namespace>.json) */
  locales: LocaleFiles;
}

function checkPages(config: TypedConfig): Problem[] {
  const problems: Problem[] = [];
  for (const [id, page] of config.pages) {
    const file = `config/pages/${id}.json`;
    if (!(registeredTemplates as readonly string[]).includes(page.template)) {
      problems.push({
        file,
        pointer: '/template',
        message: `template "${page.template}" is not delivered by this build (available: ${registeredTemplates.join(', ')})`,
        key: 'templateNotDelivered',
        params: { template: page.template, available: registeredTemplates.join(', ') },
      });
    }
    (page.blocks ?? []).forEach((block, i) => {
      if (!(registeredBlocks as readonly string[]).includes(block.block)) {
        problems.push({
          file,
          pointer: `/blocks/${i}/block`,
          message: `block "${block.block}" is not delivered by this build`,
          key: 'blockNotDelivered',
          params: { block: block.block },
        });
      }
    });
  }
  for (const id of systemPages) {
    if (!config.pages.has(id))
      problems.push({
        file: `config/pages/${id}.json`,
        pointer: '',
        message: `the router needs page "${id}": the file is missing`,
        key: 'systemPageMissing',
        params: { page: id },
      });
  }
  return problems;
}

function checkRoutes(routes: TableRoute[], list: string, config: TypedConfig, language: string | null): Problem[] {
  const problems: Problem[] = [];
  const where = language ? ` of language ${language}` : '';
  // The studio's words name the list, and the language when an overlay made the problem.
  const twice = (what: 'routeIdTwice' | 'pathTwice') => (language ? `${what}InLanguage` : what);
  const ids = new Map<string, TableRoute>();
  const shapes = new Map<string, TableRoute>();
  for (const route of routes) {
    const page = config.pages.get(route.page);
    if (!page)
      problems.push(
        problemAt(`${route.origin}/page`, `no page "${route.page}" (config/pages/${route.page}.json does not exist)`, 'noPage', {
          page: route.page,
        }),
      );
    const params = pathParams(route.path);
    (route.formerPaths ?? []).forEach((former, j) => {
      if (pathParams(former).sort().join(',') !== [...params].sort().join(','))
        problems.push(
          problemAt(
            `${route.origin}/formerPaths/${j}`,
            `former path "${former}" must keep the parameters of "${route.path}"`,
            'formerPathParams',
            {
              path: former,
              original: route.path,
            },
          ),
        );
    });
    for (const param of page?.params ?? []) {
      if (!params.includes(param))
        problems.push(
          problemAt(
            `${route.origin}/path`,
            `page "${route.page}" uses parameter "${param}", absent from path "${route.path}"`,
            'pageParamNotInPath',
            {
              page: route.page,
              param,
              path: route.path,
            },
          ),
        );
    }
    for (const [param, pattern] of Object.entries(route.constraints ?? {})) {
      if (!params.includes(param))
        problems.push(
          problemAt(
            `${route.origin}/constraints`,
            `constraint on "${param}", absent from path "${route.path}"`,
            'constraintParamNotInPath',
            {
              param,
              path: route.path,
            },
          ),
        );
      try {
        new RegExp(pattern);
      } catch {
        problems.push(
          problemAt(`${route.origin}/constraints`, `"${pattern}" is not a valid regular expression`, 'invalidPattern', { pattern }),
        );
      }
    }
    const sameId = ids.get(route.id);
    if (sameId)
      problems.push(
        problemAt(
          `${route.origin}/id`,
          `route id "${route.id}" is used twice in the ${list} list${where} (also ${sameId.origin})`,
          twice('routeIdTwice'),
          {
            id: route.id,
            list,
            language: language ?? '',
            also: sameId.origin,
          },
        ),
      );
    else ids.set(route.id, route);
    const sameShape = shapes.get(pathShape(route.path));
    if (sameShape)
      problems.push(
        problemAt(
          `${route.origin}/path`,
          `path "${route.path}" is used twice in the ${list} list${where} (also ${sameShape.origin})`,
          twice('pathTwice'),
          {
            path: route.path,
            list,
            language: language ?? '',
            also: sameShape.origin,
          },
        ),
      );
    else shapes.set(pathShape(route.path), route);
  }
  const defaults = routes.filter((r) => r.default);
  if (defaults.length !== 1)
    problems.push({
      file: `config/routes/${list}.json`,
      pointer: '/routes',
      message: `the ${list} list${where} needs exactly one default route (has ${defaults.length})`,
      key: language ? 'oneDefaultRouteInLanguage' : 'oneDefaultRoute',
      params: { list, language: language ?? '', count: defaults.length },
    });
  return problems;
}

function checkOverlayPaths(base: RouteTable, overlay: RouteOverlay): Problem[] {
  const file = `config/routes/overlays/${overlay.language}.json`;
  return (overlay.change ?? []).flatMap((change, i) => {
    const original = [...base.public, ...base.private].find((r) => r.id === change.route);
    if (!original) return [];
    const params = (path: string) => pathParams(path).sort().join(',');
    const localised =
      change.path && params(change.path) !== params(original.path)
        ? [
            {
              file,
              pointer: `/change/${i}/path`,
              message: `localised path "${change.path}" must keep the parameters of "${original.path}"`,
              key: 'localisedPathParams',
              params: { path: change.path, original: original.path },
            },
          ]
        : [];
    // A former path leads to the current one: it has the parameters the redirect fills in.
    const former = (change.formerPaths ?? []).flatMap((path, j) =>
      params(path) === params(original.path)
        ? []
        : [
            {
              file,
              pointer: `/change/${i}/formerPaths/${j}`,
              message: `former path "${path}" must keep the parameters of "${original.path}"`,
              key: 'formerPathParams',
              params: { path, original: original.path },
            },
          ],
    );
    return [...localised, ...former];
  });
}

function checkMenus(config: TypedConfig, tables: RouteTable[]): Problem[] {
  const problems: Problem[] = [];
  // A menu may name a route that some language switched off or only one language adds (it is hidden where
  // the active list lacks it), but never one that exists in no language at all.
  const known = (lists: ('public' | 'private')[]) =>
    new Set(tables.flatMap((table) => lists.flatMap((list) => table[list].map((r) => r.id))));
  const menus = [
    ['guest', known(['public'])],
    ['member', known(['private'])],
    ['footer', known(['public', 'private'])],
  ] as const;
  for (const [menu, ids] of menus) {
    config.navigation[menu].forEach((item, i) => {
      if (!ids.has(item.route))
        problems.push({
          file: 'config/navigation.json',
          pointer: `/${menu}/${i}/route`,
          message: `unknown route id "${item.route}" for the ${menu} menu`,
          key: 'unknownMenuRoute',
          params: { route: item.route, menu },
        });
    });
  }
  return problems;
}

function checkApp(config: TypedConfig): Problem[] {
  const problems: Problem[] = [];
  if (!config.app.languages.includes(config.app.defaultLanguage)) {
    problems.push({
      file: 'config/app.json',
      pointer: '/defaultLanguage',
      message: `"${config.app.defaultLanguage}" is not one of the languages (${config.app.languages.join(', ')})`,
      key: 'defaultLanguageUnknown',
      params: { language: config.app.defaultLanguage, languages: config.app.languages.join(', ') },
    });
  }
  for (const [name, overlay] of config.overlays) {
    const file = `config/routes/overlays/${name}.json`;
    if (overlay.language !== name)
      problems.push({
        file,
        pointer: '/language',
        message: `must be "${name}", the language the file is named after`,
        key: 'overlayLanguageName',
        params: { language: name },
      });
    else if (!config.app.languages.includes(overlay.language))
      problems.push({
        file,
        pointer: '/language',
        message: `"${name}" is not a language of config/app.json`,
        key: 'overlayLanguageUnknown',
        params: { language: name },
      });
  }
  return problems;
}

export function checkCrossRules(config: TypedConfig): Problem[] {
  const problems = [...checkApp(config), ...checkPages(config)];
  const base = buildBaseTable(config.lists);
  // The base lists are checked once; each language with an overlay adds only the problems its overlay
  // creates (a problem the base lists already have is not repeated per language).
  const baseProblems = (['public', 'private'] as const).flatMap((list) => checkRoutes(base[list], list, config, null));
  problems.push(...baseProblems);
  const seen = new Set(baseProblems.map(formatProblem));
  const tables: RouteTable[] = [base];
  for (const [name, overlay] of config.overlays) {
    if (overlay.language !== name) continue;
    const { table, problems: overlayProblems } = applyOverlay(base, overlay);
    tables.push(table);
    problems.push(...overlayProblems.map((p) => problemAt(p.origin, p.message, p.key, p.params)), ...checkOverlayPaths(base, overlay));
    const where = ` of language ${name}`;
    for (const list of ['public', 'private'] as const) {
      for (const problem of checkRoutes(table[list], list, config, name)) {
        if (!seen.has(formatProblem({ ...problem, message: problem.message.replace(where, '') }))) problems.push(problem);
      }
    }
  }
  problems.push(...checkMenus(config, tables), ...checkPageLinks(config.pages, tables));
  problems.push(...checkTranslations(config));
  // One line per problem, even when a route in both lists repeats it.
  return [...new Map(problems.map((p) => [formatProblem(p), p])).values()];
}
