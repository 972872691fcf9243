/** @vitest-environment node */
// No waterfall on the pages the build does not prerender: the build writes, for every route of every
// language and mode, index.html naming the files the route's first render needs (scripts/route-shells.ts), and the
// real server sends the one of the route a path matches, in the list of the visitor's mode (`mode` cookie) and the
// language of their cookie (server/http/route-shells.ts). Here the build step runs on a minimal index.html and a
// manifest of a few chunks, with the project's real routes and templates.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileFolder } from '../support/temp-dir';
import { writeRouteShells } from '../../scripts/route-shells';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

const template = `<!doctype html>
<html lang="en">
  <head><title>Miles</title><script type="module" src="/assets/index-0001.js"></script></head>
  <body><div id="root"><div class="boot-skeleton">skeleton</div><!--/root--></div></body>
</html>`;

const strings = (language: string) => ({
  [`config/locales/${language}/shell.json`]: { file: `assets/${language}-shell.js` },
  [`config/locales/${language}/pages.json`]: { file: `assets/${language}-pages.js` },
});
const manifest = {
  'index.html': { file: 'assets/index-0001.js', isEntry: true, imports: ['_shell.js'] },
  // The shell can load the form engine (a route preloads its template's forms): that says nothing of a given page.
  '_shell.js': { file: 'assets/shell.js', dynamicImports: ['src/forms/schema-form.tsx'] },
  ...strings('en'),
  ...strings('fr-be'),
  ...strings('nl-be'),
  'src/app/shell/member-header-parts.ts': { file: 'assets/member-header-parts.js', imports: ['_shell.js'] },
  'src/templates/my-miles/my-miles-template.tsx': {
    file: 'assets/my-miles-template.js',
    imports: ['_shell.js', '_miles-history.js'],
    css: ['assets/templates.css'],
  },
  '_miles-history.js': { file: 'assets/miles-history.js', imports: ['_shell.js'], css: ['assets/miles-history.css'] },
  'src/templates/shop/shop-template.tsx': { file: 'assets/shop-template.js', imports: ['_shell.js'] },
  'src/templates/product-details/product-details-template.tsx': { file: 'assets/product-details-template.js', imports: ['_shell.js'] },
  'src/templates/create-account/create-account-template.tsx': { file: 'assets/create-account.js', imports: ['_lazy-schema-form.js'] },
  'src/templates/faq/faq-template.tsx': { file: 'assets/faq-template.js', imports: ['_shell.js'] },
  'src/templates/home-postconnection/home-postconnection-template.tsx': {
    file: 'assets/home-template.js',
    imports: ['_shell.js'],
    dynamicImports: ['src/templates/home-postconnection/home-news.tsx'],
  },
  'src/templates/home-postconnection/home-news.tsx': { file: 'assets/home-news.js', imports: ['_cms-html.js'] },
  // What shows content HTML loads its renderer (the parser, the sanitiser) lazily (src/cms/content-renderer.ts).
  '_cms-html.js': { file: 'assets/cms-html.js', css: ['assets/cms-html.css'], dynamicImports: ['src/cms/parsed-cms-html.tsx'] },
  'src/cms/parsed-cms-html.tsx': { file: 'assets/parsed-cms-html.js', isDynamicEntry: true },
  '_lazy-schema-form.js': { file: 'assets/lazy-schema-form.js', dynamicImports: ['src/forms/schema-form.tsx'] },
  'src/forms/schema-form.tsx': { file: 'assets/schema-form.js', css: ['assets/schema-form.css'] },
};

let server: TestServer;
const distDir = fileFolder('miles-route-shells-');
beforeAll(async () => {
  await writeFile(join(distDir, 'index.html'), template);
  await mkdir(join(distDir, '.vite'));
  await writeFile(join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  await writeRouteShells(distDir);
  server = await startTestServer({ distDir });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const get = (url: string, cookie?: string, encoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });
/** The files the page's <head> names beyond index.html's own (which names none here). */
const named = (html: string): string[] =>
  [...html.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="\/assets\/([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

describe('a member page', () => {
  it('names its template, the chunks and styles it imports and the member language strings', async () => {
    const response = await get('/my-miles', 'mode=member; language_logged=nl-be');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.vary).toContain('Cookie');
    expect(named(response.body).sort()).toEqual(
      [
        'modulepreload nl-be-shell.js',
        'modulepreload nl-be-pages.js',
        'modulepreload my-miles-template.js',
        'modulepreload miles-history.js',
        // A member's header parts (src/app/shell/member-header-parts.ts): the figures, basket and logout.
        'modulepreload member-header-parts.js',
        'modulepreload shell.js',
        // The history's filters are a schema form its route loads with it (schemas/config/templates.json `forms`).
        'modulepreload schema-form.js',
        'stylesheet templates.css',
        'stylesheet miles-history.css',
        'stylesheet schema-form.css',
      ].sort(),
    );
    expect(response.body).toContain('<html lang="nl-be"');
    // Still the app: the skeleton and the entry script.
    expect(response.body).toContain('boot-skeleton');
    expect(response.body).toContain('/assets/index-0001.js');
  });

  it("names the lazy part its template renders on every visit (the home's news zone), what that part imports, and the content's renderer it shows", async () => {
    expect(named((await get('/home', 'mode=member')).body).sort()).toEqual(
      [
        'modulepreload en-shell.js',
        'modulepreload en-pages.js',
        'modulepreload home-template.js',
        'modulepreload member-header-parts.js',
        'modulepreload shell.js',
        'modulepreload home-news.js',
        'modulepreload cms-html.js',
        'modulepreload parsed-cms-html.js',
        'stylesheet cms-html.css',
      ].sort(),
    );
  });

  it('ranks the routes as the router does: the shop with its optional filters, a product and its variants', async () => {
    expect(named((await get('/exchange-my-miles/gift-shop/all/100/5000/price', 'mode=member')).body)).toContain(
      'modulepreload shop-template.js',
    );
    for (const path of ['/exchange-my-miles/details/12', '/exchange-my-miles/details/12/all'])
      expect(named((await get(path, 'mode=member')).body)).toContain('modulepreload product-details-template.js');
  });

  it('uses the default language without a member language cookie, or with one naming no language', async () => {
    for (const cookie of [
      'mode=member',
      'mode=member; language_logged=xx',
      'mode=member; language_logged=__proto__',
      'mode=member; language_public=fr-be',
    ]) {
      const html = (await get('/my-miles', cookie)).body;
      expect(named(html)).toContain('modulepreload en-pages.js');
      expect(html).toContain('<html lang="en"');
    }
  });

  it('is never sent to a visitor, nor a visitor page to a member', async () => {
    // /my-miles is no public route: a visitor gets the plain app (the portal then asks them to log in).
    expect(named((await get('/my-miles')).body)).toEqual([]);
    expect(named((await get('/create-account', 'mode=member')).body)).toEqual([]);
  });

  it('a forced password change gets the plain app on every path', async () => {
    expect(named((await get('/my-miles', 'mode=expired')).body)).toEqual([]);
  });
});

describe('a visitor page', () => {
  it('names the form engine when the template shows a form, and the guest language strings', async () => {
    const html = (await get('/create-account', 'language_public=fr-be')).body;
    expect(named(html)).toEqual(
      expect.arrayContaining([
        'modulepreload fr-be-shell.js',
        'modulepreload create-account.js',
        'modulepreload lazy-schema-form.js',
        'modulepreload schema-form.js',
        'stylesheet schema-form.css',
      ]),
    );
    // The sign-up page uses only the shell's strings.
    expect(named(html)).not.toContain('modulepreload fr-be-pages.js');
  });

  it('names no form engine on a page without a form', async () => {
    expect(named((await get('/faq')).body)).not.toContain('modulepreload schema-form.js');
  });
});

describe('paths no route answers', () => {
  it.each(['/', '/no-such-page', '/my-miles/extra/segments', '/%E0%A4%A'])('%s gets the plain app', async (path) => {
    const response = await get(path, 'mode=member');
    // A path that does not decode may be refused before the portal is asked; either way, no route shell.
    if (response.statusCode === 200) expect(named(response.body)).toEqual([]);
    else expect(response.statusCode).toBe(400);
  });
});

describe('delivery', () => {
  it('is precompressed, with its own ETag per encoding, and answers a matching If-None-Match with 304', async () => {
    const br = await get('/my-miles', 'mode=member', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('my-miles-template.js');
    const identity = await get('/my-miles', 'mode=member');
    expect(identity.headers.etag).not.toBe(br.headers.etag);
    const again = await server.app.inject({
      method: 'GET',
      url: '/my-miles',
      headers: { cookie: 'mode=member', 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('writes each distinct page once', async () => {
    const { readdir } = await import('node:fs/promises');
    const files = (await readdir(join(distDir, 'route-shells'))).filter((f) => f.endsWith('.html'));
    // Two modes × three languages × dozens of routes, but far fewer distinct pages.
    expect(files.length).toBeGreaterThan(3);
    expect(files.length).toBeLessThan(200);
  });
});
