// Rule "form ↔ operation": a form names the API operation it submits to (`"x-operation": "<operationId>"` in
// schemas/forms/<id>.json, or a list when several operations take what it fills; `"x-at": "<property>"` when it
// fills one property of the request, such as a delivery address; `"x-supplied": [...]` lists request properties
// the page adds itself, such as a link's code). The form and that operation's request schema must agree, or a member could fill a form the API
// then refuses. A request whose `x-forms` lists the form takes its fields as the form states them (the server
// inlines them, server/http/form-schemas.ts), so only a property the contract states itself is compared.
//   - every form field has a place in the request, unless the request takes the form (x-forms) or other fields;
//   - every property the request requires is a form field (or supplied by the page);
//   - a field's type and limits (maxLength, minLength, minimum, maximum, pattern, enum) are the same on both sides.
// A form whose values are kept nowhere (a filter or a search, written to the page's address; a sign-in; a language or
// a picture the page sends in a shape of its own) lists the fields its page or the API reads by name in `x-fields`,
// and names no operation or one that keeps nothing; a field outside that list is refused, for it would be sent to
// nothing. Every form names one or the other, so a field an editor adds is either kept or refused, never dropped.
// Runs on a project that has forms and schemas/api (a config-only copy has nothing to compare).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formFile } from '../../src/contract/form-files';
import { pointerSegment } from './problem';
import type { Problem } from './problem';

type Json = Record<string, unknown>;
interface Operation {
  id: string;
  schemaName: string;
  request: Json;
}

const CONTRACT = 'schemas/api/openapi.json';
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function deref(schema: unknown, schemas: Record<string, Json>): Json {
  let node = isObject(schema) ? schema : {};
  for (let hops = 0; typeof node.$ref === 'string' && hops < 10; hops += 1) node = schemas[node.$ref.split('/').at(-1) ?? ''] ?? {};
  return node;
}

/** Every operation with a request body, by operationId: its body schema (the first media type) and its name. */
function operationsOf(contract: Json): Map<string, Operation | null> {
  const schemas = ((contract.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const operations = new Map<string, Operation | null>();
  for (const item of Object.values((contract.paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(item).filter(isObject)) {
      if (typeof operation.operationId !== 'string') continue;
      const content = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
      const body = content ? Object.values(content)[0]?.schema : undefined;
      if (!body) {
        operations.set(operation.operationId, null);
        continue;
      }
      const ref = isObject(body) && typeof body.$ref === 'string' ? (body.$ref.split('/').at(-1) ?? '') : 'inline schema';
      operations.set(operation.operationId, { id: operation.operationId, schemaName: ref, request: deref(body, schemas) });
    }
  }
  return operations;
}

const withoutNull = (type: unknown): string => (Array.isArray(type) ? type.filter((t) => t !== 'null').join('|') : String(type));
const show = (value: unknown): string => (value === undefined ? 'none' : JSON.stringify(value));
const enumOf = (value: unknown): string | undefined =>
  Array.isArray(value) ? JSON.stringify(value.filter((v) => v !== null).sort()) : undefined;

/**
 * The keywords of one field that differ between the form and the request: [keyword, form's, request's]. A
 * named format (password, agent-code…) is the browser's statement of a length or pattern the request may state
 * in its own words, so a keyword the form leaves to its format is not compared; nor a request's minLength 1
 * on a field the form requires (the form never sends it empty).
 */
function disagreements(form: Json, api: Json, required: boolean): [string, unknown, unknown][] {
  const found: [string, unknown, unknown][] = [];
  const stated = (keyword: string) => form[keyword] !== undefined || form.format === undefined;
  if (form.type !== undefined && api.type !== undefined && withoutNull(form.type) !== withoutNull(api.type))
    found.push(['type', form.type, api.type]);
  for (const keyword of ['maxLength', 'minLength', 'minimum', 'maximum', 'pattern']) {
    if (keyword === 'minLength' && required && form.minLength === undefined && api.minLength === 1) continue;
    if (form[keyword] !== api[keyword] && stated(keyword)) found.push([keyword, form[keyword], api[keyword]]);
  }
  if (enumOf(form.enum) !== enumOf(api.enum)) found.push(['enum', form.enum, api.enum]);
  return found;
}

/** The operations a form names: one id, or a list when several operations take what it fills (a delivery address). */
function namesOf(named: unknown): string[] | null {
  if (typeof named === 'string') return [named];
  if (Array.isArray(named) && named.length > 0 && named.every((name) => typeof name === 'string')) return named as string[];
  return null;
}

/** A request's property dereferenced, and its one alternative that is not null when it may be null (`oneOf: [{ $ref },
 * { type: null }]`: a patch that clears it, an option a product may not have): what a form's field must agree with. */
function placeOf(schema: unknown, schemas: Record<string, Json>): Json {
  const part = deref(schema, schemas);
  const alternatives = (Array.isArray(part.oneOf) ? part.oneOf : Array.isArray(part.anyOf) ? part.anyOf : []).filter(
    (alternative) => !(isObject(alternative) && alternative.type === 'null'),
  );
  return alternatives.length === 1 ? deref(alternatives[0], schemas) : part;
}

/** The part of a request a form fills: the request itself, or its property `at` (`x-at`), as placeOf gives it. */
function partOf(request: Json, at: unknown, schemas: Record<string, Json>): Json | null {
  if (at === undefined) return request;
  const places = isObject(request.properties) ? request.properties : {};
  if (typeof at !== 'string' || !Object.hasOwn(places, at)) return null;
  return placeOf(places[at], schemas);
}

/** The fields a form's page (or the API) reads by name (`x-fields`), against the form's properties. */
function checkReadFields(formId: string, form: Json): Problem[] {
  const file = formFile(formId);
  const read = form['x-fields'];
  if (read === undefined) {
    if (form['x-operation'] !== undefined) return [];
    return [
      {
        file,
        pointer: '',
        message: 'names no operation (x-operation) nor the fields its page reads (x-fields): a field added here would be sent to nothing',
      },
    ];
  }
  const listed = Array.isArray(read) ? read.filter((name): name is string => typeof name === 'string') : [];
  const fields = Object.keys(isObject(form.properties) ? form.properties : {});
  return [
    ...fields
      .filter((field) => !listed.includes(field))
      .map((field) => ({
        file,
        pointer: `/properties/${pointerSegment(field)}`,
        message: `"${field}" is not among the fields this form's page reads (x-fields), so it would be sent to nothing: this form keeps no field an editor adds (docs/editors/add-a-form-field.md lists those that do)`,
      })),
    ...listed.flatMap((name, index) =>
      fields.includes(name) ? [] : [{ file, pointer: `/x-fields/${index}`, message: `"${name}" is not a field of this form` }],
    ),
  ];
}

function checkForm(formId: string, form: Json, operations: Map<string, Operation | null>, schemas: Record<string, Json>): Problem[] {
  const file = formFile(formId);
  if (form['x-operation'] === undefined) return checkReadFields(formId, form);
  const names = namesOf(form['x-operation']);
  if (!names) return [{ file, pointer: '/x-operation', message: 'must be an operationId of the API contract, or a list of them' }];
  return names
    .flatMap((named, index) => {
      const pointer = Array.isArray(form['x-operation']) ? `/x-operation/${index}` : '/x-operation';
      if (!operations.has(named)) return [{ file, pointer, message: `unknown operation "${named}" (not in ${CONTRACT})` }];
      const operation = operations.get(named);
      if (!operation) return [{ file, pointer, message: `operation "${named}" takes no request body` }];
      const request = partOf(operation.request, form['x-at'], schemas);
      if (!request)
        return [
          {
            file,
            pointer: '/x-at',
            message: `the request of ${named} (${operation.schemaName}) has no property "${String(form['x-at'])}"`,
          },
        ];
      const at = form['x-at'] === undefined ? '' : `.${String(form['x-at'])}`;
      return checkFields(formId, form, request, `the request of ${named} (${operation.schemaName}${at})`, pointer, schemas);
    })
    .concat(checkReadFields(formId, form));
}

/** Problems between a form's fields and the request (or the part of it) they fill, named `where`. */
function checkFields(
  formId: string,
  form: Json,
  request: Json,
  where: string,
  operationPointer: string,
  schemas: Record<string, Json>,
): Problem[] {
  const file = formFile(formId);
  const problems: Problem[] = [];
  const fields = (isObject(form.properties) ? form.properties : {}) as Record<string, Json>;
  const places = (isObject(request.properties) ? request.properties : {}) as Record<string, unknown>;
  const takesOthers = request.additionalProperties !== false || (Array.isArray(request['x-forms']) && request['x-forms'].includes(formId));
  for (const [field, schema] of Object.entries(fields)) {
    const pointer = `/properties/${pointerSegment(field)}`;
    if (!(field in places)) {
      if (!takesOthers)
        problems.push({
          file,
          pointer,
          message: `"${field}" has no place in ${where}, which takes no other fields (list this form in its x-forms, or add the property)`,
        });
      continue;
    }
    const required = Array.isArray(form.required) && form.required.includes(field);
    for (const [keyword, mine, theirs] of disagreements(schema, placeOf(places[field], schemas), required)) {
      problems.push({ file, pointer: `${pointer}/${keyword}`, message: `${keyword} ${show(mine)} here, ${show(theirs)} in ${where}` });
    }
  }
  const supplied = Array.isArray(form['x-supplied']) ? (form['x-supplied'] as unknown[]) : [];
  for (const property of Array.isArray(request.required) ? (request.required as string[]) : []) {
    if (property in fields || supplied.includes(property)) continue;
    problems.push({
      file,
      pointer: operationPointer,
      message: `${where} requires "${property}", which this form lacks (add the field, or list it in x-supplied when the page supplies it)`,
    });
  }
  return problems;
}

/** Problems between each form (`forms`: form id → its schema, as the checker's files hold it) and the operation it names. */
export function checkFormOperations(root: string, forms: ReadonlyMap<string, unknown>): Problem[] {
  const contractFile = join(root, CONTRACT);
  if (forms.size === 0 || !existsSync(contractFile)) return [];
  let contract: Json;
  try {
    contract = JSON.parse(readFileSync(contractFile, 'utf8')) as Json;
  } catch (error) {
    return [{ file: CONTRACT, pointer: '', message: `invalid JSON: ${(error as Error).message}` }];
  }
  const schemas = ((contract.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const operations = operationsOf(contract);
  return [...forms]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([id, form]) => (isObject(form) ? checkForm(id, form, operations, schemas) : []));
}
