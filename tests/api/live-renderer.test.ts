/** @vitest-environment node */
// A public page keeps its first paint without JavaScript when what it shows changes after the build: the server
// renders it again (server/render/) with the build's own renderer bundle (vite.ssr.config.ts, built here into a
// minimal build), in the visitor's language, with the live config of a publish and the content system's current
// answers. Until that page is ready the app is sent, never the build's HTML that no longer says what is live; content
// an editor changes after a render has it rendered again, never served stale. The browser side (a page painted
// without scripts, then hydrated without a change): tests/e2e/studio-live.spec.ts.
import { mkdir, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import type { LanguageCode } from '../../server/content/content-files';
import { findPage } from '../../server/content/content-store';
import { contentFingerprint } from '../../server/http/prerendered-pages';
import type { ContentCheck } from '../../server/http/prerendered-pages';
import { liveVersionHeader } from '../../src/contract/live-config';
import { fileFolder } from '../support/temp-dir';
import { call, json, marketFr, studioToken } from './support/api-calls';
import { carried } from './support/live-pages';
import { minimalIndexHtml } from './support/prerendered-server';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

const shipped = (words: string) => minimalIndexHtml.replace('<div class="boot-skeleton">skeleton</div>', `<h1>${words}</h1>`);
const overlayFr = 'config/routes/overlays/fr-be.json';
const overlay = JSON.parse(readFileSync(overlayFr, 'utf8')) as { change: object[] };
const howToEarnOff = {
  ...overlay,
  change: [...overlay.change, { route: 'how-to-earn', enabled: false }, { route: 'programme', path: '/decouvrir/le-programme' }],
};
const languages = ['en', 'fr-be', 'nl-be'];
/** The files a page's first render needs, as the build names them for the page: the rendered page names them too. */
const stylesheet = '<link rel="stylesheet" href="/assets/faq-000001.css">';

let server: TestServer;
// Inside the project: the renderer's modules import the project's packages (react, effector…) from its node_modules.
const distDir = fileFolder('miles-live-renderer-', resolve('node_modules/.cache'));

beforeAll(async () => {
  await writeFile(join(distDir, 'index.html'), minimalIndexHtml);
  const pages: Record<string, Record<string, string>> = {};
  const links: Record<string, Record<string, string>> = {};
  for (const language of languages) {
    await mkdir(join(distDir, 'prerendered', language), { recursive: true });
    await writeFile(join(distDir, 'prerendered', language, 'faq.html'), shipped(`FAQ as shipped in ${language}`));
    await writeFile(join(distDir, 'prerendered', language, 'programme.html'), shipped(`Programme as shipped in ${language}`));
    pages[language] = { '/faq': `${language}/faq.html`, '/discover/the-programme': `${language}/programme.html` };
    links[language] = { '/faq': stylesheet, '/discover/the-programme': stylesheet };
  }
  await build({ configFile: resolve('vite.ssr.config.ts'), logLevel: 'silent', build: { outDir: join(distDir, '.ssr') } });
  server = await startTestServer({ distDir });
  // Each page holds the content it was rendered with, as the build records it (scripts/prerender.ts).
  const content: Record<string, Record<string, ContentCheck[]>> = {};
  for (const language of languages) {
    const answer = await findPage(server.db, { url: '/faq', language: language as LanguageCode, tags: new Set(), preview: false });
    content[language] = { '/faq': [{ url: '/faq', language, tags: [], fingerprint: contentFingerprint(answer) }] };
  }
  await writeFile(join(distDir, 'prerendered', 'pages.json'), JSON.stringify({ defaultLanguage: 'en', pages, content, links }));
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const page = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const french = { cookie: 'language_public=fr-be' };
const dutch = { cookie: 'language_public=nl-be' };
const painted = (language: string) => `data-prerendered="guest|${language}"`;
/** Asks for the page until the server has rendered it (the first asks get the app meanwhile). */
const renderedPage = async (headers: Record<string, string>, language: string, path = '/faq') => {
  let body = '';
  await vi.waitFor(
    async () => {
      body = (await page(path, headers)).body;
      expect(body).toContain(painted(language));
    },
    { timeout: 30_000, interval: 100 },
  );
  return body;
};
const editFaq = (language: string, title: string) =>
  call(server.app, 'PUT', 'dev/content', {
    body: {
      url: '/faq',
      language,
      status: 'published',
      title,
      zones: { intro: [{ type: 'rich_text', html: `<p>${title} intro</p>` }], faq: [] },
    },
  });

describe('content an editor changes after the build', () => {
  it('the page is rendered again with it, carrying no live config (nothing was published)', async () => {
    expect((await page('/faq', dutch)).body).toContain('FAQ as shipped in nl-be');
    expect((await editFaq('nl-be', 'Vragen, herschreven')).statusCode).toBe(204);
    // Never the build's page, which holds the old content.
    expect((await page('/faq', dutch)).body).not.toContain('FAQ as shipped in nl-be');
    const html = await renderedPage(dutch, 'nl-be');
    expect(html).toMatch(/<h1[^>]*>Vragen, herschreven<\/h1>/);
    expect(html).toContain('Vragen, herschreven intro');
    expect(html).toContain(stylesheet);
    expect(carried(html)).toBeNull();
    // The other languages' pages are still the build's.
    expect((await page('/faq', french)).body).toContain('FAQ as shipped in fr-be');
  });
});

describe('a publish that changes what a public page shows', () => {
  it('renders the page again in that language with the live files; other languages keep the build’s', async () => {
    const market = await studioToken(server.app, marketFr);
    const saved = await call(server.app, 'PUT', `studio/file?file=${encodeURIComponent(overlayFr)}`, {
      token: market,
      body: { text: JSON.stringify(howToEarnOff) },
      headers: { 'if-match': '"0.0"' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = json<Schemas['StudioVersion']>(
      await call(server.app, 'POST', 'studio/publish', { token: market, body: { message: 'How to earn is not offered in French.' } }),
    );
    await vi.waitFor(
      async () => expect((await call(server.app, 'GET', 'languages')).headers[liveVersionHeader.toLowerCase()]).toBe(String(published.id)),
      { timeout: 2_000, interval: 50 },
    );
    // The French menu as shipped is no longer true: not the build's page.
    expect((await page('/faq', french)).body).not.toContain('FAQ as shipped in fr-be');
    const html = await renderedPage(french, 'fr-be');
    expect(html).toMatch(/<h1[^>]*>Questions fréquentes<\/h1>/);
    // The French menu without the route switched off, as the live overlay says.
    expect(html).toContain('>Contact</a>');
    expect(html).not.toContain('>Comment gagner des miles</a>');
    expect(carried(html)).toEqual({ version: published.id, files: { [overlayFr]: howToEarnOff } });
    // Asked again with its own ETag: not sent again.
    const first = await page('/faq', french);
    expect((await page('/faq', { ...french, 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    // English is untouched by a French overlay: the build's page, with the live set for the app.
    const english = await page('/faq');
    expect(english.body).toContain('FAQ as shipped in en');
    expect(carried(english.body)?.version).toBe(published.id);
  });

  it('a route the publish moved to a French path: its page is rendered there, with the links the build gave it', async () => {
    const html = await renderedPage(french, 'fr-be', '/decouvrir/le-programme');
    expect(html).toContain(stylesheet);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).not.toContain('Programme as shipped');
    // The English path of that route is the app's (which sends a French visitor to the new path); in English the
    // build's page stays, and a French path means nothing.
    expect((await page('/discover/the-programme', french)).body).not.toContain('Programme as shipped in fr-be');
    expect((await page('/discover/the-programme')).body).toContain('Programme as shipped in en');
    expect((await page('/decouvrir/le-programme')).body).not.toContain('data-prerendered');
  });

  it('content changed after that render: rendered again, never served stale', async () => {
    expect((await editFaq('fr-be', 'FAQ réécrite')).statusCode).toBe(204);
    expect((await page('/faq', french)).body).not.toMatch(/<h1[^>]*>Questions fréquentes<\/h1>/);
    const html = await renderedPage(french, 'fr-be');
    expect(html).toMatch(/<h1[^>]*>FAQ réécrite<\/h1>/);
    expect(html).not.toContain('>Comment gagner des miles</a>');
  });

  it('a public route the studio added: its page is rendered there too, with the links of a built page of its template', async () => {
    const market = await studioToken(server.app, marketFr);
    const withHelp = {
      ...howToEarnOff,
      add: { public: [{ id: 'programme-again', path: '/le-programme-encore', page: 'programme', tracking: 'programme-again' }] },
    };
    const saved = await call(server.app, 'PUT', `studio/file?file=${encodeURIComponent(overlayFr)}`, {
      token: market,
      body: { text: JSON.stringify(withHelp) },
      headers: {
        'if-match': (await call(server.app, 'GET', `studio/file?file=${encodeURIComponent(overlayFr)}`, { token: market })).headers
          .etag as string,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await call(server.app, 'POST', 'studio/publish', {
      token: market,
      body: { message: 'The programme at a second French path.' },
    });
    expect(published.statusCode, published.body).toBe(200);
    const id = String(json<Schemas['StudioVersion']>(published).id);
    await vi.waitFor(async () => expect((await call(server.app, 'GET', 'languages')).headers[liveVersionHeader.toLowerCase()]).toBe(id), {
      timeout: 2_000,
      interval: 50,
    });
    const html = await renderedPage(french, 'fr-be', '/le-programme-encore');
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain(stylesheet);
    // Only where the overlay added it.
    expect((await page('/le-programme-encore')).body).not.toContain('data-prerendered');
  });

  it('a member never gets the guests’ page, rendered or not', async () => {
    const member = (await page('/faq', { cookie: 'language_public=fr-be; mode=member' })).body;
    expect(member).not.toContain('data-prerendered');
    expect(member).toContain('skeleton');
  });
});
