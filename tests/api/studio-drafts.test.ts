/** @vitest-environment node */
// The studio's drafts: each role opens only the files it changes; a text is checked by the config checker itself with
// the role's saved drafts in place (problems at the file and pointer they are about, a text that is not JSON said so); a
// save names the version it was made from, and a save made from an older one is refused with who saved the newer one,
// when, and its text; a draft is discarded by its version the same way; every save and discard is a line of the audit
// log, which each role reads for the files it changes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, demo, editor, expectContract, json, login, marketFr, marketNl, studioToken as staffToken } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();

const overlayFr = 'config/routes/overlays/fr-be.json';
const shipped = readFileSync(overlayFr, 'utf8');

const studioToken = (who: { email: string; password: string }) => staffToken(server.app, who);

const open = (token: string, file: string) => call(server.app, 'GET', `studio/file?file=${encodeURIComponent(file)}`, { token });
/** A save made from draft version `from`, or, from 0, from the text of live version `live` (the ETag's two forms). */
const save = (token: string, file: string, text: string, from: number, live = 0) =>
  call(server.app, 'PUT', `studio/file?file=${encodeURIComponent(file)}`, {
    token,
    body: { text },
    headers: { 'if-match': from > 0 ? `"${from}"` : `"0.${live}"` },
  });
const check = (token: string, file: string, text: string) =>
  call(server.app, 'POST', `studio/check?file=${encodeURIComponent(file)}`, { token, body: { text } });

/** The fr-be overlay with one more change. */
const overlayWith = (change: object) => {
  const overlay = JSON.parse(shipped) as { change: object[] };
  return JSON.stringify({ ...overlay, change: [...overlay.change, change] }, null, 2);
};

describe('who opens which file', () => {
  it('a market team opens its language’s overlay, as shipped (version 0, no problem)', async () => {
    const response = await open(await studioToken(marketFr), overlayFr);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe('"0.0"');
    const file = json<Schemas['StudioFile']>(response);
    expectContract('StudioFile', file);
    expect(file).toMatchObject({ file: overlayFr, text: shipped, version: 0, saved: null, base: 'shipped', live: 0, problems: [] });
  });

  it('refuses another language’s overlay to a market team, an overlay to an editor, and names outside config/', async () => {
    const fr = await studioToken(marketFr);
    const nl = await studioToken(marketNl);
    const edit = await studioToken(editor);
    expect((await open(nl, overlayFr)).statusCode).toBe(403);
    expect((await open(fr, 'config/pages/home.json')).statusCode).toBe(403);
    expect((await open(edit, overlayFr)).statusCode).toBe(403);
    expect((await open(edit, 'config/pages/home.json')).statusCode).toBe(200);
    expect((await open(edit, 'config/pages/no-such-page.json')).statusCode).toBe(404);
    for (const file of ['config/../package.json', 'server/main.ts', 'config/pages/home.json.bak'])
      expect((await open(edit, file)).statusCode, file).toBe(422);
    expect((await save(nl, overlayFr, shipped, 0)).statusCode).toBe(403);
  });

  it('a member’s token opens nothing of the drafts', async () => {
    const { token } = await login(server.app, demo);
    expect((await open(token, overlayFr)).statusCode).toBe(401);
    expect((await check(token, overlayFr, shipped)).statusCode).toBe(401);
  });
});

describe('checking a text as the config checker does', () => {
  it('puts a problem at its file and pointer, and says a text that is not JSON', async () => {
    const token = await studioToken(marketFr);
    const unknownRoute = json<Schemas['StudioCheck']>(
      await check(token, overlayFr, overlayWith({ route: 'no-such-route', enabled: false })),
    );
    const at = (JSON.parse(shipped) as { change: unknown[] }).change.length;
    expect(unknownRoute.problems).toEqual([
      {
        file: overlayFr,
        pointer: `/change/${at}/route`,
        message: expect.stringContaining('no route "no-such-route"') as string,
        // What the studio says it with, in its language.
        key: 'overlayNoRoute',
        params: { route: 'no-such-route' },
      },
    ]);
    const schema = json<Schemas['StudioCheck']>(await check(token, overlayFr, overlayWith({ route: 'contact', colour: 'red' })));
    expect(schema.problems).toContainEqual({
      file: overlayFr,
      pointer: `/change/${at}`,
      message: 'unknown property "colour"',
      key: 'unknownProperty',
      params: { property: 'colour' },
    });
    const broken = json<Schemas['StudioCheck']>(await check(token, overlayFr, '{ "language": '));
    expect(broken.problems).toEqual([
      expect.objectContaining({ file: overlayFr, pointer: '', message: expect.stringMatching(/^invalid JSON/) as string }),
    ]);
    expect(json<Schemas['StudioCheck']>(await check(token, overlayFr, shipped)).problems).toEqual([]);
  });
});

describe('saving a draft', () => {
  it('keeps the draft with its problems; a save from an older version is refused with the newer one, who and when', async () => {
    const manon = await studioToken(marketFr);
    const colleague = await studioToken(marketFr);
    const offPartners = overlayWith({ route: 'partners', enabled: false });
    const first = await save(manon, overlayFr, offPartners, 0);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).toBe('"1"');
    expect(json<Schemas['StudioFile']>(first)).toMatchObject({ version: 1, text: offPartners, saved: { by: 'Manon Marché' } });

    // The colleague had opened the shipped file (version 0): their save is refused, nothing of the draft lost.
    const stale = await save(colleague, overlayFr, shipped, 0);
    expect(stale.statusCode, stale.body).toBe(412);
    const conflict = json<Schemas['StudioConflict']>(stale);
    expectContract('StudioConflict', conflict);
    expect(conflict).toMatchObject({ key: 'draft_changed', current: { version: 1, text: offPartners, saved: { by: 'Manon Marché' } } });
    expect(conflict.message).toContain('Manon Marché');
    expect(json<Schemas['StudioFile']>(await open(colleague, overlayFr))).toMatchObject({ version: 1, text: offPartners });

    // A save must say what it was made from, as the ETag gave it.
    for (const ifMatch of [undefined, '*', 'W/"1"', '"1.5"', '"abc"']) {
      const headers: Record<string, string> = ifMatch === undefined ? {} : { 'if-match': ifMatch };
      const refused = await call(server.app, 'PUT', `studio/file?file=${encodeURIComponent(overlayFr)}`, {
        token: colleague,
        body: { text: shipped },
        headers,
      });
      expect(refused.statusCode, String(ifMatch)).toBe(422);
      expect(json<Schemas['Error']>(refused).violations?.[0]).toMatchObject({ propertyPath: 'If-Match', key: 'if_match_invalid' });
    }

    // Made from version 1, it goes; a text that is not JSON is not saved.
    const broken = await save(colleague, overlayFr, '{', 1);
    expect(broken.statusCode).toBe(422);
    expect(json<Schemas['Error']>(broken).violations?.[0]).toMatchObject({ propertyPath: 'text', key: 'json_invalid' });
    const second = await save(colleague, overlayFr, overlayWith({ route: 'no-such-route', enabled: false }), 1);
    expect(second.statusCode).toBe(200);
    const kept = json<Schemas['StudioFile']>(await open(manon, overlayFr));
    expect(kept.version).toBe(2);
    expect(kept.problems.map((problem) => problem.file)).toEqual([overlayFr]);
  });

  it('checks a file with the role’s other drafts in place, and no other role’s', async () => {
    const token = await studioToken(editor);
    const pageFile = 'config/pages/about-us.json';
    const page = JSON.parse(readFileSync(pageFile, 'utf8')) as Record<string, unknown>;
    const saved = await save(token, pageFile, JSON.stringify({ ...page, template: 'no-such-template' }), 0);
    expect(saved.statusCode, saved.body).toBe(200);
    // Another file's check sees the page's draft: the config as a whole is what is published.
    const routes = readFileSync('config/routes/public.json', 'utf8');
    const problems = json<Schemas['StudioCheck']>(await check(token, 'config/routes/public.json', routes)).problems;
    expect(problems).toContainEqual(
      expect.objectContaining({ file: pageFile, pointer: '/template', message: 'unknown template "no-such-template"' }),
    );
    // A market team's check holds its own drafts only: the editor's are not its to publish.
    const fr = await studioToken(marketFr);
    const { text } = json<Schemas['StudioFile']>(await open(fr, overlayFr));
    expect(json<Schemas['StudioCheck']>(await check(fr, overlayFr, text)).problems.filter((problem) => problem.file === pageFile)).toEqual(
      [],
    );
  });
});

describe('the audit log', () => {
  it('lists every save newest first, each role seeing the changes to the files it changes', async () => {
    const edit = await studioToken(editor);
    const nl = await studioToken(marketNl);
    const menus = readFileSync('config/navigation.json', 'utf8');
    expect((await save(edit, 'config/navigation.json', menus, 0)).statusCode).toBe(200);
    expect((await save(edit, 'config/navigation.json', menus, 1)).statusCode).toBe(200);
    const overlayNl = 'config/routes/overlays/nl-be.json';
    expect((await save(nl, overlayNl, readFileSync(overlayNl, 'utf8'), 0)).statusCode).toBe(200);
    const audit = (token: string, file?: string) =>
      call(server.app, 'GET', `studio/audit${file ? `?file=${encodeURIComponent(file)}` : ''}`, { token });

    const forMenus = json<Schemas['StudioAudit']>(await audit(edit, 'config/navigation.json'));
    expectContract('StudioAudit', forMenus);
    expect(forMenus.entries.map(({ by, action, file, version }) => ({ by, action, file, version }))).toEqual([
      { by: 'Eddie Editor', action: 'draft_saved', file: 'config/navigation.json', version: 2 },
      { by: 'Eddie Editor', action: 'draft_saved', file: 'config/navigation.json', version: 1 },
    ]);
    // A market team's log holds its overlay's changes only; an editor's none of the overlays.
    expect(json<Schemas['StudioAudit']>(await audit(nl)).entries.map((entry) => entry.file)).toEqual([overlayNl]);
    const editorFiles = json<Schemas['StudioAudit']>(await audit(edit)).entries.map((entry) => entry.file);
    expect(editorFiles).toContain('config/navigation.json');
    expect(editorFiles.filter((file) => file.startsWith('config/routes/overlays/'))).toEqual([]);
    expect((await audit(edit, overlayNl)).statusCode).toBe(403);
    expect((await audit(nl, 'config/navigation.json')).statusCode).toBe(403);
  });

  it('keeps no line for a refused save', async () => {
    const fr = await studioToken(marketFr);
    const { version } = json<Schemas['StudioFile']>(await open(fr, overlayFr));
    expect((await save(fr, overlayFr, shipped, version)).statusCode).toBe(200);
    const before = json<Schemas['StudioAudit']>(await call(server.app, 'GET', 'studio/audit', { token: fr })).entries.length;
    expect((await save(fr, overlayFr, shipped, version)).statusCode).toBe(412);
    expect((await save(fr, overlayFr, '{', version + 1)).statusCode).toBe(422);
    expect(json<Schemas['StudioAudit']>(await call(server.app, 'GET', 'studio/audit', { token: fr })).entries).toHaveLength(before);
  });
});

describe('discarding a draft', () => {
  const file = 'config/pages/faq.json';
  const discard = (token: string, ifMatch?: string) =>
    call(server.app, 'DELETE', `studio/file?file=${encodeURIComponent(file)}`, { token, headers: ifMatch ? { 'if-match': ifMatch } : {} });

  it('takes the draft of the version named away, the file as live again; a newer save or a gone draft is refused with it', async () => {
    const edit = await studioToken(editor);
    const other = await studioToken(editor);
    const asShipped = readFileSync(file, 'utf8');
    const mine = JSON.stringify({ ...(JSON.parse(asShipped) as object), title: 'pages.aboutUs.title' }, null, 2);
    expect((await save(edit, file, mine, 0)).statusCode).toBe(200);
    expect((await save(other, file, mine.replace('aboutUs', 'faq'), 1)).statusCode).toBe(200);

    // A colleague saved version 2 since version 1 was read: nothing is discarded, the answer says whose it is.
    const stale = await discard(edit, '"1"');
    expect(stale.statusCode).toBe(412);
    const conflict = json<Schemas['StudioConflict']>(stale);
    expectContract('StudioConflict', conflict);
    expect(conflict.current).toMatchObject({ version: 2, base: 'draft', saved: { by: 'Eddie Editor' } });

    const gone = await discard(edit, '"2"');
    expect(gone.statusCode, gone.body).toBe(200);
    const now = json<Schemas['StudioFile']>(gone);
    expectContract('StudioFile', now);
    expect(now).toMatchObject({ version: 0, base: 'shipped', text: asShipped, saved: null });
    // (Another test's draft of another page, still there, has a problem of its own.)
    expect(now.problems.filter((problem) => problem.file === file)).toEqual([]);
    expect(gone.headers.etag).toBe(`"0.${now.live}"`);
    // Discarded already (from the other tab): refused with the file as it is now.
    const again = await discard(other, '"2"');
    expect(again.statusCode).toBe(412);
    expect(json<Schemas['StudioConflict']>(again).current).toMatchObject({ version: 0, base: 'shipped' });

    const log = json<Schemas['StudioAudit']>(
      await call(server.app, 'GET', `studio/audit?file=${encodeURIComponent(file)}`, { token: edit }),
    );
    expect(log.entries[0]).toMatchObject({ action: 'draft_discarded', version: 2, by: 'Eddie Editor' });
  });

  it('names the draft’s version, and is another role’s file only to that role', async () => {
    const edit = await studioToken(editor);
    expect((await save(edit, file, readFileSync(file, 'utf8'), 0)).statusCode).toBe(200);
    expect((await discard(edit)).statusCode).toBe(422);
    expect((await discard(edit, '"0.0"')).statusCode).toBe(422);
    expect((await discard(await studioToken(marketFr), '"1"')).statusCode).toBe(403);
    expect((await call(server.app, 'DELETE', `studio/file?file=${encodeURIComponent(file)}`)).statusCode).toBe(401);
  });
});
