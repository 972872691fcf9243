/** @vitest-environment node */
// A publish reaches visitors without a build or a restart: every page the server sends after it carries the live
// config in its head (what src/platform/live-config.ts applies), every API answer names the live version (what tells an
// open tab), a prerendered page is not sent while a version changes what it shows (a French route: the French page;
// a public page's config: every language's), still sent when the change is elsewhere (the English page of a French
// route's change, any page of a member page's change), and a second API process on the same database serves the
// publish within its one-second check, a form's too (its validator module for a page of that version at once, its
// rules for requests within that second). Restoring the files as shipped brings the prerendered pages back; a live set
// the running build's rules refuse is not served.
import { mkdir, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app';
import type { Schemas } from '../../server/http/api-types';
import { liveConfigElementId, liveVersionHeader } from '../../src/contract/live-config';
import { fileFolder } from '../support/temp-dir';
import { call, demo, editor as editorAccount, json, login, marketFr, studioToken, violationOf } from './support/api-calls';
import { formFile } from '../../src/contract/form-files';
import { carried } from './support/live-pages';
import { minimalIndexHtml } from './support/prerendered-server';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

const index = minimalIndexHtml;
const prerenderedFaq = index.replace('<div class="boot-skeleton">skeleton</div>', '<h1>FAQ as shipped</h1>');
const prerenderedFaqFr = index.replace('<div class="boot-skeleton">skeleton</div>', '<h1>FAQ tel que livré</h1>');
const french = { cookie: 'language_public=fr-be' };

const overlayFr = 'config/routes/overlays/fr-be.json';
const overlay = JSON.parse(readFileSync(overlayFr, 'utf8')) as { change: object[] };
const partnersOff = { ...overlay, change: [...overlay.change, { route: 'partners', enabled: false }] };

let server: TestServer;
/** Another API process on the same database: its own cache of the live version, nothing else shared. */
let other: FastifyInstance;
const distDir = fileFolder('miles-live-config-');

beforeAll(async () => {
  await writeFile(join(distDir, 'index.html'), index);
  await mkdir(join(distDir, 'prerendered', 'en'), { recursive: true });
  await mkdir(join(distDir, 'prerendered', 'fr-be'), { recursive: true });
  await writeFile(
    join(distDir, 'prerendered', 'pages.json'),
    JSON.stringify({ defaultLanguage: 'en', pages: { en: { '/faq': 'en/faq.html' }, 'fr-be': { '/faq': 'fr-be/faq.html' } } }),
  );
  await writeFile(join(distDir, 'prerendered', 'en', 'faq.html'), prerenderedFaq);
  await writeFile(join(distDir, 'prerendered', 'fr-be', 'faq.html'), prerenderedFaqFr);
  await mkdir(join(distDir, 'studio'));
  await writeFile(join(distDir, 'studio', 'index.html'), index.replace('<title>Miles</title>', '<title>Studio</title>'));
  server = await startTestServer({ distDir });
  other = await buildServer({ db: server.db, distDir, rateLimit: false, seedDemo: false });
}, 60_000);
afterAll(async () => {
  await other?.close();
  await server?.close();
});

const page = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const versionOf = async (app: FastifyInstance) => (await call(app, 'GET', 'languages')).headers[liveVersionHeader.toLowerCase()];

describe('a publish reaches the next page load', () => {
  it('as shipped: the prerendered page, no live config, version 0 on API answers', async () => {
    const faq = await page(server.app, '/faq');
    expect(faq.body).toContain('FAQ as shipped');
    expect((await page(server.app, '/faq', french)).body).toContain('FAQ tel que livré');
    expect(carried(faq.body)).toBeNull();
    expect(await versionOf(server.app)).toBe('0');
  });

  it('after a publish: every page carries the live set, on both processes within a second, and no stale prerendered page', async () => {
    const market = await studioToken(server.app, marketFr);
    const saved = await call(server.app, 'PUT', `studio/file?file=${encodeURIComponent(overlayFr)}`, {
      token: market,
      body: { text: JSON.stringify(partnersOff) },
      headers: { 'if-match': '"0.0"' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await page(other, '/faq', { 'accept-encoding': 'br' });
    const published = json<Schemas['StudioVersion']>(
      await call(server.app, 'POST', 'studio/publish', { token: market, body: { message: 'No partners in French.' } }),
    );
    const version = String(published.id);
    // The publish says what members' bookmarks lose: the path of the route switched off, in French only.
    expect(published.gone).toEqual([{ language: 'fr-be', path: '/discover/partners', route: 'partners' }]);

    // The other process asks the database again within a second: its answers name the new version.
    await vi.waitFor(async () => expect(await versionOf(other)).toBe(version), { timeout: 2_000, interval: 50 });
    await vi.waitFor(async () => expect(await versionOf(server.app)).toBe(version), { timeout: 2_000, interval: 50 });

    const faq = await page(other, '/faq', { 'accept-encoding': 'br', 'if-none-match': before.headers.etag as string });
    expect(faq.statusCode).toBe(200);
    expect(faq.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(faq.rawPayload).toString('utf8');
    // The French routes changed: the English page is still the one the build rendered, with the live set for the app.
    expect(html).toContain('FAQ as shipped');
    expect(carried(html)).toEqual({ version: published.id, files: { [overlayFr]: partnersOff } });
    // The French page would show a menu link the French routes no longer have: the app renders it.
    const faqFr = await page(other, '/faq', french);
    expect(faqFr.body).not.toContain('FAQ tel que livré');
    expect(carried(faqFr.body)?.version).toBe(published.id);
    // The element sits in the head, before the module script runs.
    expect(html.indexOf(liveConfigElementId)).toBeLessThan(html.indexOf('</head>'));
    // A page asked again with its own ETag is not sent again.
    expect((await page(other, '/faq', { 'accept-encoding': 'br', 'if-none-match': faq.headers.etag as string })).statusCode).toBe(304);
    // Any other path gets the app with it too, the build's own page files asked by name included; the studio's own
    // page never does.
    for (const path of ['/any/path', '/index.html', '/prerendered/en/faq.html', '/prerendered/pages.json'])
      expect(carried((await page(server.app, path)).body)?.version, path).toBe(published.id);
    const studio = await page(server.app, '/studio');
    expect(studio.body).toContain('Studio');
    expect(carried(studio.body)).toBeNull();
  });

  it('restoring the files as shipped: the prerendered page again, with the new version named', async () => {
    const editor = await studioToken(server.app, editorAccount);
    const restored = json<Schemas['StudioVersion']>(
      await call(server.app, 'POST', 'studio/versions/0/restore', { token: editor, body: { message: 'As shipped.' } }),
    );
    await vi.waitFor(async () => expect(await versionOf(server.app)).toBe(String(restored.id)), { timeout: 2_000, interval: 50 });
    const faq = await page(server.app, '/faq');
    expect(faq.body).toContain('FAQ as shipped');
    expect(carried(faq.body)).toEqual({ version: restored.id, files: {} });
  });

  it('a member page changed: every language’s prerendered pages still served; a public page changed: none', async () => {
    const editor = await studioToken(server.app, editorAccount);
    const publishPage = async (file: string, change: (page: Record<string, unknown>) => Record<string, unknown>) => {
      const shippedPage = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const draft = await call(server.app, 'GET', `studio/file?file=${encodeURIComponent(file)}`, { token: editor });
      const saved = await call(server.app, 'PUT', `studio/file?file=${encodeURIComponent(file)}`, {
        token: editor,
        body: { text: JSON.stringify(change(shippedPage)) },
        headers: { 'if-match': draft.headers.etag as string },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const published = json<Schemas['StudioVersion']>(
        await call(server.app, 'POST', 'studio/publish', { token: editor, body: { message: `Changed ${file}.` } }),
      );
      await vi.waitFor(async () => expect(await versionOf(server.app)).toBe(String(published.id)), { timeout: 2_000, interval: 50 });
      return published.id;
    };
    const memberPage = await publishPage('config/pages/my-bookings.json', (p) => ({ ...p, title: 'myBookings.claims' }));
    for (const headers of [{}, french]) {
      const faq = await page(server.app, '/faq', headers);
      expect(faq.body).toMatch(/FAQ as shipped|FAQ tel que livré/);
      expect(carried(faq.body)?.version).toBe(memberPage);
    }
    await publishPage('config/pages/faq.json', (p) => ({ ...p, title: 'pages.myFavorites.title' }));
    for (const headers of [{}, french])
      expect((await page(server.app, '/faq', headers)).body).not.toMatch(/FAQ as shipped|FAQ tel que livré/);
  });

  it('a publish that changes a form: the other process answers a page of it that form’s validator at once, and refuses by it within its check', async () => {
    const editor = await studioToken(server.app, editorAccount);
    const invite = JSON.parse(readFileSync(formFile('sponsorship-invite'), 'utf8')) as { properties: object; required: string[] };
    const drafts: Record<string, unknown> = {
      [formFile('sponsorship-invite')]: {
        ...invite,
        properties: { ...invite.properties, department: { type: 'string', title: 'forms.fields.department', maxLength: 40 } },
        required: [...invite.required, 'department'],
      },
    };
    for (const [language, label] of Object.entries({ en: 'Department', 'fr-be': 'Service', 'nl-be': 'Afdeling' })) {
      const file = `config/locales/${language}/shell.json`;
      const strings = JSON.parse(readFileSync(file, 'utf8')) as { forms: { fields: object } };
      drafts[file] = { ...strings, forms: { ...strings.forms, fields: { ...strings.forms.fields, department: label } } };
    }
    for (const [file, value] of Object.entries(drafts)) {
      const opened = await call(server.app, 'GET', `studio/file?file=${encodeURIComponent(file)}`, { token: editor });
      const saved = await call(server.app, 'PUT', `studio/file?file=${encodeURIComponent(file)}`, {
        token: editor,
        body: { text: JSON.stringify(value, null, 2) },
        headers: { 'if-match': opened.headers.etag as string },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const published = await call(server.app, 'POST', 'studio/publish', {
      token: editor,
      body: { message: 'Invitations ask for the department.' },
    });
    expect(published.statusCode, published.body).toBe(200);
    const version = json<Schemas['StudioVersion']>(published).id;
    // A page of that version, served by this process, asks the other for its validator: that version's, whatever the
    // other has read of the live version yet.
    const module = await other.inject({ method: 'GET', url: `/form-validators/sponsorship-invite.js?v=${version}` });
    expect(module.statusCode).toBe(200);
    expect(module.body).toContain('"department"');
    // Within its check, the other process takes invitations by the published form: the new field is required there.
    await vi.waitFor(async () => expect(await versionOf(other)).toBe(String(version)), { timeout: 2_000, interval: 50 });
    const { token } = await login(other, demo);
    const refused = await call(other, 'POST', 'sponsorships', { token, body: { email: 'colleague.department@example.com' } });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(violationOf(refused, 'department')?.key).toBe('required');
    const sent = await call(other, 'POST', 'sponsorships', {
      token,
      body: { email: 'colleague.department@example.com', department: 'Sales' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it('a live set this build refuses (a deploy since changed what its files must say): the files as shipped, the version named', async () => {
    // As if a publish made before a deploy held a page this build's rules refuse.
    const aboutUs = JSON.parse(readFileSync('config/pages/about-us.json', 'utf8')) as Record<string, unknown>;
    const files = { 'config/pages/about-us.json': JSON.stringify({ ...aboutUs, template: 'a-template-this-build-removed' }) };
    const [row] = await server.db.query<{ id: number }>(
      'INSERT INTO studio_versions (message, files, changed, published_by) VALUES ($1, $2, $3, 1) RETURNING id',
      ['Before the deploy.', JSON.stringify(files), JSON.stringify(Object.keys(files))],
    );
    await vi.waitFor(async () => expect(await versionOf(server.app)).toBe(String(row?.id)), { timeout: 2_000, interval: 50 });
    const faq = await page(server.app, '/faq');
    expect(carried(faq.body)).toEqual({ version: row?.id, files: {} });
    expect(faq.body).toContain('FAQ as shipped');
  });
});
