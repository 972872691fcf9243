// `npm run build:validators`: compiles every form schema (schemas/forms/<form-id>.json) into a precompiled
// validator, src/generated/validators/<form-id>.js, with ajv's standalone code generation through
// @rjsf/validator-ajv8's `compileSchemaValidatorsCode`. The browser then validates with plain functions:
// no ajv compiler and no `new Function` in the bundle, so the portal runs under a CSP without unsafe-eval.
// Also writes <form-id>.d.ts and a typed index.ts (form ids + lazy loaders) that src/forms imports.
// `--check` writes nothing and exits 1 when a generated file is missing, stale or left over. Both also fail
// when a form names an i18n key (title, help, message…) that a language of config/locales lacks.
//
// The code generation itself (ajv's output turned into an ES module) is server/forms/validator-code.ts, which the
// server also uses to compile a live version's schema for the browser (server/http/form-validator-module.ts).
import type { RJSFSchema } from '@rjsf/utils';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { syncGeneratedFiles } from './lib/generated-files.ts';
import { validatorOptions } from '../src/contract/form-validator-options.ts';
import { LocaleFileError, localeLanguages, readLocaleTree } from '../server/reference/locale-strings.ts';
import { BANNER, FormSchemaError, compileFormValidator as compileValidatorCode, expectedSchemaId } from '../server/forms/validator-code.ts';
import { referencedKeys } from '../server/config-check/form-rules.ts';

export { FormSchemaError, expectedSchemaId };

// From a string, not `new URL(...)`: under jsdom (tests) the global URL is jsdom's, which fileURLToPath rejects.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCHEMA_DIR = join(ROOT, 'schemas', 'forms');
const LOCALES_DIR = join(ROOT, 'config', 'locales');
const OUT_DIR = join(ROOT, 'src', 'generated', 'validators');

/** The form ids: every schemas/forms/<id>.json that is not a uiSchema (<id>.ui.json). */
export function listFormIds(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.ui.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

// Problems name files as editors know them (schemas/forms/…, config/locales/…), also when checking a copy.
function readJson(file: string, label = relative(ROOT, file)): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new FormSchemaError(`${label}: invalid JSON (${(err as Error).message})`);
  }
}

/** Reads and checks one form's schema: the rules the precompiled path needs, with the file in the message. */
export function readFormSchema(formId: string, dir = SCHEMA_DIR): RJSFSchema {
  const file = join(dir, `${formId}.json`);
  const where = `schemas/forms/${formId}.json`;
  if (!/^[a-z][a-z\d]*(?:-[a-z\d]+)*$/.test(formId)) throw new FormSchemaError(`${where}: form ids are kebab-case`);
  const schema = readJson(file, where);
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) throw new FormSchemaError(`${where}: not a JSON object`);
  const { $id } = schema as { $id?: unknown };
  const expected = expectedSchemaId(formId);
  if ($id !== expected)
    throw new FormSchemaError(
      `${where}#/$id: must be "${expected}" (a JS identifier derived from the file name), got ${JSON.stringify($id)}`,
    );
  if (!existsSync(join(dir, `${formId}.ui.json`))) throw new FormSchemaError(`${where}: missing its uiSchema ${formId}.ui.json`);
  readJson(join(dir, `${formId}.ui.json`), `schemas/forms/${formId}.ui.json`);
  return schema as RJSFSchema;
}

/** ajv standalone code for one schema, turned into a self-contained ES module (with the forms' ajv options). */
export function compileFormValidator(formId: string, schema: RJSFSchema): string {
  return compileValidatorCode(formId, schema, validatorOptions);
}

function declarationFile(): string {
  return `${BANNER}
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

export declare const compiledSchema: RJSFSchema;
declare const validators: ValidatorFunctions;
export default validators;
`;
}

function indexFile(formIds: string[]): string {
  const q = (s: string) => `'${s}'`;
  return `${BANNER}
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** Every form this build ships: one per schemas/forms/<form-id>.json. */
export const formIds = [${formIds.map(q).join(', ')}] as const;

export type FormId = (typeof formIds)[number];

/** A form's precompiled validator functions and the schema they were compiled from. */
export interface CompiledValidator {
  functions: ValidatorFunctions;
  schema: RJSFSchema;
}

/** Lazy loaders of each form's precompiled validator (one chunk per form). */
export const validatorLoaders: Readonly<Record<FormId, () => Promise<CompiledValidator>>> = {
${formIds.map((id) => `  ${q(id)}: () => import('./${id}.js').then((m) => ({ functions: m.default, schema: m.compiledSchema })),`).join('\n')}
};
`;
}

function hasString(strings: unknown, key: string): boolean {
  let node = strings;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/** The key, or its plural forms (i18next's `<key>_one`, `<key>_other`): a text given a `count` (formContext.textValues). */
function hasKey(strings: unknown, key: string): boolean {
  return hasString(strings, key) || (hasString(strings, `${key}_one`) && hasString(strings, `${key}_other`));
}

/** A language's strings, all its namespace files together (a form's key names its group, not its file). */
function languageStrings(language: string, localesDir: string): unknown {
  try {
    return readLocaleTree(language, localesDir);
  } catch (err) {
    if (err instanceof LocaleFileError) throw new FormSchemaError(err.message);
    throw err;
  }
}

/** Problems `file#/pointer: message` for keys a form names that a language (a folder of config/locales) lacks. */
export function checkFormTranslations(schemaDir = SCHEMA_DIR, localesDir = LOCALES_DIR): string[] {
  const strings = new Map(localeLanguages(localesDir).map((language) => [language, languageStrings(language, localesDir)]));
  const problems: string[] = [];
  for (const id of listFormIds(schemaDir)) {
    const keys = referencedKeys(
      readJson(join(schemaDir, `${id}.json`), `schemas/forms/${id}.json`),
      readJson(join(schemaDir, `${id}.ui.json`), `schemas/forms/${id}.ui.json`),
    );
    for (const [key, where] of keys) {
      const missing = [...strings].filter(([, s]) => !hasKey(s, key)).map(([language]) => language);
      const file = where.includes('ui:') ? `${id}.ui.json` : `${id}.json`;
      if (missing.length) problems.push(`schemas/forms/${file}#${where}: translation key "${key}" is missing in ${missing.join(', ')}`);
    }
  }
  return problems;
}

/** Every file this script owns in src/generated/validators, by file name → content. */
export function generateAll(schemaDir = SCHEMA_DIR, localesDir = LOCALES_DIR): Map<string, string> {
  const ids = listFormIds(schemaDir);
  const files = new Map<string, string>();
  for (const id of ids) {
    files.set(`${id}.js`, compileFormValidator(id, readFormSchema(id, schemaDir)));
    files.set(`${id}.d.ts`, declarationFile());
  }
  const untranslated = checkFormTranslations(schemaDir, localesDir);
  if (untranslated.length) throw new FormSchemaError(untranslated.join('\n'));
  files.set('index.ts', indexFile(ids));
  return files;
}

function main(): number {
  const check = process.argv.includes('--check');
  let files: Map<string, string>;
  try {
    files = generateAll();
  } catch (err) {
    if (!(err instanceof FormSchemaError)) throw err;
    console.error(err.message);
    return 1;
  }
  return syncGeneratedFiles(ROOT, OUT_DIR, files, check, 'Form validators');
}

// Run only as a script, so tests can import the functions above.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(main());
