// @vitest-environment node
// server/forms/validator-code.ts's second shape: the module the server compiles from a live version's schema (GET
// /form-validators/<id>.js) imports nothing, needs no eval, and, called with the runtime src/forms/live-validator.ts
// gives it, judges data exactly as the build's module does for the same schema, and by the live schema's rules.
import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPrecompiledValidator, customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { validatorLoaders } from '@/generated/validators/index';
import type { CompiledValidator } from '@/generated/validators/index';
import { validatorOptions } from '@/contract/form-validator-options';
import { createFormValidator } from '@/forms/form-registry';
import { liveFormValidator, loadLiveValidator, validatorRuntime } from '@/forms/live-validator';
import { FormSchemaError, compileFormValidator, compileFormValidatorFactory } from '../../../server/forms/validator-code';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readSchema = (id: string) => JSON.parse(fs.readFileSync(path.join(root, 'schemas/forms', `${id}.json`), 'utf8')) as RJSFSchema;

/** profile.json as a version that adds a required field with a function format (date) and a length rule would have it. */
function profileWithNickname(): RJSFSchema {
  const schema = readSchema('profile');
  return {
    ...schema,
    required: [...(schema.required ?? []), 'nickname'],
    properties: {
      ...schema.properties,
      nickname: { type: 'string', title: 'forms.fields.nickname', minLength: 2, maxLength: 20 },
      met_on: { type: 'string', title: 'forms.fields.metOn', format: 'date' },
    },
  };
}

// Imported the way the browser does (an URL, the module's default export called with the runtime): written under the
// project, where Vitest's loader finds it by its root-relative path.
const moduleDir = fs.mkdtempSync(path.join(root, 'tests/unit/forms/.validator-code-'));
afterAll(() => fs.rmSync(moduleDir, { recursive: true, force: true }));
let written = 0;
async function importFactory(code: string): Promise<CompiledValidator> {
  const file = path.join(moduleDir, `module-${(written += 1)}.js`);
  fs.writeFileSync(file, code);
  return loadLiveValidator('profile', `/${path.relative(root, file)}`);
}

const valid = { firstname: 'Ana', lastname: 'Peeters', nickname: 'Ana', met_on: '2024-02-29' };

describe('server/forms/validator-code.ts: a validator module for a live schema', () => {
  it('imports nothing and needs no require, eval or new Function', () => {
    for (const schema of [readSchema('profile'), profileWithNickname(), readSchema('change-password')]) {
      const code = compileFormValidatorFactory(String(schema.$id) === 'changePassword' ? 'change-password' : 'profile', schema);
      expect(code).not.toMatch(/^\s*import\b|\bimport\(|\brequire\(|new Function|\beval\(/m);
      expect(code).toMatch(/^export default function \(runtime\) \{$/m);
      expect(code.match(/^export\b/gm)).toHaveLength(1);
    }
  });

  it('judges the shipped schema exactly as the build’s module does', async () => {
    const schema = readSchema('profile');
    const built = createPrecompiledValidator((await validatorLoaders.profile()).functions, schema);
    const compiled = await importFactory(compileFormValidatorFactory('profile', schema));
    const served = createFormValidator('profile', compiled, schema);
    expect(compiled.schema).toEqual(schema);
    for (const data of [
      valid,
      {},
      { firstname: 'Ana', lastname: ' ' },
      { firstname: 'A$a', lastname: 'P', birth_date: '2024-02-30' },
      { firstname: 'x'.repeat(51) },
    ]) {
      expect(served.validateFormData(data, schema), JSON.stringify(data)).toEqual(built.validateFormData(data, schema));
    }
  });

  it('judges by the live schema: refuses the added field missing or malformed, takes a valid value', async () => {
    const schema = profileWithNickname();
    const compiled = await importFactory(compileFormValidatorFactory('profile', schema));
    const validator = createFormValidator('profile', compiled, schema);
    const runtime = customizeValidator(validatorOptions);

    const missing = validator.validateFormData({ firstname: 'Ana', lastname: 'Peeters' }, schema);
    expect(missing.errors.map((e) => [e.name, e.property])).toEqual([['required', 'nickname']]);
    const malformed = validator.validateFormData({ ...valid, nickname: 'A', met_on: '2024-02-30' }, schema);
    expect(malformed.errors.map((e) => [e.name, e.property]).sort()).toEqual([
      ['format', '.met_on'],
      ['minLength', '.nickname'],
    ]);
    expect(validator.validateFormData(valid, schema).errors).toEqual([]);
    expect(validator.isValid(schema, valid, schema)).toBe(true);
    // The same verdicts and messages as rjsf's runtime ajv validator, which the browser may not run (CSP).
    for (const data of [valid, {}, { firstname: 'Ana', lastname: 'Peeters' }, { ...valid, nickname: 'A', met_on: '2024-02-30' }])
      expect(validator.validateFormData(data, schema)).toEqual(runtime.validateFormData(data, schema));
  });

  it('is refused for another version of the schema (the page’s and the module’s differ)', async () => {
    const compiled = await importFactory(compileFormValidatorFactory('profile', profileWithNickname()));
    expect(() => createFormValidator('profile', compiled, readSchema('profile'))).toThrow(
      'was compiled from another version of schemas/forms/profile.json',
    );
    const built = await validatorLoaders.profile();
    expect(() => createFormValidator('profile', built, profileWithNickname())).toThrow('was compiled from another version');
  });

  it('binds the helpers the build’s module imports: string lengths by code point, const by deep equality', async () => {
    const schema = readSchema('change-password');
    const compiled = await importFactory(compileFormValidatorFactory('change-password', schema));
    // The functions are named by the schema's $id, as the build's module names them.
    expect(Object.keys(compiled.functions)).toEqual(['changePassword']);
    const validator = createFormValidator('change-password', compiled, schema);
    const built = createPrecompiledValidator((await validatorLoaders['change-password']()).functions, schema);
    for (const data of [
      { current_password: 'Old#2026ok', password: 'Sunny-days9', password_confirmation: 'Sunny-days9' },
      { current_password: 'Old#2026ok', password: 'Sunny-days9', password_confirmation: 'Sunny-days8' },
      { password: '😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀Aa1!' },
    ])
      expect(validator.validateFormData(data, schema)).toEqual(built.validateFormData(data, schema));
    expect(validatorRuntime.ucs2length('😀')).toBe(1);
  });

  it('keeps the build’s ES module as it was, and refuses what the precompiled path cannot take', () => {
    const schema = readSchema('profile');
    expect(compileFormValidator('profile', schema, validatorOptions)).toBe(
      fs.readFileSync(path.join(root, 'src/generated/validators/profile.js'), 'utf8'),
    );
    expect(() => compileFormValidatorFactory('profile', { ...schema, $id: 'other' })).toThrow(FormSchemaError);
    expect(() =>
      compileFormValidatorFactory('profile', { ...schema, properties: { ...schema.properties, site: { type: 'string', format: 'uri' } } }),
    ).toThrow('format "uri" is not defined in src/contract/formats.ts');
  });

  it('is not imported by a page rendered in Node (the server’s renderer): the live form is drawn, never filled in there', async () => {
    expect(import.meta.env.SSR).toBe(true);
    const schema = profileWithNickname();
    const compiled = await liveFormValidator('profile', schema);
    expect(compiled.schema).toBe(schema);
    const validator = createFormValidator('profile', compiled, schema);
    expect(validator.validateFormData({}, schema).errors).toEqual([]);
    expect(validator.isValid({ type: 'object', required: ['a'] }, {}, schema)).toBe(true);
  });
});
