// @vitest-environment node
// A form the studio publishes (schemas/forms/<form>.json) is the API's rule as soon as its version is live, with no
// restart: requests are validated by it, answers carry its fields, and a field without a column is kept in the
// resource's form_extras. A version that changes no form leaves the API as shipped, and so does a restore.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compileContract, contractFile, loadContract } from '../../server/http/contract';
import { defaultFormsDir } from '../../server/http/form-schemas';
import { liveContract } from '../../server/http/live-contract';
import { liveSet, problemsOf, projectRoot } from '../../server/studio/studio-live';
import { liveVersionHeader } from '../../src/contract/live-config';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';
import { call, demo, editor, json, login, violationOf } from './support/api-calls';

type Json = Record<string, unknown>;
const shipped = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
const withField = (form: Json, name: string, schema: object, required: boolean): Json => ({
  ...form,
  properties: { ...(form.properties as Json), [name]: schema },
  required: [...(form.required as string[]), ...(required ? [name] : [])],
});

// What an editor publishes to add a field: the form, and its label in every language.
const department = { type: 'string', title: 'forms.fields.department', maxLength: 40 };
const personalNote = { type: 'string', title: 'forms.fields.personalNote', maxLength: 200 };
const labels = { en: ['Department', 'Personal note'], 'fr-be': ['Service', 'Mot personnel'], 'nl-be': ['Afdeling', 'Persoonlijk bericht'] };
const formsChange: Record<string, Json> = {
  'schemas/forms/profile.json': withField(shipped('schemas/forms/profile.json'), 'department', department, true),
  'schemas/forms/sponsorship-invite.json': withField(shipped('schemas/forms/sponsorship-invite.json'), 'personal_note', personalNote, true),
};
for (const [language, [departmentLabel, noteLabel]] of Object.entries(labels)) {
  const file = `config/locales/${language}/shell.json`;
  const strings = shipped(file) as { forms: { fields: Json } };
  formsChange[file] = {
    ...strings,
    forms: { ...strings.forms, fields: { ...strings.forms.fields, department: departmentLabel, personalNote: noteLabel } },
  };
}

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await login(server.app, demo)).token;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const liveVersion = async () => (await call(server.app, 'GET', 'languages')).headers[liveVersionHeader.toLowerCase()];

/**
 * Makes a new version live as a publish writes it (server/studio/studio-versions.ts): the live set with `changes` in
 * place, once the config checker finds nothing with it; then waits until the server names it on its answers.
 */
async function publish(changes: Record<string, unknown>, message: string): Promise<number> {
  const texts = Object.fromEntries(Object.entries(changes).map(([file, value]) => [file, JSON.stringify(value, null, 2)]));
  const files = { ...(await liveSet(server.db)).files, ...texts };
  expect(problemsOf(projectRoot, files)).toEqual([]);
  return writeVersion(files, Object.keys(texts), message);
}

async function writeVersion(files: Record<string, string>, changed: string[], message: string): Promise<number> {
  const [staff] = await server.db.query<{ id: number }>('SELECT id FROM staff WHERE email = $1', [editor.email]);
  if (!staff) throw new Error('the seeded editor account is missing');
  const [row] = await server.db.query<{ id: number }>(
    'INSERT INTO studio_versions (message, files, changed, published_by) VALUES ($1, $2, $3, $4) RETURNING id',
    [message, JSON.stringify(files), JSON.stringify(changed), staff.id],
  );
  const id = String(row?.id);
  await vi.waitFor(async () => expect(await liveVersion()).toBe(id), { timeout: 3_000, interval: 50 });
  return Number(id);
}

const patchProfile = (body: object) => call(server.app, 'PATCH', 'user_light/profile', { token, body });
const invite = (body: object) => call(server.app, 'POST', 'sponsorships', { token, body });

describe('the contract of a live version', () => {
  it('holds the same route schemas whatever its forms: they are $refs into its own $defs', () => {
    const overlay = { 'schemas/forms/profile.json': formsChange['schemas/forms/profile.json'] };
    const live = compileContract(contractFile, defaultFormsDir, overlay);
    const base = loadContract();
    // As JSON: Fastify marks the schemas of a server's routes with a symbol.
    const text = (route: object) => JSON.stringify(route);
    for (const operationId of base.operationIds()) expect(text(live.route(operationId)), operationId).toBe(text(base.route(operationId)));
    expect(live.formFields(['profile'])).toContain('department');
    expect(base.formFields(['profile'])).not.toContain('department');
  });

  it('a version whose forms ajv refuses: the forms as shipped, and the version named as refused', () => {
    const typo = withField(shipped('schemas/forms/profile.json'), 'department', { type: 'string', maxLenght: 40 }, false);
    const refused: number[] = [];
    const files = { 'schemas/forms/profile.json': typo };
    const contract = liveContract(
      contractFile,
      defaultFormsDir,
      () => ({ version: 7, files }),
      (version) => refused.push(version),
    );
    expect(contract.formFields(['profile'])).not.toContain('department');
    expect(refused).toEqual([7]);
  });
});

describe('forms a version publishes', () => {
  it('as shipped: a profile update without department is taken, one with it is refused', async () => {
    expect(await liveVersion()).toBe('0');
    expect((await patchProfile({ city: 'Leeds' })).statusCode).toBe(200);
    expect(violationOf(await patchProfile({ department: 'Sales' }), 'department')?.key).toBe('unexpected_field');
  });

  it('a version that changes no form leaves validation as shipped', async () => {
    const faq = shipped('config/pages/faq.json');
    await publish({ 'config/pages/faq.json': { ...faq, title: 'pages.myFavorites.title' } }, 'A new FAQ title.');
    expect((await patchProfile({ city: 'York' })).statusCode).toBe(200);
    expect(violationOf(await patchProfile({ department: 'Sales' }), 'department')?.key).toBe('unexpected_field');
    expect(json<Json>(await call(server.app, 'GET', 'user_light/profile', { token }))).not.toHaveProperty('department');
  });

  it('a version that adds a field: validated by its rule, stored in form_extras and returned', async () => {
    await publish(formsChange, 'A department on the profile, a personal note on invitations.');
    // A merge patch requires nothing (ProfilePatch is x-forms-mode "patch"): a patch without it is still taken.
    expect((await patchProfile({ city: 'Bath' })).statusCode).toBe(200);
    const tooLong = await patchProfile({ department: 'x'.repeat(41) });
    expect(tooLong.statusCode).toBe(422);
    expect(violationOf(tooLong, 'department')).toEqual({
      propertyPath: 'department',
      message: 'Please enter at most 40 characters.',
      key: 'invalid_max_length',
    });
    const saved = await patchProfile({ department: 'Sales' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<Json>(saved).department).toBe('Sales');
    expect(json<Json>(await call(server.app, 'GET', 'user_light/profile', { token })).department).toBe('Sales');
    const [row] = await server.db.query<{ form_extras: Json }>('SELECT form_extras FROM users WHERE email = $1', [demo.email]);
    expect(row?.form_extras).toMatchObject({ department: 'Sales' });
  });

  it('a field a request form now requires is required', async () => {
    const without = await invite({ email: 'live-form@example.com' });
    expect(without.statusCode).toBe(422);
    expect(violationOf(without, 'personal_note')?.key).toBe('required');
    const sent = await invite({ email: 'live-form@example.com', personal_note: 'Met at the fair.' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(json<Json>(sent).personal_note).toBe('Met at the fair.');
  });

  it('restoring the files as shipped: the API takes the forms as shipped again', async () => {
    await writeVersion({}, Object.keys((await liveSet(server.db)).files), 'Back to the files as shipped.');
    expect(violationOf(await patchProfile({ department: 'Sales' }), 'department')?.key).toBe('unexpected_field');
    expect(json<Json>(await call(server.app, 'GET', 'user_light/profile', { token }))).not.toHaveProperty('department');
    expect((await invite({ email: 'shipped-form@example.com' })).statusCode).toBe(201);
  });
});
