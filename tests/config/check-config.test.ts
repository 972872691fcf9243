// One test per rule of the config checker (server/config-check): each breaks a fresh copy of the real
// config in one way and asserts the exact `file#/pointer: message` line(s) the checker prints.
import { describe, it, expect, afterEach } from 'vitest';
import { spawnSync } from 'node:child_process';
import { checkConfig } from '../../server/config-check/check';
import { systemPages } from '../../src/contract/system-pages';
import { registeredTemplates } from '../../src/generated/registry-names';
import type { PageConfig, RouteList } from '../../src/generated/config';
import {
  appendOverlayChange,
  appendRoute,
  cleanupCopies,
  copyConfig,
  deleteTranslation,
  projectRoot,
  route,
  routeIndex,
  setTranslation,
} from './helpers';
import type { JsonObject } from './helpers';

afterEach(cleanupCopies);

const PUBLIC = 'config/routes/public.json';
const PRIVATE = 'config/routes/private.json';

describe('the real config', () => {
  it('has no problems', () => {
    expect(checkConfig(projectRoot)).toEqual([]);
  });

  it('has no problems in a fresh copy either (the copy is faithful)', () => {
    expect(copyConfig().problems()).toEqual([]);
  });
});

describe('JSON syntax', () => {
  it('reports a page file with a trailing comma as invalid JSON, and nothing else', () => {
    const copy = copyConfig();
    const text = '{\n  "template": "error",\n  "title": "pages.error.title",\n}\n';
    let parseMessage = '';
    try {
      JSON.parse(text);
    } catch (error) {
      parseMessage = (error as Error).message;
    }
    expect(parseMessage).not.toBe('');
    copy.writeRaw('config/pages/error.json', text);

    const lines = copy.problems();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.startsWith('config/pages/error.json#: invalid JSON:')).toBe(true);
    expect(lines).toContain(`config/pages/error.json#: invalid JSON: ${parseMessage}`);
  });
});

describe('schemas', () => {
  it('reports a route without tracking', () => {
    const copy = copyConfig();
    const i = appendRoute(copy, 'public', { id: 'no-tracking', path: '/no-tracking', page: 'under-construction' });
    const lines = copy.problems();
    expect(lines).toContain(`config/routes/public.json#/routes/${i}: missing required property "tracking"`);
    expect(lines).toHaveLength(1);
  });

  it('reports an unknown property', () => {
    const copy = copyConfig();
    copy.edit('config/pages/error.json', (page) => {
      page.colour = 'red';
    });
    const lines = copy.problems();
    expect(lines).toContain('config/pages/error.json#: unknown property "colour"');
    expect(lines).toHaveLength(1);
  });

  it('reports an unknown property inside a route', () => {
    const copy = copyConfig();
    const i = appendRoute(copy, 'private', { ...route('extra-prop', '/extra-prop', 'under-construction'), hidden: true });
    const lines = copy.problems();
    expect(lines).toContain(`config/routes/private.json#/routes/${i}: unknown property "hidden"`);
    expect(lines).toHaveLength(1);
  });

  it('reports a bad enum value in app.json languages', () => {
    const copy = copyConfig();
    copy.edit<{ languages: string[] }>('config/app.json', (app) => {
      app.languages.push('de-de');
    });
    const lines = copy.problems();
    expect(lines).toContain('config/app.json#/languages/3: must be one of: en, fr-be, nl-be');
    expect(lines).toHaveLength(1);
  });

  it('reports a route id that is not kebab-case', () => {
    const copy = copyConfig();
    const i = appendRoute(copy, 'public', route('Bad_Id', '/bad-id', 'under-construction'));
    const lines = copy.problems();
    expect(lines).toContain(`config/routes/public.json#/routes/${i}/id: must match pattern "^[a-z0-9]+(-[a-z0-9]+)*$"`);
    expect(lines).toHaveLength(1);
  });

  it('reports a config file in a folder no schema covers', () => {
    const copy = copyConfig();
    copy.write('config/pages/drafts/x.json', { template: 'error', title: 'pages.error.title' });
    const lines = copy.problems();
    expect(lines).toContain('config/pages/drafts/x.json#: no schema applies to this file (is it in the right folder?)');
    expect(lines).toHaveLength(1);
  });
});

describe('pages, templates and blocks', () => {
  it('reports an unknown template name (schema)', () => {
    const copy = copyConfig();
    copy.write('config/pages/x.json', { template: 'shopp', title: 'pages.error.title' });
    const lines = copy.problems();
    expect(lines).toContain('config/pages/x.json#/template: unknown template "shopp"');
    expect(lines).toHaveLength(1);
  });

  it('reports a spec template this build does not deliver', () => {
    const copy = copyConfig();
    // Every template of requirements §2.5 is delivered now: one the schema allows but
    // the build lacks stands for the next planned template.
    copy.edit<{ $defs: { templateName: { enum: string[] } } }>('schemas/config/page.schema.json', (schema) => {
      schema.$defs.templateName.enum.push('carousel-page');
    });
    copy.write('config/pages/x.json', { template: 'carousel-page', title: 'pages.error.title' });
    const lines = copy.problems();
    expect(lines).toContain(
      `config/pages/x.json#/template: template "carousel-page" is not delivered by this build (available: ${registeredTemplates.join(', ')})`,
    );
    expect(lines).toHaveLength(1);
  });

  it('names the templates this build delivers in that message', () => {
    // Guards the expected line above against an accidental self-fulfilling list.
    expect(registeredTemplates).toEqual(expect.arrayContaining(['error', 'not-found', 'under-construction', 'success']));
    expect(registeredTemplates).not.toContain('carousel-page');
  });

  it('reports an unknown block name (schema)', () => {
    const copy = copyConfig();
    copy.write('config/pages/x.json', {
      template: 'error',
      title: 'pages.error.title',
      blocks: [{ block: 'back-link' }, { block: 'carousel' }],
    });
    const lines = copy.problems();
    const blocks = copy.read<{ $defs: { blockName: { enum: string[] } } }>('schemas/config/page.schema.json').$defs.blockName.enum;
    expect(lines).toContain(`config/pages/x.json#/blocks/1/block: must be one of: ${blocks.join(', ')}`);
    expect(lines).toHaveLength(1);
  });

  it('reports a block the schema allows but this build does not deliver', () => {
    const copy = copyConfig();
    copy.edit<{ $defs: { blockName: { enum: string[] } } }>('schemas/config/page.schema.json', (schema) => {
      schema.$defs.blockName.enum.push('carousel');
    });
    copy.write('config/pages/x.json', { template: 'error', title: 'pages.error.title', blocks: [{ block: 'carousel' }] });
    const lines = copy.problems();
    expect(lines).toContain('config/pages/x.json#/blocks/0/block: block "carousel" is not delivered by this build');
    expect(lines).toHaveLength(1);
  });

  it.each([...systemPages])('reports a missing system page: %s', (page) => {
    const copy = copyConfig();
    const routed = ['public', 'private', 'tracked'].some((list) =>
      copy.read<RouteList>(`config/routes/${list}.json`).routes.some((r) => r.page === page),
    );
    copy.remove(`config/pages/${page}.json`);
    const lines = copy.problems();
    expect(lines).toContain(`config/pages/${page}.json#: the router needs page "${page}": the file is missing`);
    // A system page no route names gives exactly one line; one a route names also gives the route's line.
    if (!routed) expect(lines).toHaveLength(1);
  });

  it('reports a missing not-found page', () => {
    const copy = copyConfig();
    copy.remove('config/pages/not-found.json');
    expect(copy.problems()).toContain('config/pages/not-found.json#: the router needs page "not-found": the file is missing');
  });
});

describe('routes', () => {
  it('reports a route naming a page no file defines', () => {
    const copy = copyConfig();
    const i = appendRoute(copy, 'public', route('ghost', '/ghost', 'no-such-page'));
    const lines = copy.problems();
    expect(lines).toContain(
      `config/routes/public.json#/routes/${i}/page: no page "no-such-page" (config/pages/no-such-page.json does not exist)`,
    );
    expect(lines).toHaveLength(1);
  });

  it('reports a tracked route naming a missing page once per list it belongs to', () => {
    const copy = copyConfig();
    const i = appendRoute(copy, 'tracked', route('ghost', '/ghost', 'no-such-page', { lists: ['private'] }));
    const lines = copy.problems();
    expect(lines).toEqual([
      `config/routes/tracked.json#/routes/${i}/page: no page "no-such-page" (config/pages/no-such-page.json does not exist)`,
    ]);
  });

  it('reports two routes with one id in the same list', () => {
    const copy = copyConfig();
    const first = appendRoute(copy, 'public', route('twin', '/twin-one', 'under-construction'));
    const second = appendRoute(copy, 'public', route('twin', '/twin-two', 'under-construction'));
    const lines = copy.problems();
    expect(lines).toContain(
      `config/routes/public.json#/routes/${second}/id: route id "twin" is used twice in the public list (also config/routes/public.json#/routes/${first})`,
    );
    expect(lines).toHaveLength(1);
  });

  it('reports a private route reusing an id of the private list', () => {
    const copy = copyConfig();
    const home = routeIndex(copy, 'private', 'home');
    const i = appendRoute(copy, 'private', route('home', '/home-again', 'under-construction'));
    const lines = copy.problems();
    expect(lines).toContain(
      `config/routes/private.json#/routes/${i}/id: route id "home" is used twice in the private list (also config/routes/private.json#/routes/${home})`,
    );
    expect(lines).toHaveLength(1);
  });

  it('accepts one id in two different lists', () => {
    const copy = copyConfig();
    appendRoute(copy, 'public', route('both-lists', '/both-lists', 'under-construction'));
    appendRoute(copy, 'private', route('both-lists', '/both-lists', 'under-construction'));
    expect(copy.problems()).toEqual([]);
  });

  it('reports two routes with one path in the same list', () => {
    const copy = copyConfig();
    const first = appendRoute(copy, 'public', route('path-one', '/same-path', 'under-construction'));
    const second = appendRoute(copy, 'public', route('path-two', '/same-path', 'under-construction'));
    const lines = copy.problems();
    expect(lines).toContain(
      `config/routes/public.json#/routes/${second}/path: path "/same-path" is used twice in the public list (also config/routes/public.json#/routes/${first})`,
    );
    expect(lines).toHaveLength(1);
  });

  it('reports /a/:x and /a/:y as one path', () => {
    const copy = copyConfig();
    const first = appendRoute(copy, 'private', route('by-x', '/a/:x', 'under-construction'));
    const second = appendRoute(copy, 'private', route('by-y', '/a/:y', 'under-construction'));
    const lines = copy.problems();
    expect(lines).toContain(
      `config/routes/private.json#/routes/${second}/path: path "/a/:y" is used twice in the private list (also config/routes/private.json#/routes/${first})`,
    );
    expect(lines).toHaveLength(1);
  });

  it('reports a path only a trailing slash tells apart as one path', () => {
    const copy = copyConfig();
    const first = appendRoute(copy, 'public', route('slash-one', '/slash', 'under-construction'));
    const second = appendRoute(copy, 'public', route('slash-two', '/slash/', 'under-construction'));
    expect(copy.problems()).toEqual([
      `config/routes/public.json#/routes/${second}/path: path "/slash/" is used twice in the public list (also config/routes/public.json#/routes/${first})`,
    ]);
  });

  it('reports a route parameter a page uses but the path lacks', () => {
    const copy = copyConfig();
    copy.write('config/pages/x.json', { template: 'under-construction', title: 'pages.error.title', params: ['id'] });
    const i = appendRoute(copy, 'public', route('x', '/x', 'x'));
    const lines = copy.problems();
    expect(lines).toContain(`config/routes/public.json#/routes/${i}/path: page "x" uses parameter "id", absent from path "/x"`);
    expect(lines).toHaveLength(1);
  });

  it('accepts that parameter as an optional one', () => {
    const copy = copyConfig();
    copy.write('config/pages/x.json', { template: 'under-construction', title: 'pages.error.title', params: ['id'] });
    appendRoute(copy, 'public', route('x', '/x/:id?', 'x'));
    expect(copy.problems()).toEqual([]);
  });

  it('reports a constraint on a parameter the path lacks, and an invalid regular expression', () => {
    const copy = copyConfig();
    const i = appendRoute(
      copy,
      'public',
      route('constrained', '/constrained/:id', 'under-construction', { constraints: { id: '(\\d+', page: '\\d+' } }),
    );
    const lines = copy.problems();
    expect(lines).toContain(`config/routes/public.json#/routes/${i}/constraints: "(\\d+" is not a valid regular expression`);
    expect(lines).toContain(
      `config/routes/public.json#/routes/${i}/constraints: constraint on "page", absent from path "/constrained/:id"`,
    );
    expect(lines).toHaveLength(2);
  });

  it('reports a list without a default route', () => {
    const copy = copyConfig();
    copy.edit<RouteList>(PUBLIC, (list) => {
      for (const r of list.routes) delete r.default;
    });
    const lines = copy.problems();
    expect(lines).toContain('config/routes/public.json#/routes: the public list needs exactly one default route (has 0)');
    expect(lines).toHaveLength(1);
  });

  it('reports a list with two default routes', () => {
    const copy = copyConfig();
    appendRoute(copy, 'private', route('second-home', '/second-home', 'under-construction', { default: true }));
    const lines = copy.problems();
    expect(lines).toContain('config/routes/private.json#/routes: the private list needs exactly one default route (has 2)');
    expect(lines).toHaveLength(1);
  });

  it('counts a tracked route marked default in each list it belongs to', () => {
    const copy = copyConfig();
    appendRoute(
      copy,
      'tracked',
      route('tracked-default', '/tracked-default', 'under-construction', { default: true, lists: ['public', 'private'] }),
    );
    const lines = copy.problems();
    expect(lines).toContain('config/routes/public.json#/routes: the public list needs exactly one default route (has 2)');
    expect(lines).toContain('config/routes/private.json#/routes: the private list needs exactly one default route (has 2)');
    expect(lines).toHaveLength(2);
  });

  it('reports a missing required route file', () => {
    const copy = copyConfig();
    copy.remove('config/routes/tracked.json');
    expect(copy.problems()).toEqual(['config/routes/tracked.json#: missing: this file is required']);
  });
});

describe('overlays', () => {
  it('reports an overlay naming a route that does not exist', () => {
    const copy = copyConfig();
    const i = appendOverlayChange(copy, 'fr-be', { route: 'no-such-route', path: '/nulle-part' });
    const lines = copy.problems();
    expect(lines).toContain(`config/routes/overlays/fr-be.json#/change/${i}/route: no route "no-such-route" in the base lists`);
    expect(lines).toHaveLength(1);
  });

  it('reports an overlay naming a route absent from the list it names', () => {
    const copy = copyConfig();
    const i = appendOverlayChange(copy, 'nl-be', { route: 'login', list: 'private', enabled: false });
    const lines = copy.problems();
    expect(lines).toContain(`config/routes/overlays/nl-be.json#/change/${i}/route: no route "login" in the private list`);
    expect(lines).toHaveLength(1);
  });

  it('reports a localised path that drops a parameter', () => {
    const copy = copyConfig();
    appendRoute(copy, 'public', route('article', '/article/:slug', 'under-construction'));
    const i = appendOverlayChange(copy, 'fr-be', { route: 'article', path: '/article-fr' });
    const lines = copy.problems();
    expect(lines).toContain(
      `config/routes/overlays/fr-be.json#/change/${i}/path: localised path "/article-fr" must keep the parameters of "/article/:slug"`,
    );
    expect(lines).toHaveLength(1);
  });

  it('reports a localised path that renames a parameter', () => {
    const copy = copyConfig();
    appendRoute(copy, 'public', route('article', '/article/:slug', 'under-construction'));
    const i = appendOverlayChange(copy, 'nl-be', { route: 'article', path: '/artikel/:naam' });
    expect(copy.problems()).toEqual([
      `config/routes/overlays/nl-be.json#/change/${i}/path: localised path "/artikel/:naam" must keep the parameters of "/article/:slug"`,
    ]);
  });

  it('also reports what a dropped parameter breaks on the page and constraints', () => {
    const copy = copyConfig();
    copy.write('config/pages/x.json', { template: 'under-construction', title: 'pages.error.title', params: ['id'] });
    appendRoute(copy, 'public', route('x', '/x/:id', 'x', { constraints: { id: '\\d+' } }));
    const i = appendOverlayChange(copy, 'fr-be', { route: 'x', path: '/x-fr' });
    const at = `config/routes/overlays/fr-be.json#/change/${i}`;
    const lines = copy.problems();
    expect(lines).toContain(`${at}/path: localised path "/x-fr" must keep the parameters of "/x/:id"`);
    expect(lines).toContain(`${at}/path: page "x" uses parameter "id", absent from path "/x-fr"`);
    expect(lines).toContain(`${at}/constraints: constraint on "id", absent from path "/x-fr"`);
    expect(lines).toHaveLength(3);
  });

  it('reports a route an overlay adds on a path the list already has, naming the language', () => {
    const copy = copyConfig();
    const first = appendRoute(copy, 'public', route('taken', '/taken', 'under-construction'));
    copy.edit<JsonObject>('config/routes/overlays/nl-be.json', (overlay) => {
      overlay.add = { public: [route('taken-nl', '/taken', 'under-construction')] };
    });
    const lines = copy.problems();
    expect(lines).toContain(
      `config/routes/overlays/nl-be.json#/add/public/0/path: path "/taken" is used twice in the public list of language nl-be (also config/routes/public.json#/routes/${first})`,
    );
    expect(lines).toHaveLength(1);
  });

  it('reports an overlay for a language app.json does not list', () => {
    const copy = copyConfig();
    copy.edit<{ languages: string[] }>('config/app.json', (app) => {
      app.languages = app.languages.filter((l) => l !== 'nl-be');
    });
    const lines = copy.problems();
    expect(lines).toContain('config/routes/overlays/nl-be.json#/language: "nl-be" is not a language of config/app.json');
    expect(lines).toHaveLength(1);
  });
});

describe('menus', () => {
  it('reports a menu naming an unknown route id', () => {
    const copy = copyConfig();
    let i = -1;
    copy.edit<{ guest: JsonObject[] }>('config/navigation.json', (nav) => {
      i = nav.guest.push({ route: 'nowhere', label: 'nav.faq' }) - 1;
    });
    const lines = copy.problems();
    expect(lines).toContain(`config/navigation.json#/guest/${i}/route: unknown route id "nowhere" for the guest menu`);
    expect(lines).toHaveLength(1);
  });

  it('reports a private-only route in the guest menu', () => {
    const copy = copyConfig();
    const publicIds = copy.read<RouteList>(PUBLIC).routes.map((r) => r.id);
    expect(publicIds).not.toContain('home');
    routeIndex(copy, 'private', 'home');
    let i = -1;
    copy.edit<{ guest: JsonObject[] }>('config/navigation.json', (nav) => {
      i = nav.guest.push({ route: 'home', label: 'nav.home' }) - 1;
    });
    expect(copy.problems()).toEqual([`config/navigation.json#/guest/${i}/route: unknown route id "home" for the guest menu`]);
  });

  it('accepts a menu naming a route one language switched off', () => {
    const copy = copyConfig();
    appendOverlayChange(copy, 'nl-be', { route: 'contact', enabled: false });
    expect(copy.problems()).toEqual([]);
  });
});

describe('translations', () => {
  it('reports a key missing in one language at that file and key', () => {
    const copy = copyConfig();
    deleteTranslation(copy, 'nl-be', 'shell.menu');
    const lines = copy.problems();
    expect(lines).toContain('config/locales/nl-be/shell.json#/shell/menu: missing translation "shell.menu" (present in en)');
    expect(lines).toHaveLength(1);
  });

  it('reports a missing key a menu uses both in the locale and in the menu', () => {
    const copy = copyConfig();
    const i = copy
      .read<{ footer: { label: string }[] }>('config/navigation.json')
      .footer.findIndex((item) => item.label === 'footer.press');
    expect(i).toBeGreaterThanOrEqual(0);
    deleteTranslation(copy, 'nl-be', 'footer.press');
    const lines = copy.problems();
    expect(lines).toContain('config/locales/nl-be/shell.json#/footer/press: missing translation "footer.press" (present in en)');
    expect(lines).toContain(`config/navigation.json#/footer/${i}/label: translation key "footer.press" is missing in nl-be`);
    expect(lines).toHaveLength(2);
  });

  it('escapes "/" and "~" in the pointer of a missing key (a new group, in pages.json)', () => {
    const copy = copyConfig();
    setTranslation(copy, 'en', 'odd.a/b~c', 'Odd');
    setTranslation(copy, 'fr-be', 'odd.a/b~c', 'Bizarre');
    const lines = copy.problems();
    expect(lines).toEqual(['config/locales/nl-be/pages.json#/odd/a~1b~0c: missing translation "odd.a/b~c" (present in en)']);
  });

  it('reports a group one language keeps in another namespace file, once per file and not once per key', () => {
    const copy = copyConfig();
    let shop: unknown;
    copy.edit('config/locales/nl-be/pages.json', (data) => {
      shop = data.shop;
      delete data.shop;
    });
    expect(shop).toBeTypeOf('object');
    copy.edit('config/locales/nl-be/shell.json', (data) => {
      data.shop = shop;
    });
    const rule = 'a group is in the same namespace file in every language';
    expect(copy.problems()).toEqual([
      `config/locales/nl-be/pages.json#/shop: missing group "shop" (present in en): nl-be has it in config/locales/nl-be/shell.json, and ${rule}`,
      `config/locales/en/shell.json#/shop: missing group "shop" (present in nl-be): en has it in config/locales/en/pages.json, and ${rule}`,
      `config/locales/fr-be/shell.json#/shop: missing group "shop" (present in nl-be): fr-be has it in config/locales/fr-be/pages.json, and ${rule}`,
    ]);
  });

  it('reports a group in two namespace files of one language, at both, and nothing in the other languages', () => {
    const copy = copyConfig();
    const faq = copy.read('config/locales/en/shell.json').faq;
    expect(faq).toBeTypeOf('object');
    copy.edit('config/locales/en/pages.json', (data) => {
      data.faq = faq;
    });
    expect(copy.problems()).toEqual([
      'config/locales/en/pages.json#/faq: group "faq" is also in config/locales/en/shell.json: a group is in one namespace file of its language',
      'config/locales/en/shell.json#/faq: group "faq" is also in config/locales/en/pages.json: a group is in one namespace file of its language',
    ]);
  });

  it('reports a language that lacks a namespace file the others have, once at that file', () => {
    const copy = copyConfig();
    copy.remove('config/locales/nl-be/pages.json');
    const lines = copy.problems();
    expect(lines).toContain(
      'config/locales/nl-be/pages.json#: missing: en, fr-be have namespace "pages": every language has the same namespace files',
    );
    // No line per key of the missing file; only the keys config names (pages' titles) say where they are used.
    expect(lines.filter((line) => line.startsWith('config/locales/'))).toHaveLength(1);
    expect(lines.filter((line) => !line.startsWith('config/locales/')).every((line) => line.endsWith('is missing in nl-be'))).toBe(true);
  });

  it('reports a namespace file only one language has, at that file', () => {
    const copy = copyConfig();
    copy.write('config/locales/nl-be/extra.json', { $schema: '../../../schemas/config/locale.schema.json', extra: { title: 'Extra' } });
    expect(copy.problems()).toEqual([
      'config/locales/nl-be/extra.json#: namespace "extra" is missing in en, fr-be: every language has the same namespace files',
    ]);
  });

  it('reports a locale file left in the former place, a file per language', () => {
    const copy = copyConfig();
    copy.write('config/locales/en.json', { $schema: '../../schemas/config/locale.schema.json', nav: { home: 'Home' } });
    expect(copy.problems()).toEqual([
      "config/locales/en.json#: a language's strings are in namespace files, config/locales/<language>/<namespace>.json: " +
        "move this file's groups into its language's folder",
    ]);
  });

  it('reports a page title key missing everywhere', () => {
    const copy = copyConfig();
    copy.edit<PageConfig>('config/pages/error.json', (page) => {
      page.title = 'pages.error.nowhere';
    });
    const lines = copy.problems();
    expect(lines).toContain('config/pages/error.json#/title: translation key "pages.error.nowhere" is missing in en, fr-be, nl-be');
    expect(lines).toHaveLength(1);
  });

  it('reports a block message key missing everywhere', () => {
    const copy = copyConfig();
    copy.write('config/pages/x.json', {
      template: 'error',
      title: 'pages.error.title',
      blocks: [{ block: 'permission-notice', props: { message: 'notices.nowhere' } }],
    });
    expect(copy.problems()).toEqual([
      'config/pages/x.json#/blocks/0/props/message: translation key "notices.nowhere" is missing in en, fr-be, nl-be',
    ]);
  });

  it('reports a language with no locale file, at each file the other languages have', () => {
    const copy = copyConfig();
    copy.remove('config/locales/nl-be/pages.json');
    copy.remove('config/locales/nl-be/shell.json');
    expect(copy.problems()).toEqual([
      'config/locales/nl-be/pages.json#: missing: language "nl-be" has no strings',
      'config/locales/nl-be/shell.json#: missing: language "nl-be" has no strings',
    ]);
  });

  it('reports an empty string (schema)', () => {
    const copy = copyConfig();
    setTranslation(copy, 'fr-be', 'shell.menu', '');
    const lines = copy.problems();
    expect(lines).toContain('config/locales/fr-be/shell.json#/shell/menu: must NOT have fewer than 1 characters');
    // Today the anyOf of locale nodes adds "#/shell: must be string" and "#/shell/menu: must be object" too;
    // not asserted, so a less noisy checker still passes.
    expect(lines.every((line) => line.startsWith('config/locales/fr-be/shell.json#/shell'))).toBe(true);
  });
});

describe('the CLI (npm run check:config)', () => {
  // The script `npm run check:config` runs, in one node process with tsx's loader (npx and tsx's command line would
  // each start another node first).
  const cli = (root: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-config.ts', root], {
      cwd: projectRoot,
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('exits 1 and prints the exact line on a broken copy', () => {
    const copy = copyConfig();
    copy.write('config/pages/x.json', { template: 'shopp', title: 'pages.error.title' });
    const result = cli(copy.root);
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n')).toContain('config/pages/x.json#/template: unknown template "shopp"');
    expect(result.stderr).toContain('1 config problem(s).');
    expect(result.stdout).not.toContain('Config is valid.');
  }, 60_000);

  it('exits 0 and says so on the real project', () => {
    const result = cli(projectRoot);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Config is valid.');
  }, 60_000);
});

describe('a language route list (overlay applied)', () => {
  it('accepts an overlay that localises the default route', () => {
    const copy = copyConfig();
    appendOverlayChange(copy, 'fr-be', { route: defaultRouteId(copy.read<RouteList>(PRIVATE)), path: '/accueil' });
    expect(copy.problems()).toEqual([]);
  });

  it('reports a localised path colliding with a base path that comes earlier in the list', () => {
    const copy = copyConfig();
    const first = appendRoute(copy, 'public', route('earlier', '/earlier', 'under-construction'));
    appendRoute(copy, 'public', route('later', '/later', 'under-construction'));
    const i = appendOverlayChange(copy, 'nl-be', { route: 'later', path: '/earlier' });
    expect(copy.problems()).toEqual([
      `config/routes/overlays/nl-be.json#/change/${i}/path: path "/earlier" is used twice in the public list of language nl-be (also config/routes/public.json#/routes/${first})`,
    ]);
  });

  // A language's table is checked as a whole: problems its overlay creates are reported even when they
  // are filed under a base file (a default route switched off, a collision with a later base route).
  it('reports an overlay that switches off the default route of a list', () => {
    const copy = copyConfig();
    const login = defaultRouteId(copy.read<RouteList>(PUBLIC));
    appendOverlayChange(copy, 'fr-be', { route: login, list: 'public', enabled: false });
    expect(copy.problems().join('\n')).toMatch(/the public list of language fr-be needs exactly one default route \(has 0\)/);
  });

  it('reports an overlay that adds a second default route', () => {
    const copy = copyConfig();
    copy.edit('config/routes/overlays/nl-be.json', (overlay) => {
      overlay.add = { public: [route('nl-home', '/nl-home', 'under-construction', { default: true })] };
    });
    expect(copy.problems().join('\n')).toMatch(/the public list of language nl-be needs exactly one default route \(has 2\)/);
  });

  it('reports a localised path colliding with a base path that comes later in the list', () => {
    const copy = copyConfig();
    appendRoute(copy, 'public', route('earlier', '/earlier', 'under-construction'));
    appendRoute(copy, 'public', route('later', '/later', 'under-construction'));
    appendOverlayChange(copy, 'nl-be', { route: 'earlier', path: '/later' });
    // nl-be's public table now has two routes on /later; the router would never reach the second one.
    expect(copy.problems().join('\n')).toMatch(/path "\/later" is used twice in the public list of language nl-be/);
  });
});

describe('app.json defaultLanguage', () => {
  it('says so, and still checks the base lists, when defaultLanguage is not in languages', () => {
    const copy = copyConfig();
    copy.edit<{ languages: string[]; defaultLanguage: string }>('config/app.json', (app) => {
      app.languages = app.languages.filter((l) => l !== app.defaultLanguage);
    });
    const i = appendRoute(copy, 'public', route('ghost', '/ghost', 'no-such-page'));
    expect(copy.problems()).toContain(
      `config/routes/public.json#/routes/${i}/page: no page "no-such-page" (config/pages/no-such-page.json does not exist)`,
    );
    expect(copy.problems()).toContain('config/app.json#/defaultLanguage: "en" is not one of the languages (fr-be, nl-be)');
  });

  it('refuses an overlay whose language is not its file name', () => {
    const copy = copyConfig();
    copy.edit<{ language: string }>('config/routes/overlays/nl-be.json', (overlay) => {
      overlay.language = 'fr-be';
    });
    expect(copy.problems()).toContain('config/routes/overlays/nl-be.json#/language: must be "nl-be", the language the file is named after');
  });
});

function defaultRouteId(list: RouteList): string {
  const found = list.routes.find((r) => r.default);
  if (!found) throw new Error('no default route');
  return found.id;
}

describe('block props (each block declares the JSON Schema of its props)', () => {
  const page = (blocks: object[]) => ({ template: 'public-page', title: 'pages.error.title', content: { url: '/x' }, blocks });

  it('reports a misspelt prop name, naming the props the block takes', () => {
    const copy = copyConfig();
    copy.write('config/pages/x.json', page([{ block: 'back-link' }, { block: 'cms-zone', props: { zon: 'aside' } }]));
    expect(copy.problems()).toEqual([
      'config/pages/x.json#/blocks/1/props: unknown property "zon" (block "cms-zone" takes "zone", "types")',
    ]);
  });

  it('reports a prop given to a block that takes none', () => {
    const copy = copyConfig();
    copy.write('config/pages/x.json', page([{ block: 'profile-form', props: { to: '/home' } }]));
    expect(copy.problems()).toEqual(['config/pages/x.json#/blocks/0/props: unknown property "to" (block "profile-form" takes no props)']);
  });

  it('reports a prop value outside the block schema enum (back-link)', () => {
    const copy = copyConfig();
    copy.write('config/pages/x.json', page([{ block: 'back-link', props: { whenOpenedFromOutside: 'home' } }]));
    expect(copy.problems()).toHaveLength(1);
    expect(copy.problems()[0]).toMatch(/^config\/pages\/x\.json#\/blocks\/0\/props\/whenOpenedFromOutside: /);
  });

  it('reports a prop of the wrong type at its own pointer', () => {
    const copy = copyConfig();
    copy.write('config/pages/x.json', page([{ block: 'cms-zone', props: { zone: 'aside', types: 'video' } }]));
    expect(copy.problems()).toEqual(['config/pages/x.json#/blocks/0/props/types: must be array']);
  });

  it('accepts the props the guide "Add a page" shows', () => {
    const copy = copyConfig();
    copy.write(
      'config/pages/x.json',
      page([{ block: 'back-link' }, { block: 'cms-zone', props: { zone: 'aside' } }, { block: 'cms-video', props: { zone: 'main' } }]),
    );
    expect(copy.problems()).toEqual([]);
  });

  it('applies a block props file: the schema of each block is the one in schemas/config/blocks', () => {
    const copy = copyConfig();
    const declared = copy.read<{ properties: Record<string, unknown> }>('schemas/config/blocks/permission-notice.json');
    expect(Object.keys(declared.properties)).toEqual(['message']);
    const schema = copy.read<{ $defs: Record<string, unknown> }>('schemas/config/page.schema.json');
    const { $schema: _s, ...props } = declared as Record<string, unknown>;
    expect(schema.$defs['blockProps-permission-notice']).toEqual(props);
  });
});

describe('template and block names, declared once', () => {
  it('the page schema enums and the registries come from schemas/config/templates.json and schemas/config/blocks', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { registeredBlocks } = await import('../../src/renderer/registered-blocks');
    const declared = JSON.parse(readFileSync(`${projectRoot}/schemas/config/templates.json`, 'utf8')) as {
      delivered: string[];
      planned: string[];
    };
    const blockFiles = readdirSync(`${projectRoot}/schemas/config/blocks`)
      .map((n) => n.replace(/\.json$/, ''))
      .sort();
    const schema = JSON.parse(readFileSync(`${projectRoot}/schemas/config/page.schema.json`, 'utf8')) as {
      $defs: { templateName: { enum: string[] }; blockName: { enum: string[] } };
    };
    expect([...registeredTemplates]).toEqual(declared.delivered);
    expect(schema.$defs.templateName.enum).toEqual([...declared.delivered, ...declared.planned].sort());
    expect([...registeredBlocks]).toEqual(blockFiles);
    expect(schema.$defs.blockName.enum).toEqual(blockFiles);
  });

  it('npm run check:types-fresh passes on the project (the generated files match the declarations)', () => {
    const result = spawnSync('npm', ['run', '--silent', 'check:types-fresh'], { cwd: projectRoot, encoding: 'utf8', timeout: 120_000 });
    expect(result.stderr).not.toContain('stale');
    expect(result.status).toBe(0);
  }, 120_000);
});
