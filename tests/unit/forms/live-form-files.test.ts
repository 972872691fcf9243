// @vitest-environment jsdom
// A form a live version changed (its files in the page's live config, src/platform/live-config.ts) renders and
// validates as that version has it: the live schema and uiSchema, and the validator the server compiled from the live
// schema (GET /form-validators/<id>.js?v=<version>, src/forms/live-validator.ts); a form the version left alone keeps
// the build's files and validator, and never loads the live validator's chunk. In a DOM: in Node (the server's
// renderer, `import.meta.env.SSR`), a live form's validator is a stand-in (tests/unit/forms/validator-code.test.ts).
import { afterAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import type * as LiveConfigModule from '@/platform/live-config';
import type * as LiveValidatorModule from '@/forms/live-validator';
import { compileFormValidatorFactory } from '../../../server/forms/validator-code';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

const shipped = readJson('schemas/forms/profile.json') as RJSFSchema;
const liveSchema: RJSFSchema = {
  ...shipped,
  required: [...(shipped.required ?? []), 'nickname'],
  properties: { ...shipped.properties, nickname: { type: 'string', title: 'forms.fields.nickname', minLength: 2 } },
};
const liveUiSchema = { ...readJson('schemas/forms/profile.ui.json'), nickname: { 'ui:help': 'forms.fields.nicknameHelp' } };

// The server's answer for the live schema, where Vitest's loader finds it by a root-relative path.
const moduleDir = fs.mkdtempSync(path.join(root, 'tests/unit/forms/.live-form-files-'));
afterAll(() => fs.rmSync(moduleDir, { recursive: true, force: true }));
const moduleFile = path.join(moduleDir, 'profile.js');
fs.writeFileSync(moduleFile, compileFormValidatorFactory('profile', liveSchema));

const live = vi.hoisted(() => ({ files: {} as Record<string, unknown>, asked: [] as string[] }));

vi.mock('@/platform/live-config', async (importOriginal) => {
  const actual = await importOriginal<typeof LiveConfigModule>();
  return {
    ...actual,
    liveConfig: { version: 7, files: live.files },
    liveFile: <T>(file: string): T | undefined => (Object.hasOwn(live.files, file) ? (live.files[file] as T) : undefined),
  };
});

// What the browser would import (the server's address, asked with the page's version) is recorded; the module
// imported is the file above.
vi.mock('@/forms/live-validator', async (importOriginal) => {
  const actual = await importOriginal<typeof LiveValidatorModule>();
  return {
    ...actual,
    liveFormValidator: (formId: string) => {
      live.asked.push(actual.liveValidatorUrl(formId));
      return actual.loadLiveValidator(formId, `/${path.relative(root, moduleFile)}`);
    },
  };
});

const { loadForm } = await import('@/forms/form-registry');

describe('a form as the live version has it', () => {
  it('takes the live schema, uiSchema and a validator compiled from the live schema', async () => {
    live.files['schemas/forms/profile.json'] = liveSchema;
    live.files['schemas/forms/profile.ui.json'] = liveUiSchema;
    const form = await loadForm('profile');
    expect(live.asked).toEqual(['/form-validators/profile.js?v=7']);
    expect(form.schema).toBe(liveSchema);
    expect(form.uiSchema).toBe(liveUiSchema);
    const missing = form.validator.validateFormData({ firstname: 'Ana', lastname: 'Peeters' }, form.schema);
    expect(missing.errors.map((e) => [e.name, e.property])).toEqual([['required', 'nickname']]);
    expect(form.validator.validateFormData({ firstname: 'Ana', lastname: 'Peeters', nickname: 'Ana' }, form.schema).errors).toEqual([]);
  });

  it('keeps the build’s validator when the version changed only the uiSchema', async () => {
    live.files['schemas/forms/locale.ui.json'] = { ...readJson('schemas/forms/locale.ui.json'), 'ui:order': ['*'] };
    const form = await loadForm('locale');
    expect(form.uiSchema).toBe(live.files['schemas/forms/locale.ui.json']);
    expect(form.schema).toEqual(readJson('schemas/forms/locale.json'));
    expect(live.asked).toEqual(['/form-validators/profile.js?v=7']);
  });

  it('refuses a module compiled from another version of the schema than the page’s', async () => {
    live.files['schemas/forms/contact.json'] = { ...readJson('schemas/forms/contact.json'), required: [] };
    // The module the loader gets is the profile's, compiled from another schema: the form shows its error instead.
    await expect(loadForm('contact')).rejects.toThrow(
      'Form "contact": its validator (/form-validators/contact.js) was compiled from another version of schemas/forms/contact.json than this page\'s',
    );
  });
});
