/** @vitest-environment node */
// Publishing the studio's drafts: a role publishes the drafts of the files it changes, as one new version, only when
// the config checker finds nothing with them in place (the problems said, nothing published); the drafts are gone and
// the published text is the file's base (a save made over the older text is refused); an editor restores an older
// version (or the files as shipped) as a new one; each version says what it changed, file by file, against the one
// before; every publish is in the audit log; the live set is what `npm run studio:export` writes into config/.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportLive } from '../../scripts/studio-export';
import type { Schemas } from '../../server/http/api-types';
import { call, editor, expectContract, json, marketFr, studioToken as staffToken } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();

const overlayFr = 'config/routes/overlays/fr-be.json';
const aboutUs = 'config/pages/about-us.json';

const studioToken = (who: { email: string; password: string }) => staffToken(server.app, who);
const open = async (token: string, file: string) =>
  json<Schemas['StudioFile']>(await call(server.app, 'GET', `studio/file?file=${encodeURIComponent(file)}`, { token }));
/** A save made from draft version `from`, or, from 0, from the text of live version `live` (the ETag's two forms). */
const save = (token: string, file: string, text: string, from: number, live = 0) =>
  call(server.app, 'PUT', `studio/file?file=${encodeURIComponent(file)}`, {
    token,
    body: { text },
    headers: { 'if-match': from > 0 ? `"${from}"` : `"0.${live}"` },
  });
const publish = (token: string, message: string) => call(server.app, 'POST', 'studio/publish', { token, body: { message } });
const restore = (token: string, id: number, message: string) =>
  call(server.app, 'POST', `studio/versions/${id}/restore`, { token, body: { message } });
const live = async (token: string) => json<Schemas['StudioLive']>(await call(server.app, 'GET', 'studio/live', { token }));

const overlay = JSON.parse(readFileSync(overlayFr, 'utf8')) as { change: object[] };
const partnersOff = JSON.stringify({ ...overlay, change: [...overlay.change, { route: 'partners', enabled: false }] }, null, 2);
const page = JSON.parse(readFileSync(aboutUs, 'utf8')) as Record<string, unknown>;

describe('publishing and restoring', () => {
  it('publishes a role’s drafts only, refuses a set with a problem, and restores older sets as new versions', async () => {
    const fr = await studioToken(marketFr);
    const edit = await studioToken(editor);
    expect((await save(fr, overlayFr, partnersOff, 0)).statusCode).toBe(200);
    expect((await save(edit, aboutUs, JSON.stringify({ ...page, template: 'no-such-template' }), 0)).statusCode).toBe(200);

    // The market team publishes its overlay; the editor's draft is not its to publish.
    const first = await publish(fr, 'The partners page is not offered in French.');
    expect(first.statusCode, first.body).toBe(200);
    const v1 = json<Schemas['StudioVersion']>(first);
    expectContract('StudioVersion', v1);
    expect(v1).toMatchObject({ message: 'The partners page is not offered in French.', by: 'Manon Marché', changed: [overlayFr] });
    expect(await open(fr, overlayFr)).toMatchObject({ version: 0, base: 'published', text: partnersOff, saved: null, live: v1.id });
    // A save made over the text as shipped, read before the publish: refused with the published text, nothing lost.
    const stale = await save(fr, overlayFr, readFileSync(overlayFr, 'utf8'), 0, 0);
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.headers.etag).toBe(`"0.${v1.id}"`);
    expect(json<Schemas['StudioConflict']>(stale).current).toMatchObject({
      version: 0,
      base: 'published',
      live: v1.id,
      text: partnersOff,
      saved: null,
    });
    expect((await open(edit, aboutUs)).base).toBe('draft');
    // The studio lists the config as published: the route is gone from French, and only from French.
    const routesOf = async (token: string, id: string) =>
      json<Schemas['StudioConfig']>(await call(server.app, 'GET', 'studio/config', { token }))
        .routes.filter((route) => route.id === id)
        .map((route) => route.language);
    expect(await routesOf(fr, 'partners')).toEqual([]);
    expect(new Set(await routesOf(edit, 'partners'))).toEqual(new Set(['en', 'nl-be']));

    // A set the checker refuses: the problem said at its file and pointer, nothing published, the draft kept.
    const refused = await publish(edit, 'A new template.');
    expect(refused.statusCode).toBe(409);
    const refusal = json<Schemas['StudioPublishRefused']>(refused);
    expectContract('StudioPublishRefused', refusal);
    expect(refusal.problems).toContainEqual({
      file: aboutUs,
      pointer: '/template',
      message: 'unknown template "no-such-template"',
      key: 'unknownTemplate',
      params: { template: 'no-such-template' },
    });
    expect((await live(edit)).version).toBe(v1.id);

    const fixed = JSON.stringify({ ...page, title: 'pages.aboutUs.title' }, null, 2);
    expect((await save(edit, aboutUs, fixed, 1)).statusCode).toBe(200);
    const v2 = json<Schemas['StudioVersion']>(await publish(edit, 'About us, reformatted.'));
    expect(v2).toMatchObject({ id: v1.id + 1, changed: [aboutUs], by: 'Eddie Editor' });
    expect(Object.fromEntries((await live(edit)).files.map(({ file, text }) => [file, text]))).toEqual({
      [overlayFr]: partnersOff,
      [aboutUs]: fixed,
    });
    expect(json<Schemas['Error']>(await publish(edit, 'Again.')).key).toBe('nothing_to_publish');

    // Restoring: an editor's, as a new version; version 1's set has no about-us, version 0 is the files as shipped.
    expect((await restore(fr, v1.id, 'Back.')).statusCode).toBe(403);
    const v3 = json<Schemas['StudioVersion']>(await restore(edit, v1.id, 'Back to the French partners change only.'));
    expect(v3).toMatchObject({ id: v2.id + 1, changed: [aboutUs] });
    // What the export writes: every file a version changed, about-us back to its text as shipped.
    expect(Object.fromEntries((await live(edit)).files.map(({ file, text }) => [file, text]))).toEqual({
      [overlayFr]: partnersOff,
      [aboutUs]: readFileSync(aboutUs, 'utf8'),
    });
    expect((await open(edit, aboutUs)).base).toBe('shipped');
    const v4 = json<Schemas['StudioVersion']>(await restore(edit, 0, 'As shipped.'));
    expect(v4.changed).toEqual([overlayFr]);
    expect(await live(edit)).toEqual({
      version: v4.id,
      files: [
        { file: aboutUs, text: readFileSync(aboutUs, 'utf8') },
        { file: overlayFr, text: readFileSync(overlayFr, 'utf8') },
      ],
    });
    expect(await routesOf(fr, 'partners')).toEqual(['fr-be']);
    expect((await restore(edit, 999, 'No such.')).statusCode).toBe(404);
    const again = await restore(edit, 0, 'As shipped, again.');
    expect(again.statusCode).toBe(409);
    expect(json<Schemas['Error']>(again).key).toBe('nothing_to_restore');

    // What each version changed against the one before (any role reads it): the text before and after, per file.
    const changes = async (id: number, token = fr) => {
      const answer = await call(server.app, 'GET', `studio/versions/${id}/changes`, { token });
      expect(answer.statusCode, answer.body).toBe(200);
      const body = json<Schemas['StudioVersionChanges']>(answer);
      expectContract('StudioVersionChanges', body);
      return body;
    };
    const [shippedOverlay, shippedPage] = [readFileSync(overlayFr, 'utf8'), readFileSync(aboutUs, 'utf8')];
    expect(await changes(v1.id)).toEqual({
      id: v1.id,
      previous: 0,
      files: [{ file: overlayFr, before: shippedOverlay, after: partnersOff }],
    });
    expect(await changes(v2.id, edit)).toEqual({
      id: v2.id,
      previous: v1.id,
      files: [{ file: aboutUs, before: shippedPage, after: fixed }],
    });
    expect((await changes(v3.id)).files).toEqual([{ file: aboutUs, before: fixed, after: shippedPage }]);
    expect(await changes(v4.id)).toEqual({
      id: v4.id,
      previous: v3.id,
      files: [{ file: overlayFr, before: partnersOff, after: shippedOverlay }],
    });
    expect((await call(server.app, 'GET', 'studio/versions/999/changes', { token: fr })).statusCode).toBe(404);
    expect((await call(server.app, 'GET', `studio/versions/${v1.id}/changes`)).statusCode).toBe(401);

    const versions = json<Schemas['StudioVersions']>(await call(server.app, 'GET', 'studio/versions', { token: fr }));
    expectContract('StudioVersions', versions);
    expect(versions.live).toBe(v4.id);
    expect(versions.versions.map((version) => version.id)).toEqual([v4.id, v3.id, v2.id, v1.id]);
    const audit = json<Schemas['StudioAudit']>(
      await call(server.app, 'GET', `studio/audit?file=${encodeURIComponent(overlayFr)}`, { token: fr }),
    );
    expect(audit.entries.filter((entry) => entry.action !== 'draft_saved').map(({ action, version }) => ({ action, version }))).toEqual([
      { action: 'restored', version: v4.id },
      { action: 'published', version: v1.id },
    ]);
  });

  it('a page the studio adds is listed once it is published', async () => {
    const edit = await studioToken(editor);
    const file = 'config/pages/studio-added.json';
    const listed = async () => json<Schemas['StudioConfig']>(await call(server.app, 'GET', 'studio/config', { token: edit }));
    expect((await listed()).pages.map((entry) => entry.id)).not.toContain('studio-added');
    const { live: read } = await open(edit, file);
    expect((await save(edit, file, JSON.stringify({ ...page, title: 'pages.faq.title' }, null, 2), 0, read)).statusCode).toBe(200);
    const published = await publish(edit, 'A page of its own.');
    expect(published.statusCode, published.body).toBe(200);
    expect((await listed()).pages).toContainEqual({
      id: 'studio-added',
      template: 'public-page',
      title: 'pages.faq.title',
      content: '/about-us',
    });
  });

  it('the live set is an editor’s to read', async () => {
    expect((await call(server.app, 'GET', 'studio/live', { token: await studioToken(marketFr) })).statusCode).toBe(403);
    expect((await call(server.app, 'GET', 'studio/live')).statusCode).toBe(401);
  });
});

describe('npm run studio:export', () => {
  it('writes the live set into config/ of the folder it is given, through the running server', async () => {
    const edit = await studioToken(editor);
    const text = JSON.stringify({ ...page, title: 'pages.aboutUs.title', content: { url: '/about-us' } }, null, 2);
    const { version, live: read } = await open(edit, aboutUs);
    expect((await save(edit, aboutUs, text, version, read)).statusCode).toBe(200);
    const published = json<Schemas['StudioVersion']>(await publish(edit, 'About us, for the export.'));
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const root = mkdtempSync(join(tmpdir(), 'studio-export-'));
    const written = await exportLive({ base: address, email: editor.email, password: editor.password, root });
    expect(written.version).toBe(published.id);
    expect(written.files).toContain(aboutUs);
    // A file an older version changed and the live one does not goes back to its text as shipped.
    expect(written.files).toContain(overlayFr);
    expect(readFileSync(join(root, overlayFr), 'utf8')).toBe(readFileSync(overlayFr, 'utf8'));
    expect(readFileSync(join(root, aboutUs), 'utf8')).toBe(`${text}\n`);
  });
});

describe('at once (run on PostgreSQL too: npm run test:pg)', () => {
  it('two saves made from one version: one is kept, the other refused; two publishes: one version, the other finds nothing', async () => {
    const [first, second] = [await studioToken(editor), await studioToken(editor)];
    const file = 'config/pages/faq.json';
    const text = readFileSync(file, 'utf8');
    const { version, live: read } = await open(first, file);
    const saves = await Promise.all([save(first, file, text, version, read), save(second, file, text, version, read)]);
    expect(saves.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);

    const before = json<Schemas['StudioVersions']>(await call(server.app, 'GET', 'studio/versions', { token: first })).live;
    const publishes = await Promise.all([publish(first, 'FAQ, once.'), publish(second, 'FAQ, twice.')]);
    expect(publishes.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(json<Schemas['Error']>(publishes.find((answer) => answer.statusCode === 409) ?? publishes[0]!).key).toBe('nothing_to_publish');
    const after = json<Schemas['StudioVersions']>(await call(server.app, 'GET', 'studio/versions', { token: first }));
    expect(after.versions.filter((version) => version.id > before).map((version) => version.changed)).toEqual([[file]]);

    // A save and a publish at once: the save lands in the version or is refused, never lost.
    const fresh = await open(first, file);
    expect((await save(first, file, text, fresh.version, fresh.live)).statusCode).toBe(200);
    const mine = JSON.stringify({ ...(JSON.parse(text) as object), title: 'pages.faq.title' }, null, 2);
    const [saved, published] = await Promise.all([save(second, file, mine, 1, fresh.live), publish(first, 'FAQ, with a save at once.')]);
    expect(published.statusCode, published.body).toBe(200);
    const liveText = (await live(first)).files.find((entry) => entry.file === file)?.text;
    const after2 = await open(first, file);
    if (saved.statusCode === 200) expect(liveText === mine || after2.text === mine).toBe(true);
    else {
      // Refused with the file as published: the person takes it or saves over it, nothing typed is lost.
      expect(saved.statusCode).toBe(412);
      expect(json<Schemas['StudioConflict']>(saved).current).toMatchObject({ version: 0, base: 'published', text: liveText });
    }
  });
});
