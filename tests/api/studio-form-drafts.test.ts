/** @vitest-environment node */
// A form's files in the studio: an editor opens the schema and the layout of a form the build ships (never a new form,
// never a market team), and a draft of one is checked as the build checks the forms, with the strings' drafts in place.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, editor, json, marketFr, studioToken as staffToken } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();

const studioToken = (who: { email: string; password: string }) => staffToken(server.app, who);
const open = (token: string, file: string) => call(server.app, 'GET', `studio/file?file=${encodeURIComponent(file)}`, { token });
const save = (token: string, file: string, text: string) =>
  call(server.app, 'PUT', `studio/file?file=${encodeURIComponent(file)}`, { token, body: { text }, headers: { 'if-match': '"0.0"' } });
const check = (token: string, file: string, text: string) =>
  call(server.app, 'POST', `studio/check?file=${encodeURIComponent(file)}`, { token, body: { text } });

describe('a form’s files', () => {
  const profile = 'schemas/forms/profile.json';
  const profileText = readFileSync(profile, 'utf8');
  const withDepartment = () => {
    const form = JSON.parse(profileText) as { properties: Record<string, object> };
    form.properties.department = { type: 'string', title: 'forms.fields.department', maxLength: 40 };
    return JSON.stringify(form, null, 2);
  };

  it('an editor opens a form the build ships and its layout; a market team, a new form or a name outside the forms are refused', async () => {
    const edit = await studioToken(editor);
    const opened = json<Schemas['StudioFile']>(await open(edit, profile));
    expect(opened).toMatchObject({ file: profile, text: profileText, base: 'shipped', problems: [] });
    expect((await open(edit, 'schemas/forms/profile.ui.json')).statusCode).toBe(200);
    expect((await open(await studioToken(marketFr), profile)).statusCode).toBe(403);
    expect((await open(edit, 'schemas/forms/new-form.json')).statusCode).toBe(403);
    expect((await check(edit, 'schemas/forms/new-form.json', '{}')).statusCode).toBe(403);
    for (const file of ['schemas/api/openapi.json', 'schemas/forms/../api/openapi.json'])
      expect((await open(edit, file)).statusCode, file).toBe(422);
  });

  it('checks a field as the build does: its label in every language, with the strings’ drafts in place', async () => {
    const edit = await studioToken(editor);
    const missing = json<Schemas['StudioCheck']>(await check(edit, profile, withDepartment()));
    expect(missing.problems).toEqual([
      expect.objectContaining({
        file: profile,
        pointer: '/properties/department/title',
        key: 'keyMissing',
        params: { key: 'forms.fields.department', languages: 'en, fr-be, nl-be' },
      }),
    ]);
    // The labels as drafts of the strings: the form's check now finds them.
    for (const [language, word] of [
      ['en', 'Department'],
      ['fr-be', 'Service'],
      ['nl-be', 'Afdeling'],
    ] as const) {
      const file = `config/locales/${language}/shell.json`;
      const strings = JSON.parse(readFileSync(file, 'utf8')) as { forms: { fields: Record<string, string> } };
      strings.forms.fields.department = word;
      expect((await save(edit, file, JSON.stringify(strings, null, 2))).statusCode).toBe(200);
    }
    expect(json<Schemas['StudioCheck']>(await check(edit, profile, withDepartment())).problems).toEqual([]);
    const renamed = JSON.stringify({ ...(JSON.parse(profileText) as object), $id: 'profil' });
    expect(json<Schemas['StudioCheck']>(await check(edit, profile, renamed)).problems).toEqual([
      expect.objectContaining({ file: profile, pointer: '/$id', key: 'formId' }),
    ]);
    for (const language of ['en', 'fr-be', 'nl-be']) {
      const file = `config/locales/${language}/shell.json`;
      const draft = json<Schemas['StudioFile']>(await open(edit, file));
      const discarded = await call(server.app, 'DELETE', `studio/file?file=${encodeURIComponent(file)}`, {
        token: edit,
        headers: { 'if-match': `"${draft.version}"` },
      });
      expect(discarded.statusCode).toBe(200);
    }
  });
});
