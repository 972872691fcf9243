// Validates each config file against its JSON Schema (schemas/config). Which schema applies is decided by
// the file's place in config/, so an editor cannot point a file at the wrong schema.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { formFileOf } from '../../src/contract/form-files';
import type { Problem } from './problem';

// ajv-formats ships CommonJS; under ESM interop its function may sit on `.default`.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

const schemaFor: [RegExp, string][] = [
  [/^config\/app\.json$/, 'app.schema.json'],
  [/^config\/navigation\.json$/, 'navigation.schema.json'],
  [/^config\/routes\/(public|private|tracked)\.json$/, 'route.schema.json'],
  [/^config\/routes\/overlays\/[^/]+\.json$/, 'overlay.schema.json'],
  [/^config\/pages\/[^/]+\.json$/, 'page.schema.json'],
  [/^config\/locales\/[^/]+\/[^/]+\.json$/, 'locale.schema.json'],
  [/^schemas\/forms\/[^/]+(?<!\.ui)\.json$/, 'form.schema.json'],
];

// Files in a place that had a schema once: the message says where their content goes now.
const movedFor: [RegExp, string][] = [
  [
    /^config\/locales\/[^/]+\.json$/,
    "a language's strings are in namespace files, config/locales/<language>/<namespace>.json: move this file's groups into its language's folder",
  ],
];

// The schemas last compiled, by their files' text: the checker runs many times in one process (the dev server on
// each change, the config tests on each copy of the config) and compiling the schemas is most of a run. A schema
// that changed is compiled afresh.
let compiled: { key: string; ajv: Ajv2020 } | null = null;

function createAjv(root: string): Ajv2020 {
  const dir = join(root, 'schemas/config');
  const schemas = readdirSync(dir)
    .filter((n) => n.endsWith('.schema.json'))
    .map((name) => [name, readFileSync(join(dir, name), 'utf8')] as const);
  const key = JSON.stringify(schemas);
  if (compiled?.key === key) return compiled.ajv;
  // verbose: a block's wrong prop is told with the props that block takes (the error's parentSchema).
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
  addFormats(ajv);
  for (const [name, text] of schemas) ajv.addSchema(JSON.parse(text), name);
  compiled = { key, ajv };
  return ajv;
}

/** What a schema error says: the English message, and its name and values for the studio's words. */
type Said = Pick<Problem, 'message' | 'key' | 'params'>;

/** An ajv error's values as the studio's words take them: texts and numbers, a list joined. */
function paramsOf(error: ErrorObject): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(error.params as Record<string, unknown>).map(([name, value]) => [
      name,
      typeof value === 'number' ? value : Array.isArray(value) ? value.map(String).join(', ') : String(value),
    ]),
  );
}

function describe(error: ErrorObject, data: unknown): Said {
  if (error.keyword === 'enum' && error.instancePath.endsWith('/template')) {
    const template = String(valueAt(data, error.instancePath));
    return { message: `unknown template "${template}"`, key: 'unknownTemplate', params: { template } };
  }
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ');
    return { message: `must be one of: ${allowed}`, key: 'mustBeOneOf', params: { allowed } };
  }
  if (error.keyword === 'additionalProperties') {
    const property = (error.params as { additionalProperty: string }).additionalProperty;
    const unknown = `unknown property "${property}"`;
    const block = /^\/blocks\/\d+\/props$/.test(error.instancePath)
      ? valueAt(data, `${error.instancePath.slice(0, -'/props'.length)}/block`)
      : undefined;
    if (typeof block !== 'string') return { message: unknown, key: 'unknownProperty', params: { property } };
    const props = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
    if (!props.length)
      return {
        message: `${unknown} (block "${block}" takes no props)`,
        key: 'unknownPropertyOfBlockWithoutProps',
        params: { property, block },
      };
    const named = props.map((p) => `"${p}"`).join(', ');
    return {
      message: `${unknown} (block "${block}" takes ${named})`,
      key: 'unknownPropertyOfBlock',
      params: { property, block, props: named },
    };
  }
  if (error.keyword === 'required') {
    const property = (error.params as { missingProperty: string }).missingProperty;
    return { message: `missing required property "${property}"`, key: 'missingProperty', params: { property } };
  }
  // Any other rule of the schemas: ajv's English, and the rule's name (`schema.minLength`) with ajv's values.
  return { message: error.message ?? error.keyword, key: `schema.${error.keyword}`, params: paramsOf(error) };
}

function valueAt(data: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], data);
}

export function checkSchemas(root: string, files: Map<string, unknown>): Problem[] {
  const ajv = createAjv(root);
  const problems: Problem[] = [];
  for (const [file, data] of files) {
    // A form's layout (its uiSchema, rjsf's vocabulary) is held to its form by form-rules.ts.
    if (formFileOf(file)?.part === 'layout') continue;
    const schema = schemaFor.find(([pattern]) => pattern.test(file))?.[1];
    if (!schema) {
      const moved = movedFor.find(([pattern]) => pattern.test(file))?.[1];
      problems.push(
        moved
          ? { file, pointer: '', message: moved, key: 'localeFileMoved' }
          : { file, pointer: '', message: 'no schema applies to this file (is it in the right folder?)', key: 'noSchema' },
      );
      continue;
    }
    const validate = ajv.getSchema(schema);
    if (!validate) throw new Error(`schema ${schema} is missing from schemas/config`);
    if (validate(data)) continue;
    // anyOf on locale nodes repeats the same complaint per branch: keep one per place.
    const seen = new Set<string>();
    for (const error of validate.errors ?? []) {
      // The failed `if` of a block's props rule only repeats the `then` error below it.
      if (error.keyword === 'anyOf' || error.keyword === 'if') continue;
      const said = describe(error, data);
      const place = `${error.instancePath}|${said.message}`;
      if (seen.has(place)) continue;
      seen.add(place);
      problems.push({ file, pointer: error.instancePath, ...said });
    }
  }
  return problems;
}
