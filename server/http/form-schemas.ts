// The forms' JSON Schemas (schemas/forms/<id>.json) are the only statement of a form's fields and rules. A
// contract schema that says `"x-forms": [<form ids>]` gets those forms' properties at load time, so the API
// validates a submission with the very rules the browser's precompiled validator applies (same formats:
// src/contract/formats.ts), and the generated client types see the same fields.
//   x-forms-mode "request": the fields with their rules; required = what every listed form requires.
//   x-forms-mode "patch":   the same rules, nothing required, and null clears a field not every form requires.
//   x-forms-mode "answer":  each field as a nullable value of its type (what the server stores and returns).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { formFile } from '../../src/contract/form-files';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

// Through a variable: Vite (the jsdom tests' loader) rewrites `new URL('<literal>', import.meta.url)` into an asset's
// address, which is no file.
const here = import.meta.url;
/** The forms the project ships; a server may be given another folder of them (ServerOptions.formsDir). */
export const defaultFormsDir = new URL('../../schemas/forms/', here);

/** A forms folder given as a path or a URL, as a folder URL (with its trailing slash). */
export function formsDirUrl(dir: string | URL = defaultFormsDir): URL {
  return typeof dir === 'string' ? pathToFileURL(`${dir.replace(/\/$/, '')}/`) : dir;
}

// Annotations of the form file that mean nothing to the API (and `$id`s would clash inside the contract).
const dropped = new Set(['$schema', '$id', '$comment']);

/**
 * Form files a live version of the studio changes, by their path in the project (`schemas/forms/profile.json`,
 * `schemas/forms/profile.ui.json`), parsed: they stand in for the files of the forms folder.
 */
export type FormOverlay = Readonly<Record<string, unknown>>;

/** A form's schema as the overlay has it, else as it is on disk; throws with the file's name when it is missing or broken. */
export function readFormSchema(formId: string, dir: URL = defaultFormsDir, overlay?: FormOverlay): JsonObject {
  const live = overlay?.[formFile(formId)];
  if (live !== undefined) return live as JsonObject;
  return JSON.parse(readFileSync(new URL(`${formId}.json`, dir), 'utf8')) as JsonObject;
}

function isMultiLine(dir: URL, formId: string, field: string, overlay?: FormOverlay): boolean {
  try {
    const file = overlay?.[formFile(formId, 'layout')] ?? JSON.parse(readFileSync(new URL(`${formId}.ui.json`, dir), 'utf8'));
    const ui = file as Record<string, { 'ui:widget'?: string } | undefined>;
    return ui[field]?.['ui:widget'] === 'textarea';
  } catch {
    return false;
  }
}

type Guards = Record<'SingleLineText' | 'MultiLineText', JsonObject>;

/** What resolving a contract schema needs: the text rules it adds to free text, the forms folder and its overlay. */
interface Resolving {
  guards: Guards;
  dir: URL;
  overlay?: FormOverlay;
}

/**
 * A free-text field also refuses control characters (PostgreSQL refuses NUL): the contract's text rules
 * (SingleLineText, MultiLineText for a textarea), without their `type`, so that null still clears in a patch.
 */
function withTextGuard(formId: string, field: string, schema: JsonObject, { guards, dir, overlay }: Resolving): JsonObject {
  if (schema.type !== 'string' || 'enum' in schema) return schema;
  const guard = isMultiLine(dir, formId, field, overlay) ? 'MultiLineText' : 'SingleLineText';
  const { pattern, 'x-message': message, 'x-key': key } = guards[guard];
  return { ...schema, allOf: [{ pattern: pattern ?? null, 'x-message': message ?? null, 'x-key': key ?? null }] };
}

function nullable(schema: JsonObject): JsonObject {
  const type = schema.type;
  if (typeof type !== 'string') return schema;
  return { ...schema, type: [type, 'null'], ...(Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {}) };
}

function fieldFor(
  mode: string,
  formId: string,
  field: string,
  schema: JsonObject,
  requiredEverywhere: boolean,
  resolving: Resolving,
): JsonObject {
  const own = Object.fromEntries(Object.entries(schema).filter(([k]) => !dropped.has(k))) as JsonObject;
  if (mode === 'answer') return { type: [typeof own.type === 'string' ? own.type : 'string', 'null'] };
  const ruled = { ...withTextGuard(formId, field, own, resolving), 'x-form-field': formId };
  return mode === 'patch' && !requiredEverywhere ? nullable(ruled) : ruled;
}

/** Adds the listed forms' fields to one contract schema; a field two forms declare differently is an error. */
function resolveOne(name: string, schema: JsonObject, resolving: Resolving): JsonObject {
  const forms = schema['x-forms'] as string[];
  const mode = typeof schema['x-forms-mode'] === 'string' ? schema['x-forms-mode'] : 'request';
  const loaded = forms.map((id) => ({ id, schema: readFormSchema(id, resolving.dir, resolving.overlay) }));
  const requiredBy = (form: JsonObject): string[] => (Array.isArray(form.required) ? (form.required as string[]) : []);
  const properties: Record<string, JsonObject> = { ...((schema.properties as Record<string, JsonObject> | undefined) ?? {}) };
  const seen = new Map<string, { id: string; text: string }>();
  for (const { id, schema: form } of loaded) {
    for (const [field, fieldSchema] of Object.entries((form.properties ?? {}) as Record<string, JsonObject>)) {
      const text = JSON.stringify(Object.fromEntries(Object.entries(fieldSchema).filter(([k]) => k !== 'title')));
      const before = seen.get(field);
      if (before && before.text !== text) {
        throw new Error(
          `schemas/forms/${id}.json#/properties/${field}: differs from schemas/forms/${before.id}.json (contract schema ${name} takes both)`,
        );
      }
      seen.set(field, { id, text });
      const requiredEverywhere = loaded.every((f) => requiredBy(f.schema).includes(field));
      properties[field] ??= fieldFor(mode, id, field, fieldSchema, requiredEverywhere, resolving);
    }
  }
  const resolved: JsonObject = { ...schema, properties };
  if (mode === 'request') {
    const common = requiredBy(loaded[0]?.schema ?? {}).filter((f) => loaded.every((l) => requiredBy(l.schema).includes(f)));
    resolved.required = [...new Set([...((schema.required as string[] | undefined) ?? []), ...common])];
  }
  return resolved;
}

/**
 * The contract with every `x-forms` schema resolved from the forms of `dir` (what the server, the type generator and
 * the tests read), the files of `overlay` (a live version's) in place of theirs.
 */
export function resolveFormSchemas<T extends { components: { schemas: Record<string, JsonObject> } }>(
  document: T,
  dir: URL = defaultFormsDir,
  overlay?: FormOverlay,
): T {
  const { SingleLineText, MultiLineText } = document.components.schemas;
  if (!SingleLineText || !MultiLineText) throw new Error('the contract lacks SingleLineText or MultiLineText');
  const resolving = { guards: { SingleLineText, MultiLineText }, dir, overlay };
  const schemas = Object.fromEntries(
    Object.entries(document.components.schemas).map(([name, schema]) => [
      name,
      Array.isArray(schema['x-forms']) ? resolveOne(name, schema, resolving) : schema,
    ]),
  );
  return { ...document, components: { ...document.components, schemas } };
}
