// @vitest-environment node
// GET /form-validators/<form-id>.js?v=<version> (server/http/form-validator-module.ts): a form's validator module for
// the schema the asking browser's pages carry: the shipped one until a version changes the form, then that version's
// (no restart; a page loaded with an older version keeps its own), a preview's drafts in a previewing browser; a module that imports nothing and needs no eval (the CSP
// holds), asked again on each use (no-cache, a 304 by its ETag); 404 for a form the portal does not ship.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveConfig } from '../../src/contract/live-config';
import { liveVersionHeader } from '../../src/contract/live-config';
import { compileFormValidatorFactory } from '../../server/forms/validator-code';
import { useFormValidatorModules } from '../../server/http/form-validator-module';
import { liveSet, problemsOf, projectRoot } from '../../server/studio/studio-live';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';
import { call, editor } from './support/api-calls';

type Json = Record<string, unknown>;
const shipped = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
const profile = shipped('schemas/forms/profile.json');

// What an editor publishes to add a field to the profile: the form, and the field's label in every language.
const withDepartment: Json = {
  ...profile,
  properties: { ...(profile.properties as Json), department: { type: 'string', title: 'forms.fields.department', maxLength: 40 } },
  required: [...(profile.required as string[]), 'department'],
};
const labels = { en: 'Department', 'fr-be': 'Service', 'nl-be': 'Afdeling' };
const addDepartment: Record<string, Json> = { 'schemas/forms/profile.json': withDepartment };
for (const [language, label] of Object.entries(labels)) {
  const file = `config/locales/${language}/shell.json`;
  const strings = shipped(file) as { forms: { fields: Json } };
  addDepartment[file] = { ...strings, forms: { ...strings.forms, fields: { ...strings.forms.fields, department: label } } };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** The module a page loaded with version `version` asks for. */
const moduleOf = (formId: string, headers: Record<string, string> = {}, version = 0) =>
  server.app.inject({ method: 'GET', url: `/form-validators/${formId}.js?v=${version}`, headers });

/** Makes a version live with `changes` in place, as a publish writes it, and waits until the server names it. */
async function publish(changes: Record<string, unknown>): Promise<number> {
  const texts = Object.fromEntries(Object.entries(changes).map(([file, value]) => [file, JSON.stringify(value, null, 2)]));
  const files = { ...(await liveSet(server.db)).files, ...texts };
  expect(problemsOf(projectRoot, files)).toEqual([]);
  const [staff] = await server.db.query<{ id: number }>('SELECT id FROM staff WHERE email = $1', [editor.email]);
  const [row] = await server.db.query<{ id: number }>(
    'INSERT INTO studio_versions (message, files, changed, published_by) VALUES ($1, $2, $3, $4) RETURNING id',
    ['The profile asks for the department.', JSON.stringify(files), JSON.stringify(Object.keys(texts)), staff?.id ?? null],
  );
  const id = String(row?.id);
  await vi.waitFor(async () => expect((await call(server.app, 'GET', 'languages')).headers[liveVersionHeader.toLowerCase()]).toBe(id), {
    timeout: 3_000,
    interval: 50,
  });
  return Number(id);
}

function expectPlainModule(body: string): void {
  expect(body).toMatch(/^export default function \(runtime\) \{$/m);
  expect(body).not.toMatch(/\beval\b|new Function|\bFunction\(|\brequire\(|^\s*import\b|\bimport\(/m);
}

describe('a form’s validator module', () => {
  it('is the shipped schema’s until a version changes the form, then the live one’s', async () => {
    const before = await moduleOf('profile');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(before.headers['content-security-policy']).toContain("script-src 'self'");
    expect(before.headers['x-content-type-options']).toBe('nosniff');
    expect(before.body).toBe(compileFormValidatorFactory('profile', profile));
    expectPlainModule(before.body);
    expect(before.body).not.toContain('department');
    // Asked again (the page's next load): a 304 by its ETag.
    const etag = String(before.headers.etag);
    expect(etag).toMatch(/^"fv-[\w-]+-identity"$/);
    expect((await moduleOf('profile', { 'if-none-match': etag })).statusCode).toBe(304);

    const version = await publish(addDepartment);
    const after = await moduleOf('profile', { 'if-none-match': etag }, version);
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(compileFormValidatorFactory('profile', withDepartment));
    expect(after.body).toContain('"department"');
    expectPlainModule(after.body);
    expect(after.headers.etag).not.toBe(etag);
    // A form the version left as shipped keeps its module.
    expect((await moduleOf('login', {}, version)).body).toBe(compileFormValidatorFactory('login', shipped('schemas/forms/login.json')));
    // A page loaded before the publish keeps the validator of the schema it shows: a 304 of the shipped module.
    expect((await moduleOf('profile', { 'if-none-match': etag })).statusCode).toBe(304);
    // Without a version (an address typed by hand), the live one's.
    expect((await server.app.inject({ method: 'GET', url: '/form-validators/profile.js' })).body).toBe(after.body);

    // A second publish changes the same field: a page of the version before still gets its own, a new page the new one.
    const longer: Json = {
      ...withDepartment,
      properties: {
        ...(withDepartment.properties as Json),
        department: { type: 'string', title: 'forms.fields.department', maxLength: 80 },
      },
    };
    const next = await publish({ 'schemas/forms/profile.json': longer });
    expect((await moduleOf('profile', {}, version)).body).toBe(after.body);
    expect((await moduleOf('profile', {}, next)).body).toBe(compileFormValidatorFactory('profile', longer));
    // A version nobody published: the file as shipped.
    expect((await moduleOf('profile', {}, next + 100)).body).toBe(before.body);
  });

  it('leaves compressed for a browser that accepts it, with an ETag per encoding', async () => {
    const br = await moduleOf('create-account', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(String(br.headers.etag)).toMatch(/-br"$/);
    expect(br.rawPayload.length).toBeLessThan(
      compileFormValidatorFactory('create-account', shipped('schemas/forms/create-account.json')).length,
    );
  });

  it('is a 404 for a form the portal does not ship', async () => {
    for (const url of [
      '/form-validators/no-such-form.js',
      '/form-validators/profile.json',
      '/form-validators/..%2Fprofile.js',
      '/form-validators/Profile.js',
    ]) {
      const answer = await server.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).not.toContain('javascript');
    }
  });
});

describe('in a browser that previews drafts', () => {
  it('is the preview’s schema there, never kept, and the live one everywhere else', async () => {
    const app = Fastify();
    const drafted = { ...profile, required: ['firstname', 'lastname', 'phone'] };
    const live: LiveConfig = { version: 3, files: {} };
    const preview: LiveConfig = { version: 3, files: { 'schemas/forms/profile.json': drafted }, preview: { by: 'Eddie Editor' } };
    useFormValidatorModules(
      app,
      () => live,
      async (cookie) => (cookie === 'studio_preview=token' ? preview : null),
    );
    try {
      const previewed = await app.inject({
        method: 'GET',
        url: '/form-validators/profile.js?v=3',
        headers: { cookie: 'studio_preview=token' },
      });
      expect(previewed.body).toBe(compileFormValidatorFactory('profile', drafted));
      expect(previewed.headers['cache-control']).toBe('no-store');
      expect(previewed.headers.vary).toContain('Cookie');
      const elsewhere = await app.inject({ method: 'GET', url: '/form-validators/profile.js?v=3' });
      expect(elsewhere.body).toBe(compileFormValidatorFactory('profile', profile));
      expect(elsewhere.headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
    }
  });
});
