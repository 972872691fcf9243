/** @vitest-environment node */
// Issue 12: a first paint without JavaScript. The build step (scripts/prerender.ts) renders the public pages
// of every language with the app's own code; the real server sends that HTML for those paths, in the
// language of the visitor's cookie. Here the prerender runs on a minimal index.html and the answers are read
// as a browser without JavaScript would: the heading and the form's labels must be in the HTML itself.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate, prerenderDist } from '../../scripts/prerender';
import { cookieValue } from '../../server/http/prerendered-pages';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

const template = `<!doctype html>
<html lang="en">
  <head><title>Miles</title><script type="module" src="/assets/index-000001.js"></script></head>
  <body><div id="root"><div class="boot-skeleton">skeleton</div><!--/root--></div></body>
</html>`;

let server: TestServer;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'miles-prerender-'));
  await writeFile(join(distDir, 'index.html'), template);
  const { failures } = await prerenderDist(distDir);
  expect(failures).toEqual([]);
  server = await startTestServer({ distDir });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
/** The text inside <main>, tags removed: what a reader sees of the page's own content. */
const mainText = (html: string): string =>
  (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('prerendered /login', () => {
  it.each([
    ['en', 'Log in', ['E-mail address', 'Password']],
    ['fr-be', 'Connexion', ['Adresse e-mail', 'Mot de passe']],
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
    const response = await server.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'language_public=nl-be' },
      payload: 'login_email=member%40example.com&login_password=Secret%232026',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('Secret');
  });

  it('is refused on a path the build did not prerender, and on the API (no redirect to anywhere else)', async () => {
    for (const url of ['/home', '//evil.example/login', '/api/front/login', '/nowhere']) {
      const response = await server.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1',
      });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers.location, url).toBeUndefined();
    }
  });
});
