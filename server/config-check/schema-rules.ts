// Validates each config file against its JSON Schema (schemas/config). Which schema applies is decided by
// the file's place in config/, so an editor cannot point a file at the wrong schema.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
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

function describe(error: ErrorObject, data: unknown): string {
  if (error.keyword === 'enum' && error.instancePath.endsWith('/template')) {
    return `unknown template "${String(valueAt(data, error.instancePath))}"`;
  }
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ');
    return `must be one of: ${allowed}`;
  }
  if (error.keyword === 'additionalProperties') {
    const unknown = `unknown property "${(error.params as { additionalProperty: string }).additionalProperty}"`;
    const block = /^\/blocks\/\d+\/props$/.test(error.instancePath)
      ? valueAt(data, `${error.instancePath.slice(0, -'/props'.length)}/block`)
      : undefined;
    if (typeof block !== 'string') return unknown;
    const props = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
    return `${unknown} (block "${block}" takes ${props.length ? props.map((p) => `"${p}"`).join(', ') : 'no props'})`;
  }
  if (error.keyword === 'required') {
    return `missing required property "${(error.params as { missingProperty: string }).missingProperty}"`;
  }
  return error.message ?? error.keyword;
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
    const schema = schemaFor.find(([pattern]) => pattern.test(file))?.[1];
    if (!schema) {
      const moved = movedFor.find(([pattern]) => pattern.test(file))?.[1];
      problems.push({ file, pointer: '', message: moved ?? 'no schema applies to this file (is it in the right folder?)' });
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
      const message = describe(error, data);
      const key = `${error.instancePath}|${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({ file, pointer: error.instancePath, message });
    }
  }
  return problems;
}
