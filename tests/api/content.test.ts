/** @vitest-environment node */
// page_content (language fallback, tags, drafts only with a preview token, press lists), the content
// files' checks, media files, the contact form and preview tokens. Uses tests/fixtures/content, not the
// real seed, so the rules are proven whatever the editors write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { loadContract } from '../../server/http/contract';
import { readContentFiles } from '../../server/content/content-files';
import { agent, call, demo, expectContract, json, login, solvedCaptcha, violationOf } from './support/api-calls';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';
import { testFolder } from '../support/temp-dir';

const fixtures = new URL('../fixtures/content/', import.meta.url);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ contentDir: fixtures });
});
afterAll(() => server.close());

type Page = Schemas['CmsPage'];

async function page(query: string, headers: Record<string, string> = {}) {
  return call(server.app, 'GET', `page_content?${query}`, { headers });
}

async function previewToken(): Promise<string> {
  const { token } = await login(server.app, agent);
  const response = await call(server.app, 'POST', 'admin/preview_tokens', { token });
  expect(response.statusCode, response.body).toBe(201);
  return json<Schemas['PreviewToken']>(response).token;
}

describe('page_content', () => {
  it('serves the page in the Accept-Language language, and English where a language has no version', async () => {
    const fr = json<Page>(await page('url=/about', { 'accept-language': 'fr-be' }));
    expectContract('CmsPage', fr);
    expect(fr).toMatchObject({ url: '/about', language: 'fr-be', status: 'published', title: 'À propos' });
    const nl = json<Page>(await page('url=/about', { 'accept-language': 'nl-BE,nl;q=0.9' }));
    expect(nl).toMatchObject({ language: 'en', title: 'About', description: 'About the programme.' });
  });

  it('answers 404 page_not_found for a url it does not have', async () => {
    const response = await page('url=/nowhere');
    expect(response.statusCode).toBe(404);
    expect(json<Schemas['Error']>(response)).toMatchObject({ key: 'page_not_found', message: 'Page not found' });
  });

  it('serves untagged items always and tagged items only when a tag is asked for, in both query forms', async () => {
    const types = (p: Page) =>
      (p.zones.main ?? []).map((i) => (i.type === 'call_to_action' ? `cta:${(i as Schemas['CmsCallToAction']).title}` : i.type));
    expect(types(json<Page>(await page('url=/about')))).toEqual(['rich_text', 'future_widget']);
    expect(types(json<Page>(await page('url=/about&content.tags[0][0]=about&content.tags[0][1]=guest')))).toEqual([
      'rich_text',
      'cta:Join',
      'future_widget',
    ]);
    expect(types(json<Page>(await page('url=/about&content.tags[]=member')))).toEqual(['rich_text', 'cta:Declare', 'future_widget']);
  });

  it('keeps an item type the portal does not know (the content system may be ahead of it)', async () => {
    const main = json<Page>(await page('url=/about')).zones.main ?? [];
    expect(main.find((i) => i.type === 'future_widget')).toEqual({ type: 'future_widget', anything: 1 });
  });

  it('never serves a draft without a valid preview token', async () => {
    expect(json<Page>(await page('url=/about')).title).toBe('About');
    expect((await page('url=/secret-launch')).statusCode).toBe(404);
    expect((await page('url=/secret-launch', { 'x-preview-token': 'made-up' })).statusCode).toBe(404);
  });

  it('serves drafts with a staff preview token, until it expires after 8 hours', async () => {
    const token = await previewToken();
    const draft = json<Page>(await page('url=/about', { 'x-preview-token': token }));
    expect(draft).toMatchObject({ status: 'draft', title: 'About (draft)' });
    expect(json<Page>(await page('url=/secret-launch', { 'x-preview-token': token })).status).toBe('draft');
    // No French draft: the French published version beats the English draft.
    expect(json<Page>(await page('url=/about', { 'x-preview-token': token, 'accept-language': 'fr-be' })).title).toBe('À propos');
    server.clock.advance(8 * 3_600_000 + 1000);
    try {
      expect((await page('url=/secret-launch', { 'x-preview-token': token })).statusCode).toBe(404);
    } finally {
      server.clock.reset();
    }
  });

  it('gives preview tokens to staff only', async () => {
    const { token } = await login(server.app, demo);
    expect((await call(server.app, 'POST', 'admin/preview_tokens', { token })).statusCode).toBe(403);
    expect((await call(server.app, 'POST', 'admin/preview_tokens')).statusCode).toBe(401);
  });

  it('fills the press-release list with the newest releases of the language, English where missing', async () => {
    const list = (p: Page) => (p.zones.main?.[0] as Schemas['CmsPressReleases']).items;
    expect(list(json<Page>(await page('url=/press')))).toEqual([
      { content_id: 'release-3', title: 'Release 3', summary: 'Summary 3', published_at: '2026-03-15' },
      { content_id: 'release-2', title: 'Release 2', summary: 'Summary 2', published_at: '2026-02-15' },
    ]);
    expect(list(json<Page>(await page('url=/press', { 'accept-language': 'nl-be' })))?.map((r) => r.title)).toEqual([
      'Persbericht 3',
      'Persbericht 2',
    ]);
  });

  it('stores what an editor publishes through the dev route, and serves it', async () => {
    const body = {
      url: '/editor-page',
      language: 'en',
      status: 'published',
      title: 'Editor page',
      zones: { main: [{ type: 'rich_text', html: '<p>New</p>' }] },
    };
    expect((await call(server.app, 'PUT', 'dev/content', { body })).statusCode).toBe(204);
    expect(json<Page>(await page('url=/editor-page')).title).toBe('Editor page');
  });
});

describe('content files', () => {
  const contract = loadContract();

  it('the real seed (server/content/pages) is valid, in the three languages', () => {
    const files = readContentFiles(contract);
    expect(files.length).toBeGreaterThan(20);
    for (const file of files.filter((f) => f.published)) {
      expect(Object.keys(file.published ?? {}).sort(), file.url).toEqual(['en', 'fr-be', 'nl-be']);
    }
  });

  it('refuses a file with an item that breaks the contract, naming the file and the pointer', async () => {
    const { writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { pathToFileURL } = await import('node:url');
    const dir = testFolder('content-');
    await writeFile(
      join(dir, 'bad.json'),
      JSON.stringify({
        url: '/x',
        published: {
          en: { title: 'X', zones: { main: [{ type: 'video', provider: 'vimeo', video_id: 'abcdefgh', title: 'V' }] } },
          de: { title: 'Y', zones: {} },
        },
      }),
    );
    expect(() => readContentFiles(contract, pathToFileURL(`${dir}/`))).toThrow(
      /bad\.json#\/published\/en\/zones\/main\/0\/provider: must be equal to one of the allowed values[\s\S]*bad\.json#\/published\/de: unknown language/,
    );
  });
});

describe('media', () => {
  it('serves content files by type and refuses paths outside the media folder', async () => {
    const svg = await server.app.inject({ method: 'GET', url: '/media/media-kit-logo.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    const traversal = await server.app.inject({ method: 'GET', url: '/media/..%2F..%2Fapp.ts' });
    expect(traversal.statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/media/missing.png' })).statusCode).toBe(404);
  });
});

describe('contact messages', () => {
  const message = { subject: 'miles', message: 'My October booking has not arrived yet.' };

  it('a guest must give an e-mail and solve the captcha', async () => {
    const noEmail = await call(server.app, 'POST', 'contact_messages', { body: message });
    expect(noEmail.statusCode).toBe(422);
    expect(violationOf(noEmail, 'email')?.key).toBe('email_required');
    const noCaptcha = await call(server.app, 'POST', 'contact_messages', { body: { ...message, email: 'guest@example.com' } });
    expect(violationOf(noCaptcha, 'captcha')).toMatchObject({ key: 'captcha_failed', message: 'Please verify you are not a robot' });
    const ok = await call(server.app, 'POST', 'contact_messages', {
      body: { ...message, email: 'Guest@Example.com', captcha: await solvedCaptcha(server.app) },
      headers: { 'accept-language': 'fr-be' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const { reference } = json<Schemas['ContactMessageReceipt']>(ok);
    expect(reference).toMatch(/^C-\d{6}$/);
    const [row] = await server.db.query<{ email: string; language: string; user_id: number | null }>(
      'SELECT email, language, user_id FROM contact_messages WHERE reference = $1',
      [reference],
    );
    expect(row).toEqual({ email: 'guest@example.com', language: 'fr-be', user_id: null });
  });

  it('a member is answered at the account address, without a captcha', async () => {
    const { token } = await login(server.app, demo);
    const ok = await call(server.app, 'POST', 'contact_messages', { token, body: { ...message, email: 'someone@else.example' } });
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await server.db.query<{ email: string }>('SELECT email FROM contact_messages WHERE reference = $1', [
      json<Schemas['ContactMessageReceipt']>(ok).reference,
    ]);
    expect(row?.email).toBe('demo@example.com');
  });

  it('refuses an unknown subject and a message under 10 characters', async () => {
    const { token } = await login(server.app, demo);
    const response = await call(server.app, 'POST', 'contact_messages', { token, body: { subject: 'lottery', message: 'short' } });
    expect(response.statusCode).toBe(422);
    expect(violationOf(response, 'message')?.key).toBe('message_too_short');
    expect(violationOf(response, 'subject')).toBeDefined();
  });
});
