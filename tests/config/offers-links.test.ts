/** @vitest-environment node */
// No dead end among the offers: /offers lists the how-to-earn offers, and the offers, earn and burn content pages lead somewhere.
// Every portal link those pages carry (cards, calls to action, links inside rich text), in every language,
// must reach a page: a route of the public or private list whose parameter constraints hold (what the router
// serves; a guest on a member page gets the login with `ref`, which is the router's business) and, when that
// route's page shows content-system content at that url, a content file for it. A link to one animation
// (/earn/animations/<id>) must name an animation of the seed. Read from the real files, so an editor who
// renames a page or retires an animation learns it here rather than from a member on a dead end.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { applyOverlay, buildBaseTable } from '../../src/contract/route-table';
import type { TableRoute } from '../../src/contract/route-table';
import { constraintsHold } from '../../src/router/route-constraints';
import type { PageConfig, RouteList, RouteOverlay } from '../../src/generated/config';

const LANGUAGES = ['en', 'fr-be', 'nl-be'] as const;
const pagesDir = 'server/content/pages';
const animationsDir = 'server/animations/data';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

interface Version {
  title: string;
  zones: Record<string, { type: string; items?: { link?: { href: string } }[] }[]>;
}
interface ContentFile {
  url: string;
  published?: Partial<Record<string, Version>>;
}

const contentFiles = readdirSync(pagesDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, file: readJson<ContentFile>(join(pagesDir, name)) }));
const contentByUrl = new Map(contentFiles.map(({ file }) => [file.url, file]));
/** The pages this test walks: /offers, the offer pages, and the earn and burn pages. */
const walked = contentFiles.filter(({ name }) => /^(offers?|earn|burn)([-.]|$)/.test(name));

/** Every href in a version: `link.href` fields and `href="…"` inside html. */
function hrefsOf(version: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (key === 'href') found.push(value);
      if (key === 'html') for (const [, href = ''] of value.matchAll(/href="([^"]*)"/g)) found.push(href);
    } else if (Array.isArray(value)) value.forEach((child) => visit(child));
    else if (value && typeof value === 'object') for (const [k, child] of Object.entries(value)) visit(child, k);
  };
  visit(version);
  return found;
}

const base = buildBaseTable({
  public: readJson<RouteList>('config/routes/public.json'),
  private: readJson<RouteList>('config/routes/private.json'),
  tracked: readJson<RouteList>('config/routes/tracked.json'),
});
const tableOf = (language: string) => {
  const overlay = `config/routes/overlays/${language}.json`;
  return applyOverlay(base, existsSync(overlay) ? readJson<RouteOverlay>(overlay) : undefined).table;
};
const pageConfig = (id: string) => {
  const file = `config/pages/${id}.json`;
  return existsSync(file) ? readJson<PageConfig>(file) : undefined;
};

/** Animation ids of the seed, when the animations' data folder exists. */
function seededAnimationIds(): Set<number> | undefined {
  if (!existsSync(animationsDir)) return undefined;
  const ids = readdirSync(animationsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => readJson<{ id?: unknown }>(join(animationsDir, name)).id)
    .filter((id): id is number => typeof id === 'number');
  return new Set(ids);
}

/** Why an in-portal link (English route path, as content files write them) is a dead end, or null. */
function deadEnd(href: string, language: string): string | null {
  const path = href.split(/[?#]/)[0] ?? href;
  const table = tableOf(language);
  const answers: TableRoute[] = [];
  for (const list of ['public', 'private'] as const) {
    const match = matchRoutes(
      table[list].map((route) => ({ path: route.path, route })),
      path,
    )?.at(-1);
    if (match && constraintsHold(match.route.route.constraints, match.params)) answers.push(match.route.route);
  }
  // No route: the content catch-all serves the url only if the content system has it.
  if (answers.length === 0) return contentByUrl.has(path) ? null : 'no route and no content file';
  for (const route of answers) {
    const page = pageConfig(route.page);
    if (!page) return `route "${route.id}" names a missing page "${route.page}"`;
    const pattern = page.content?.url.replace(/:([^/?]+)\??/g, ':$1?');
    if (pattern && matchPath(pattern, path) && !contentByUrl.get(path)?.published)
      return `route "${route.id}" shows content at ${path}, which has no published content file`;
  }
  const animation = /^\/earn\/animations\/(\d+)$/.exec(path);
  const ids = seededAnimationIds();
  if (animation && ids && !ids.has(Number(animation[1]))) return `no animation ${animation[1]} in ${animationsDir}`;
  return null;
}

describe('the offers, earn and burn pages', () => {
  it('walks the expected pages', () => {
    expect(walked.map(({ file }) => file.url)).toEqual(expect.arrayContaining(['/offers', '/earn', '/burn', '/offers/autumn-quiz']));
  });

  it('/offers is a real page: its route shows the content file, and each card opens an offer published in every language', () => {
    const route = base.public.find((r) => r.id === 'famous-offers');
    expect(route?.page).not.toBe('under-construction');
    expect(pageConfig(route?.page ?? '')?.content?.url).toBe('/offers');
    const offers = contentByUrl.get('/offers');
    for (const language of LANGUAGES) {
      const cards = (offers?.published?.[language]?.zones.main ?? [])
        .filter((item) => item.type === 'cards')
        .flatMap((item) => item.items ?? []);
      expect(cards.length, language).toBeGreaterThanOrEqual(2);
      for (const card of cards) {
        const href = card.link?.href ?? '';
        expect(href, `${language}: a card without an /offers/<id> link`).toMatch(/^\/offers\/[a-z0-9-]+$/);
        expect(Object.keys(contentByUrl.get(href)?.published ?? {}).sort(), `${language} ${href}`).toEqual([...LANGUAGES].sort());
      }
    }
  });

  it('every portal link of those pages, in every language, reaches a page', () => {
    const dead: string[] = [];
    for (const { name, file } of walked) {
      for (const language of LANGUAGES) {
        for (const href of hrefsOf(file.published?.[language])) {
          if (!href.startsWith('/') || href.startsWith('/media/')) continue;
          const why = deadEnd(href, language);
          if (why) dead.push(`${name} (${language}) ${href}: ${why}`);
        }
      }
    }
    expect(dead).toEqual([]);
  });

  it('they lead to the animations and to the exchange pages', () => {
    const linked = (prefix: string) =>
      new Set(
        walked.filter(({ name }) => name.startsWith(prefix)).flatMap(({ file }) => LANGUAGES.flatMap((l) => hrefsOf(file.published?.[l]))),
      );
    const earn = linked('earn');
    const burn = linked('burn');
    const offers = linked('offer');
    expect([...earn]).toEqual(expect.arrayContaining(['/earn/animations', '/offers', '/earn/declare-booking']));
    expect([...offers]).toEqual(expect.arrayContaining(['/earn/animations']));
    expect([...burn]).toEqual(
      expect.arrayContaining([
        '/exchange-my-miles',
        '/exchange-my-miles/gift-shop/all',
        '/exchange-my-miles/mastercard',
        '/exchange-my-miles/transfer-miles',
      ]),
    );
  });

  it('catches a dead end: an offer without a content file, an unknown page, an animation the seed does not have', () => {
    expect(deadEnd('/offers/no-such-offer', 'en')).toBe(
      'route "offer" shows content at /offers/no-such-offer, which has no published content file',
    );
    expect(deadEnd('/earn/no-such-page', 'en')).toBe('no route and no content file');
    expect(deadEnd('/earn/animations/999999', 'en')).toBe(`no animation 999999 in ${animationsDir}`);
    expect(deadEnd('/earn/animations/1', 'en')).toBeNull();
    expect(deadEnd('/offers/autumn-quiz', 'fr-be')).toBeNull();
    expect(deadEnd('/exchange-my-miles/transfer-miles', 'nl-be')).toBeNull();
  });
});
