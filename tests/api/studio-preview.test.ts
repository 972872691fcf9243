/** @vitest-environment node */
// A studio account previews its drafts in its own browser: the preview starts only when the config checker finds
// nothing with the drafts in place (else the problems, and no cookie); then every portal page that browser loads
// carries the live set with those drafts (checked again for each page: drafts that have a problem since give the live
// files, and the page says so), says who opened it, is never kept by a cache and may be framed by the studio alone;
// the cookie's token opens nothing else; every other browser gets the live pages. Ending the preview, or the studio
// session, ends it.
import { mkdir, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { fileFolder } from '../support/temp-dir';
import { call, demo, editor as editorAccount, json, login, studioToken } from './support/api-calls';
import { carried } from './support/live-pages';
import { minimalIndexHtml } from './support/prerendered-server';
import { useTestServer } from './support/use-test-server';

const distDir = fileFolder('miles-studio-preview-');
const index = minimalIndexHtml;
beforeAll(async () => {
  await writeFile(join(distDir, 'index.html'), index);
  await mkdir(join(distDir, 'studio'));
  await writeFile(join(distDir, 'studio', 'index.html'), index);
});
const { server } = useTestServer({ distDir });

const shellFile = 'config/locales/en/shell.json';
const shell = JSON.parse(readFileSync(shellFile, 'utf8')) as { nav: Record<string, string> };
const renamed = JSON.stringify({ ...shell, nav: { ...shell.nav, faq: 'Questions' } });
const aboutUs = 'config/pages/about-us.json';

const save = (token: string, file: string, text: string, from = 0) =>
  call(server.app, 'PUT', `studio/file?file=${encodeURIComponent(file)}`, {
    token,
    body: { text },
    headers: { 'if-match': from > 0 ? `"${from}"` : '"0.0"' },
  });
const page = (url: string, cookie?: string) => server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
/** The cookie a Set-Cookie line sets, as a browser would send it back. */
const cookieOf = (setCookie: string | string[] | undefined) => String(setCookie ?? '').split(';')[0] ?? '';

describe('a preview of the studio drafts', () => {
  it('starts only without problems, and shows the drafts in that browser alone until it ends', async () => {
    const editor = await studioToken(server.app, editorAccount);
    const shipped = JSON.parse(readFileSync(aboutUs, 'utf8')) as Record<string, unknown>;
    const draft = json<Schemas['StudioFile']>(await save(editor, aboutUs, JSON.stringify({ ...shipped, template: 'no-such-template' })));
    const refused = await call(server.app, 'POST', 'studio/preview', { token: editor });
    expect(refused.statusCode).toBe(200);
    expect(json<Schemas['StudioCheck']>(refused).problems).toEqual([
      expect.objectContaining({ file: aboutUs, pointer: '/template', message: expect.stringContaining('no-such-template') }),
    ]);
    expect(refused.headers['set-cookie']).toBeUndefined();

    // The page as shipped again, and a string changed: the preview starts.
    expect((await save(editor, aboutUs, readFileSync(aboutUs, 'utf8'), draft.version)).statusCode).toBe(200);
    expect((await save(editor, shellFile, renamed)).statusCode).toBe(200);
    const started = await call(server.app, 'POST', 'studio/preview', { token: editor });
    expect(json<Schemas['StudioCheck']>(started).problems).toEqual([]);
    const setCookie = String(started.headers['set-cookie']);
    expect(setCookie).toMatch(/^studio_preview=[^;]+; Path=\/; Max-Age=\d+; SameSite=Strict; HttpOnly$/);
    const cookie = cookieOf(started.headers['set-cookie']);

    const previewed = await page('/faq', cookie);
    expect(carried(previewed.body)).toEqual({ version: 0, files: { [shellFile]: JSON.parse(renamed) }, preview: { by: 'Eddie Editor' } });
    expect(previewed.headers['cache-control']).toBe('no-store');
    expect(previewed.headers.etag).toBeUndefined();
    expect(previewed.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    // Everyone else: the live portal, which no page may frame; the studio may frame the portal.
    const live = await page('/faq');
    expect(carried(live.body)).toBeNull();
    expect(live.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await page('/studio')).headers['content-security-policy']).toMatch(/frame-src 'self' /);
    // The cookie's token previews and opens nothing else: not the studio's API; a studio or member token in the
    // cookie previews nothing.
    const previewToken = decodeURIComponent(cookie.slice('studio_preview='.length));
    expect((await call(server.app, 'GET', 'studio/config', { token: previewToken })).statusCode).toBe(401);
    expect(carried((await page('/faq', `studio_preview=${editor}`)).body)).toBeNull();
    const member = (await login(server.app, demo)).token;
    expect(carried((await page('/faq', `studio_preview=${member}`)).body)).toBeNull();

    // A draft saved since, with a problem: the next page is the live one, and says why.
    const shellDraft = json<Schemas['StudioFile']>(
      await call(server.app, 'GET', `studio/file?file=${encodeURIComponent(shellFile)}`, { token: editor }),
    );
    const broken = await save(
      editor,
      aboutUs,
      JSON.stringify({ ...JSON.parse(readFileSync(aboutUs, 'utf8')), template: 'no-such-template' }),
      draft.version + 1,
    );
    expect(broken.statusCode, broken.body).toBe(200);
    expect(carried((await page('/faq', cookie)).body)).toEqual({
      version: 0,
      files: {},
      preview: { by: 'Eddie Editor', withProblems: true },
    });
    expect((await save(editor, aboutUs, readFileSync(aboutUs, 'utf8'), draft.version + 2)).statusCode).toBe(200);
    expect(carried((await page('/faq', cookie)).body)?.files).toEqual({ [shellFile]: JSON.parse(shellDraft.text) });

    // Ended from a previewed page's banner (no studio token needed): the cookie goes.
    const ended = await call(server.app, 'DELETE', 'studio/preview');
    expect(ended.statusCode).toBe(204);
    expect(String(ended.headers['set-cookie'])).toMatch(/^studio_preview=; Path=\/; Max-Age=0;/);

    // The studio session's end ends a preview still in a browser.
    expect(carried((await page('/faq', cookie)).body)?.preview).toEqual({ by: 'Eddie Editor' });
    expect((await call(server.app, 'POST', 'studio/logout', { token: editor })).statusCode).toBe(204);
    expect(carried((await page('/faq', cookie)).body)).toBeNull();
  });
});
