// The guides "Add a page" (docs/editors/add-a-page.md) and "Give a language its own routes"
// (docs/markets/language-routes.md), followed step by step on a copy of the real config: after all steps the
// checker finds nothing and the route table (buildBaseTable + applyOverlay on the copy's JSON) has the new routes;
// skipping a step gives the problem that step prevents.
import { describe, it, expect, afterEach } from 'vitest';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContract } from '../../server/http/contract';
import { readContentFiles } from '../../server/content/content-files';
import type { RouteEntry, RouteList, RouteOverlay } from '../../src/generated/config';
import { appendRoute, cleanupCopies, copyConfig, findRoute, projectRoot, route, routeIndex, routeTable, setTranslation } from './helpers';
import type { ConfigCopy, JsonObject } from './helpers';
import { testFolder } from '../support/temp-dir';

afterEach(cleanupCopies);

const LANGUAGES = ['en', 'fr-be', 'nl-be'] as const;

/** `npm run check:content` on a folder of content files. */
function runCheckContent(dir: string) {
  return spawnSync('npm', ['run', '--silent', 'check:content', '--', dir], { cwd: projectRoot, encoding: 'utf8', timeout: 60_000 });
}

// The guides end with `npm run check:config`: what it prints and its exit status for the checker's answer are the CLI's
// tests (check-config.test.ts); here the checker's answer on the copy is read in-process (`copy.problems()`).

describe('the guide "Add a page"', () => {
  const PAGE = 'guide-offers';
  const TITLE = 'pages.guideOffers.title';
  const LABEL = 'nav.guideOffers';
  const texts: Record<(typeof LANGUAGES)[number], { title: string; label: string }> = {
    en: { title: 'Our offers', label: 'Offers' },
    'fr-be': { title: 'Nos offres', label: 'Offres' },
    'nl-be': { title: 'Onze aanbiedingen', label: 'Aanbiedingen' },
  };

  type Step = 'page file' | 'title translations' | 'route' | 'menu entry' | 'menu labels';

  interface Options {
    skip?: Step;
    /** Step 2 done for every language but this one. */
    forgetTitleIn?: string;
    template?: string;
    list?: 'public' | 'private';
  }

  /** Follows the guide on the copy; returns where the route and the menu entry landed. */
  function addPage(copy: ConfigCopy, { skip, forgetTitleIn, template = 'public-page', list = 'public' }: Options = {}) {
    // 1. Create config/pages/<page-id>.json with template, title, the content url and optionally blocks.
    if (skip !== 'page file') {
      copy.write(`config/pages/${PAGE}.json`, {
        $schema: '../../schemas/config/page.schema.json',
        template,
        title: TITLE,
        content: { url: `/${PAGE}` },
        blocks: [{ block: 'back-link' }],
      });
    }
    // 2. Add that translation key to the `pages` group of the three languages' shell.json.
    if (skip !== 'title translations') {
      for (const language of LANGUAGES)
        if (language !== forgetTitleIn) setTranslation(copy, language, TITLE, texts[language].title, 'shell');
    }
    // 3. Add a route to public.json (visitors) or private.json (members).
    let routeAt = -1;
    if (skip !== 'route') routeAt = appendRoute(copy, list, { id: PAGE, path: `/${PAGE}`, page: PAGE, tracking: PAGE });
    // 4. Optionally a menu entry in navigation.json, and its label in the `nav` group of the three languages' shell.json.
    let menuAt = -1;
    const menu = list === 'public' ? 'guest' : 'member';
    if (skip !== 'menu entry') {
      copy.edit<Record<string, JsonObject[]>>('config/navigation.json', (nav) => {
        menuAt = (nav[menu] ?? []).push({ route: PAGE, label: LABEL }) - 1;
      });
    }
    if (skip !== 'menu labels') for (const language of LANGUAGES) setTranslation(copy, language, LABEL, texts[language].label, 'shell');
    return { routeAt, menuAt, menu };
  }

  it('gives a valid config whose route tables have the new page, in every language', () => {
    const copy = copyConfig();
    const { menuAt } = addPage(copy);
    // 5. The check passes.
    expect(copy.problems()).toEqual([]);

    for (const language of LANGUAGES) {
      const table = routeTable(copy, language);
      expect(findRoute(table, 'public', PAGE)).toMatchObject({ id: PAGE, path: `/${PAGE}`, page: PAGE, tracking: PAGE, list: 'public' });
      expect(findRoute(table, 'private', PAGE)).toBeUndefined();
    }
    expect(copy.read<{ guest: JsonObject[] }>('config/navigation.json').guest[menuAt]).toEqual({ route: PAGE, label: LABEL });
  });

  it('works the same for a members page in private.json and the member menu', () => {
    const copy = copyConfig();
    addPage(copy, { list: 'private' });
    expect(copy.problems()).toEqual([]);
    const table = routeTable(copy, 'fr-be');
    expect(findRoute(table, 'private', PAGE)).toMatchObject({ path: `/${PAGE}`, page: PAGE });
    expect(findRoute(table, 'public', PAGE)).toBeUndefined();
  });

  it('step 5: the content file for the page passes npm run check:content (what the server runs at start)', () => {
    const dir = testFolder('guide-content-');
    const version = (title: string) => ({
      title,
      description: `${title}.`,
      zones: { main: [{ type: 'rich_text', html: `<p>${title}</p>` }] },
    });
    const file = {
      url: `/${PAGE}`,
      published: { en: version(texts.en.title), 'fr-be': version(texts['fr-be'].title), 'nl-be': version(texts['nl-be'].title) },
    };
    writeFileSync(join(dir, `${PAGE}.json`), JSON.stringify(file));
    // The command on the guide's file; on the typo below, the script it runs, in one node process (no npm).
    const valid = runCheckContent(dir);
    expect(valid.stdout).toContain('Content is valid: 1 files.');
    expect(valid.status).toBe(0);
    // A typo in an item type's fields is caught with the file and the place, and the check exits with 1.
    writeFileSync(
      join(dir, `${PAGE}.json`),
      JSON.stringify({ ...file, published: { en: { title: 'x', zones: { main: [{ type: 'call_to_action', title: 'Go' }] } } } }),
    );
    const problem = `${PAGE}.json#/published/en/zones/main/0: must have required property 'link'`;
    expect(() => readContentFiles(loadContract(), dir)).toThrow(problem);
    const refused = spawnSync(process.execPath, ['--import', 'tsx', 'server/content/check.ts', dir], {
      cwd: projectRoot,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(refused.stderr).toContain(problem);
    expect(refused.status).toBe(1);
  }, 60_000);

  it('ends with the checker finding nothing (npm run check:config then prints "Config is valid.")', () => {
    const copy = copyConfig();
    addPage(copy);
    expect(copy.problems()).toEqual([]);
  });

  it('step 1 matters: without the page file, the route names a missing page', () => {
    const copy = copyConfig();
    const { routeAt } = addPage(copy, { skip: 'page file' });
    expect(copy.problems()).toEqual([
      `config/routes/public.json#/routes/${routeAt}/page: no page "${PAGE}" (config/pages/${PAGE}.json does not exist)`,
    ]);
  });

  it('step 1 matters: a template this build does not deliver is refused', () => {
    const copy = copyConfig();
    // Every template of requirements §2.5 is delivered now: one the schema allows but the build lacks stands for a planned one.
    copy.edit<{ $defs: { templateName: { enum: string[] } } }>('schemas/config/page.schema.json', (schema) => {
      schema.$defs.templateName.enum.push('carousel-page');
    });
    addPage(copy, { template: 'carousel-page' });
    const lines = copy.problems();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^config/pages/${PAGE}\\.json#/template: template "carousel-page" is not delivered by this build \\(available: `),
    );
  });

  it('step 2 matters: forgetting the nl-be translation points at nl-be/shell.json and at the page', () => {
    const copy = copyConfig();
    addPage(copy, { forgetTitleIn: 'nl-be' });
    const lines = copy.problems();
    expect(lines).toContain(`config/locales/nl-be/shell.json#/pages/guideOffers/title: missing translation "${TITLE}" (present in en)`);
    expect(lines).toContain(`config/pages/${PAGE}.json#/title: translation key "${TITLE}" is missing in nl-be`);
    expect(lines).toHaveLength(2);
  });

  it('step 2 matters: without any translation the title key is missing everywhere', () => {
    const copy = copyConfig();
    addPage(copy, { skip: 'title translations' });
    expect(copy.problems()).toEqual([`config/pages/${PAGE}.json#/title: translation key "${TITLE}" is missing in en, fr-be, nl-be`]);
  });

  it('step 3 matters: a menu entry without its route names an unknown route id', () => {
    const copy = copyConfig();
    const { menuAt } = addPage(copy, { skip: 'route' });
    expect(copy.problems()).toEqual([`config/navigation.json#/guest/${menuAt}/route: unknown route id "${PAGE}" for the guest menu`]);
    for (const language of LANGUAGES) expect(findRoute(routeTable(copy, language), 'public', PAGE)).toBeUndefined();
  });

  it('step 4 matters: a menu label without its translations is reported at the menu entry', () => {
    const copy = copyConfig();
    const { menuAt } = addPage(copy, { skip: 'menu labels' });
    expect(copy.problems()).toEqual([
      `config/navigation.json#/guest/${menuAt}/label: translation key "${LABEL}" is missing in en, fr-be, nl-be`,
    ]);
  });

  it('step 4 is optional: without a menu entry the config is valid and the route exists', () => {
    const copy = copyConfig();
    addPage(copy, { skip: 'menu entry' });
    expect(copy.problems()).toEqual([]);
    expect(findRoute(routeTable(copy, 'en'), 'public', PAGE)).toBeDefined();
  });
});

describe('the guide "Give a language its own routes"', () => {
  const OVERLAY = 'config/routes/overlays/nl-be.json';
  // Base routes the steps act on: a route with a parameter, one in a menu, one to re-point.
  const LOCALISED = 'unsubscribe';
  const LOCALISED_PATH = '/uitschrijven/:unsubscribeToken';
  const SWITCHED_OFF = 'press';
  const REPOINTED = 'who-we-are';
  const OTHER_PAGE = 'nl-who-we-are';
  const OTHER_TITLE = 'pages.nlWhoWeAre.title';
  const ADDED = route('nl-events', '/evenementen', 'under-construction');

  type Step = 'localise' | 'switch off' | 'other page' | 'add';

  interface Options {
    skip?: Step;
    localisedPath?: string;
    createOtherPage?: boolean;
    forgetOtherTitleIn?: string;
    added?: RouteEntry;
  }

  /** The base routes must exist, or the scenario would prove nothing. */
  function assertBaseRoutes(copy: ConfigCopy) {
    for (const id of [LOCALISED, SWITCHED_OFF, REPOINTED]) {
      routeIndex(copy, 'public', id);
      routeIndex(copy, 'private', id);
    }
    expect(copy.read<RouteList>('config/routes/public.json').routes.find((r) => r.id === LOCALISED)?.path).toBe(
      '/unsubscribe/:unsubscribeToken',
    );
  }

  /** Follows the guide for nl-be on the copy; returns the indexes of the entries it appended to `change`. */
  function giveNlBeItsRoutes(
    copy: ConfigCopy,
    { skip, localisedPath = LOCALISED_PATH, createOtherPage = true, forgetOtherTitleIn, added = ADDED }: Options = {},
  ) {
    assertBaseRoutes(copy);
    if (createOtherPage) {
      // The page the route will point at, made with the "Add a page" guide (steps 1 and 2).
      copy.write(`config/pages/${OTHER_PAGE}.json`, { template: 'under-construction', title: OTHER_TITLE });
      for (const language of LANGUAGES)
        if (language !== forgetOtherTitleIn) setTranslation(copy, language, OTHER_TITLE, `Wie zijn wij (${language})`, 'shell');
    }
    const at: Partial<Record<Step, number>> = {};
    copy.edit<RouteOverlay>(OVERLAY, (overlay) => {
      // 1. Open the language's overlay: it names its language.
      expect(overlay.language).toBe('nl-be');
      const change = (overlay.change ??= []);
      // 2. Localise a path, keeping the parameters.
      if (skip !== 'localise') at.localise = change.push({ route: LOCALISED, path: localisedPath }) - 1;
      // 3. Switch a route off.
      if (skip !== 'switch off') at['switch off'] = change.push({ route: SWITCHED_OFF, enabled: false }) - 1;
      // 4. Point a route at another page.
      if (skip !== 'other page') at['other page'] = change.push({ route: REPOINTED, page: OTHER_PAGE }) - 1;
      // 5. Add a route only this language has.
      if (skip !== 'add') overlay.add = { ...overlay.add, public: [...(overlay.add?.public ?? []), added] };
    });
    const addedAt = (copy.read<RouteOverlay>(OVERLAY).add?.public ?? []).length - 1;
    return { at, addedAt };
  }

  it('gives a valid config and an nl-be route table with every change, other languages untouched', () => {
    const copy = copyConfig();
    giveNlBeItsRoutes(copy);
    // 6. The check passes.
    expect(copy.problems()).toEqual([]);

    const nl = routeTable(copy, 'nl-be');
    const en = routeTable(copy, 'en');
    const fr = routeTable(copy, 'fr-be');
    for (const list of ['public', 'private'] as const) {
      // Localised path (same parameter), in every list that has the route.
      expect(findRoute(nl, list, LOCALISED)?.path).toBe(LOCALISED_PATH);
      expect(findRoute(en, list, LOCALISED)?.path).toBe('/unsubscribe/:unsubscribeToken');
      expect(findRoute(fr, list, LOCALISED)?.path).toBe('/unsubscribe/:unsubscribeToken');
      // Switched off in nl-be only.
      expect(findRoute(nl, list, SWITCHED_OFF)).toBeUndefined();
      expect(findRoute(en, list, SWITCHED_OFF)).toBeDefined();
      expect(findRoute(fr, list, SWITCHED_OFF)).toBeDefined();
      // Other page in nl-be only; the path stays.
      expect(findRoute(nl, list, REPOINTED)).toMatchObject({ page: OTHER_PAGE, path: findRoute(en, list, REPOINTED)?.path });
      expect(findRoute(en, list, REPOINTED)?.page).not.toBe(OTHER_PAGE);
    }
    // The language-only route: in nl-be's public list, nowhere else.
    expect(findRoute(nl, 'public', 'nl-events')).toMatchObject({ path: '/evenementen', page: 'under-construction', list: 'public' });
    expect(findRoute(nl, 'private', 'nl-events')).toBeUndefined();
    expect(findRoute(en, 'public', 'nl-events')).toBeUndefined();
    expect(findRoute(fr, 'public', 'nl-events')).toBeUndefined();
  });

  it('ends with the checker finding nothing (npm run check:config then prints "Config is valid.")', () => {
    const copy = copyConfig();
    giveNlBeItsRoutes(copy);
    expect(copy.problems()).toEqual([]);
  });

  it('works from a newly created overlay file too', () => {
    const copy = copyConfig();
    copy.remove('config/routes/overlays/fr-be.json');
    // 1. Create the overlay with its language; 2. and 5.
    copy.write('config/routes/overlays/fr-be.json', {
      $schema: '../../../schemas/config/overlay.schema.json',
      language: 'fr-be',
      change: [{ route: LOCALISED, path: '/desinscription/:unsubscribeToken' }],
      add: { private: [route('fr-only', '/reserve-fr', 'under-construction')] },
    });
    expect(copy.problems()).toEqual([]);
    const fr = routeTable(copy, 'fr-be');
    expect(findRoute(fr, 'public', LOCALISED)?.path).toBe('/desinscription/:unsubscribeToken');
    expect(findRoute(fr, 'private', 'fr-only')).toMatchObject({ path: '/reserve-fr', list: 'private' });
    expect(findRoute(fr, 'public', 'fr-only')).toBeUndefined();
  });

  it('step 1 matters: an overlay without its language is refused', () => {
    const copy = copyConfig();
    copy.remove('config/routes/overlays/fr-be.json');
    copy.write('config/routes/overlays/fr-be.json', { change: [{ route: LOCALISED, path: '/desinscription/:unsubscribeToken' }] });
    expect(copy.problems()).toEqual(['config/routes/overlays/fr-be.json#: missing required property "language"']);
  });

  it('step 2 matters: a localised path without the parameter is refused', () => {
    const copy = copyConfig();
    const { at } = giveNlBeItsRoutes(copy, { localisedPath: '/uitschrijven' });
    // The unsubscribe page reads the token, so the language's table is broken twice over.
    expect(copy.problems()).toEqual([
      `${OVERLAY}#/change/${at.localise}/path: localised path "/uitschrijven" must keep the parameters of "/unsubscribe/:unsubscribeToken"`,
      `${OVERLAY}#/change/${at.localise}/path: page "unsubscribe" uses parameter "unsubscribeToken", absent from path "/uitschrijven"`,
    ]);
  });

  it('step 2 matters: a change naming a route id that does not exist is refused', () => {
    const copy = copyConfig();
    const { at } = giveNlBeItsRoutes(copy, { skip: 'localise' });
    let i = -1;
    copy.edit<RouteOverlay>(OVERLAY, (overlay) => {
      i = (overlay.change ??= []).push({ route: 'unsubscrib', path: LOCALISED_PATH }) - 1;
    });
    expect(at.localise).toBeUndefined();
    expect(copy.problems()).toEqual([`${OVERLAY}#/change/${i}/route: no route "unsubscrib" in the base lists`]);
  });

  it('step 3 leaves menus valid: a menu may name a route nl-be switched off', () => {
    const copy = copyConfig();
    const footer = copy.read<{ footer: { route: string }[] }>('config/navigation.json').footer.map((item) => item.route);
    expect(footer).toContain(SWITCHED_OFF);
    giveNlBeItsRoutes(copy, { skip: 'add' });
    expect(copy.problems()).toEqual([]);
  });

  it('step 4 matters: pointing at a page no file defines is refused', () => {
    const copy = copyConfig();
    const { at } = giveNlBeItsRoutes(copy, { createOtherPage: false });
    const lines = copy.problems();
    const expected = `${OVERLAY}#/change/${at['other page']}/page: no page "${OTHER_PAGE}" (config/pages/${OTHER_PAGE}.json does not exist)`;
    expect(lines).toContain(expected);
    // The route is in both lists, so today the same line comes once per list (see the report).
    expect(new Set(lines)).toEqual(new Set([expected]));
  });

  it('step 4 matters: the other page needs its title in nl-be too', () => {
    const copy = copyConfig();
    giveNlBeItsRoutes(copy, { forgetOtherTitleIn: 'nl-be' });
    const lines = copy.problems();
    expect(lines).toContain(
      `config/locales/nl-be/shell.json#/pages/nlWhoWeAre/title: missing translation "${OTHER_TITLE}" (present in en)`,
    );
    expect(lines).toContain(`config/pages/${OTHER_PAGE}.json#/title: translation key "${OTHER_TITLE}" is missing in nl-be`);
    expect(lines).toHaveLength(2);
  });

  it('step 5 matters: an added route on a path the list already has is refused, naming the language', () => {
    const copy = copyConfig();
    const taken = appendRoute(copy, 'public', route('nl-taken', '/evenementen', 'under-construction'));
    const { addedAt } = giveNlBeItsRoutes(copy);
    expect(copy.problems()).toEqual([
      `${OVERLAY}#/add/public/${addedAt}/path: path "/evenementen" is used twice in the public list of language nl-be (also config/routes/public.json#/routes/${taken})`,
    ]);
  });

  it('step 5 matters: an added route naming a missing page is refused', () => {
    const copy = copyConfig();
    const { addedAt } = giveNlBeItsRoutes(copy, { added: route('nl-events', '/evenementen', 'nl-events') });
    expect(copy.problems()).toEqual([
      `${OVERLAY}#/add/public/${addedAt}/page: no page "nl-events" (config/pages/nl-events.json does not exist)`,
    ]);
  });
});
