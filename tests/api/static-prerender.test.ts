/** @vitest-environment node */
// A first paint without JavaScript. The build step (scripts/prerender.ts) renders the public pages
// of every language with the app's own code; the real server sends that HTML for those paths, in the
// language of the visitor's cookie. Here the prerender runs on a minimal index.html and the answers are read
// as a browser without JavaScript would: the heading and the form's labels must be in the HTML itself.
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate } from '../../server/render/page-html';
import { cookieValue } from '../../server/http/cookies';
import type { Schemas } from '../../server/http/api-types';
import { contentKey, contentQuery } from '../../src/lib/content-query';
import { call, json } from './support/api-calls';
import { minimalIndexHtml, postForm, startPrerenderedServer } from './support/prerendered-server';
import type { TestServer } from './support/test-server';

const template = minimalIndexHtml;
let server: TestServer;
let distDir: string;
beforeAll(async () => {
  ({ server, distDir } = await startPrerenderedServer('miles-prerender-'));
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
/** Text as a reader sees it: tags removed, entities read, white space collapsed. */
const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
/** The text inside <main>: what a reader sees of the page's own content. */
const mainText = (html: string): string => plainText(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '');

describe('prerendered /login', () => {
  it.each([
    ['en', 'Log in', ['E-mail address', 'Password']],
    ['fr-be', 'Se connecter', ['Adresse e-mail', 'Mot de passe']],
    ['nl-be', 'Aanmelden', ['E-mailadres', 'Wachtwoord']],
  ])('holds the heading and the form labels in %s, chosen by the language cookie', async (language, heading, labels) => {
    const response = await get('/login', { cookie: `other=1; language_public=${language}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).toContain(`data-prerendered="guest|${language}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    for (const label of labels) expect(html).toMatch(new RegExp(`<label[^>]*for="[^"]+"[^>]*>${label}`));
    expect(html).toMatch(new RegExp(`<title>[^<]*${heading} \\| Miles</title>`));
    // The script still loads: the app hydrates this HTML.
    expect(html).toContain('/assets/index-000001.js');
    expect(response.headers.vary).toContain('Cookie');
  });

  it('uses the default language without a cookie, or with one naming no language', async () => {
    for (const cookie of [undefined, 'language_public=xx', 'language_public=__proto__']) {
      const html = (await get('/login', cookie ? { cookie } : {})).body;
      expect(html).toContain('data-prerendered="guest|en"');
      expect(mainText(html)).toContain('Log in');
    }
  });

  it('is sent compressed to a client that accepts brotli', async () => {
    const response = await get('/login/', { cookie: 'language_public=nl-be', 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('E-mailadres');
  });

  it('gives each language its own ETag, so a cached page is never revalidated as another language', async () => {
    const en = await get('/login', { cookie: 'language_public=en' });
    const nl = await get('/login', { cookie: 'language_public=nl-be', 'if-none-match': String(en.headers.etag) });
    expect(nl.statusCode).toBe(200);
    expect(nl.body).toContain('Aanmelden');
  });
});

describe('other paths', () => {
  it('content pages paint the header and their title from the HTML', async () => {
    const html = (await get('/faq', { cookie: 'language_public=nl-be' })).body;
    expect(mainText(html)).toContain('Veelgestelde vragen');
    expect(html).toContain('aria-label="Hoofdmenu"');
  });

  it('a path that was not prerendered (a member page, a login sub-page) gets index.html with its skeleton', async () => {
    for (const path of ['/home', '/login/forgot', '/my-miles']) {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(template);
    }
  });

  it('a missing or broken index of prerendered pages leaves the app served as before', async () => {
    const index = join(distDir, 'prerendered', 'pages.json');
    const original = await readFile(index, 'utf8');
    await writeFile(index, '{ broken');
    try {
      expect((await get('/login')).body).toBe(template);
    } finally {
      await writeFile(index, original + '\n'); // another size, so the server sees a new file
    }
    expect((await get('/login')).body).toContain('data-prerendered="guest|en"');
  });
});

describe('helpers', () => {
  it('cookieValue reads one cookie among others', () => {
    expect(cookieValue('a=1; language_public=fr-be; b=2', 'language_public')).toBe('fr-be');
    expect(cookieValue(undefined, 'language_public')).toBeNull();
    expect(cookieValue('xlanguage_public=en', 'language_public')).toBeNull();
  });

  it('fillTemplate replaces the skeleton and escapes the title', async () => {
    const filled = fillTemplate(template, { html: '<p>page</p>', title: 'A <b> & "c"', language: 'nl-be' });
    expect(filled).toContain('<div id="root" data-prerendered="guest|nl-be"><p>page</p></div>');
    expect(filled).not.toContain('skeleton');
    expect(filled).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(await readFile(join(distDir, 'index.html'), 'utf8')).toBe(template);
  });
});

describe('a prerendered form submitted before the app runs', () => {
  it('is a POST form, so the browser never puts the typed values in the address', async () => {
    const html = (await get('/login')).body;
    expect(html).toMatch(/<form[^>]*method="post"/);
  });

  it('is answered with a redirect to the same page, the body never read back into the address', async () => {
    const response = await postForm(server.app, '/login', 'login_email=member%40example.com&login_password=Secret%232026', {
      cookie: 'language_public=nl-be',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('Secret');
    expect(String(response.headers['set-cookie'])).not.toContain('Secret');
  });

  it('is thrown away when the server cannot take that form as plain HTML: nothing is kept', async () => {
    const response = await postForm(server.app, '/login', 'contact-guest_email=member%40example.com&contact-guest_message=Hello');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('is refused on a path the build did not prerender, and on the API (no redirect to anywhere else)', async () => {
    for (const url of ['/home', '//evil.example/login', '/api/front/login', '/nowhere']) {
      const response = await postForm(server.app, url, 'a=1');
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers.location, url).toBeUndefined();
    }
  });
});

// The content seed the build prerendered from (server/content/pages): what editors published, per language.
interface SeedVersion {
  title: string;
  zones: Record<string, { type: string; title?: string; tags?: string[]; html?: string; items?: { title: string }[] }[]>;
}
const seed = (name: string): Record<string, SeedVersion> =>
  (
    JSON.parse(readFileSync(new URL(`../../server/content/pages/${name}.json`, import.meta.url), 'utf8')) as {
      published: Record<string, SeedVersion>;
    }
  ).published;
const languages = ['en', 'fr-be', 'nl-be'];
/** Executable scripts written into the page (not the app's module, not the JSON the app starts from). */
const inlineScripts = (html: string): string[] => html.match(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/g) ?? [];
const guestHtml = async (path: string, language: string) => (await get(path, { cookie: `language_public=${language}` })).body;

describe('prerendered content pages hold their CMS content before any script runs', () => {
  it.each(languages)('/faq in %s: the intro, every category and every question', async (language) => {
    const version = seed('faq')[language];
    if (!version) throw new Error(`no ${language} version`);
    const html = await guestHtml('/faq', language);
    expect(html).toContain(`data-prerendered="guest|${language}"`);
    const main = mainText(html);
    expect(main).toContain(plainText(version.title));
    expect(main).toContain(plainText(version.zones.intro?.[0]?.html ?? '').slice(0, 60));
    for (const category of version.zones.faq ?? []) {
      expect(html).toContain(`-title">${category.title ?? ''}</h2>`);
      for (const entry of category.items ?? []) expect(main).toContain(plainText(entry.title));
    }
    // Painted as it comes: nothing hidden for a script to reveal (React's outlined boundaries need one).
    expect(inlineScripts(html)).toEqual([]);
    expect(html).not.toMatch(/<div hidden id="S:/);
    // The app's script waits behind what paints: asked for at low priority.
    expect(html).toMatch(/<script type="module" fetchpriority="low"[^>]*src="\/assets\/index-000001\.js"/);
  });

  it.each(languages)("/discover/the-programme in %s: the zones' text, the guests' call to action only", async (language) => {
    const version = seed('programme')[language];
    if (!version) throw new Error(`no ${language} version`);
    const html = await guestHtml('/discover/the-programme', language);
    const main = mainText(html);
    expect(main).toContain(plainText(version.title));
    for (const item of version.zones.main ?? []) {
      if (item.type === 'cards') for (const card of item.items ?? []) expect(main).toContain(plainText(card.title));
      if (item.type === 'rich_text') expect(main).toContain(plainText(item.html ?? '').slice(0, 50));
    }
    const calls = (version.zones.aside ?? []).filter((item) => item.type === 'call_to_action');
    const guest = calls.find((item) => item.tags?.includes('guest'));
    const member = calls.find((item) => item.tags?.includes('member'));
    expect(main).toContain(plainText(guest?.title ?? 'no guest call to action'));
    expect(main).not.toContain(plainText(member?.title ?? 'no member call to action'));
    expect(inlineScripts(html)).toEqual([]);
  });

  it.each([
    ['/faq', 'nl-be', [] as string[][]],
    ['/discover/the-programme', 'fr-be', [['programme', '$audience']]],
  ])('%s (%s) carries the very page_content answer the app would fetch, under the key the page asks with', async (path, language, tags) => {
    const html = await guestHtml(path, language);
    const carried = /<script type="application\/json" id="initial-content">([^<]*)<\/script>/.exec(html)?.[1];
    const content = JSON.parse(carried ?? 'null') as Record<string, { status: string; page: unknown }>;
    const query = contentQuery(path, tags, 'guest');
    expect(Object.keys(content)).toEqual([contentKey(language, query, false)]);
    const search = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => [k, x])));
    const answer = await call(server.app, 'GET', `page_content?${search.toString()}`, { headers: { 'accept-language': language } });
    expect(answer.statusCode).toBe(200);
    expect(Object.values(content)[0]).toEqual({ status: 'ready', data: json<Schemas['CmsPage']>(answer) });
    // Its title is the document's, as the content page sets it once live.
    expect(html).toContain(`${json<Schemas['CmsPage']>(answer).title} | Miles</title>`);
  });
});

describe('a member', () => {
  it('opening a prerendered page gets the app shell and its skeleton, never the guests HTML', async () => {
    for (const mode of ['member', 'expired'])
      for (const path of ['/faq', '/login', '/discover/the-programme']) {
        const response = await get(path, { cookie: `language_public=nl-be; mode=${mode}` });
        expect(response.statusCode).toBe(200);
        expect(response.body, `${mode} ${path}`).toBe(template);
        expect(response.headers.vary).toContain('Cookie');
      }
    // A guest (the cookie the portal writes after a logout) gets the page again.
    expect(await get('/faq', { cookie: 'mode=guest; language_public=nl-be' }).then((r) => r.body)).toContain(
      'data-prerendered="guest|nl-be"',
    );
  });
});

describe('content an editor changes after the build', () => {
  const edit = (language: string, status: 'published' | 'draft', title: string) =>
    call(server.app, 'PUT', 'dev/content', {
      body: { url: '/faq', language, status, title, zones: { intro: [{ type: 'rich_text', html: `<p>${title} intro</p>` }], faq: [] } },
    });

  it('is never hidden by a stale prerender: that page is served as the app, which fetches the new content', async () => {
    expect(await guestHtml('/faq', 'nl-be')).toContain('data-prerendered="guest|nl-be"');
    // A draft is not what visitors see: the HTML stays.
    expect((await edit('nl-be', 'draft', 'Concept')).statusCode).toBe(204);
    expect(await guestHtml('/faq', 'nl-be')).toContain('data-prerendered="guest|nl-be"');

    expect((await edit('nl-be', 'published', 'Vragen, herschreven')).statusCode).toBe(204);
    expect(await guestHtml('/faq', 'nl-be')).toBe(template);
    const answer = await call(server.app, 'GET', 'page_content?url=/faq', { headers: { 'accept-language': 'nl-be' } });
    expect(json<Schemas['CmsPage']>(answer).title).toBe('Vragen, herschreven');
    // Only what changed: the other languages' FAQ and the other pages keep their HTML.
    expect(await guestHtml('/faq', 'en')).toContain('data-prerendered="guest|en"');
    expect(await guestHtml('/discover/the-programme', 'nl-be')).toContain('data-prerendered="guest|nl-be"');
    expect(await guestHtml('/login', 'nl-be')).toContain('data-prerendered="guest|nl-be"');
  });
});
