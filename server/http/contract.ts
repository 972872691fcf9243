// Loads the API contract (schemas/api/openapi.json) once per process and turns it into what Fastify needs: one ajv
// holding every component schema, and per operation its method, URL and route schema. Routes are declared
// by operationId, so a route the contract does not describe cannot exist.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { readFileSync } from 'node:fs';
import type { FastifySchema, HTTPMethods } from 'fastify';
import { formats } from '../../src/contract/formats';
import { formFields, formRequired } from './form-extras';
import { defaultFormsDir, resolveFormSchemas } from './form-schemas';
import type { FormOverlay } from './form-schemas';

// ajv-formats ships CommonJS; under ESM interop its function may sit on `.default`.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface MediaTypes {
  [mediaType: string]: { schema?: JsonObject };
}
interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; required?: boolean; schema: JsonObject }[];
  requestBody?: { content: MediaTypes };
  responses: Record<string, { $ref?: string; content?: MediaTypes }>;
  /** `refused`: a support session may not use the operation (answered 409 impersonation_forbidden). */
  'x-support-session'?: 'refused';
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonObject>; responses: Record<string, { content?: MediaTypes }> };
}

export interface ContractRoute {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema;
}

export interface Contract {
  /** Method, URL (with the /api prefix) and request/answer schemas of an operation. */
  route(operationId: string): ContractRoute;
  operationIds(): string[];
  /** The operation of this route (method, URL as declared) is marked `x-support-session: refused`. */
  refusesSupportSession(method: string, url: string): boolean;
  /** Compiles a validator for `{ $ref: 'miles-api#/$defs/<Name>' }`-style schemas built from the contract. */
  compile(schema: object): ValidateFunction;
  /** Validates a value against a component schema by name; null when it conforms. */
  errors(schemaName: string, value: unknown): ErrorObject[] | null;
  /** The fields the listed forms declare, from the forms this contract was resolved with (a shared list: not to change). */
  formFields(formIds: readonly string[]): string[];
  /** The fields every one of the listed forms requires. */
  formRequired(formIds: readonly string[]): string[];
}

export const contractFile = new URL('../../schemas/api/openapi.json', import.meta.url);
const schemaId = 'miles-api';

/** `#/components/schemas/X` → `miles-api#/$defs/X`: the components live in ajv as one schema's $defs. */
function rewriteRefs(value: Json): Json {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' ? v.replace('#/components/schemas/', `${schemaId}#/$defs/`) : rewriteRefs(v),
    ]),
  );
}

function jsonSchemaOf(content: MediaTypes | undefined): JsonObject | undefined {
  const media = content?.['application/json'] ?? content?.['application/merge-patch+json'];
  return media?.schema ? (rewriteRefs(media.schema) as JsonObject) : undefined;
}

function parametersSchema(operation: Operation, place: 'query' | 'path'): JsonObject | undefined {
  const params = (operation.parameters ?? []).filter((p) => p.in === place);
  if (params.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, rewriteRefs(p.schema)])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

function createAjv(document: OpenApiDocument): Ajv2020 {
  // verbose: errors carry their schema, where the x-message / x-key of a field are read (violations.ts).
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, allowUnionTypes: true, verbose: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  // The forms' own formats, the very functions the browser's validators run (requirements §5 rules, one definition).
  for (const [name, rule] of Object.entries(formats)) ajv.addFormat(name, rule);
  ajv.addVocabulary([
    'x-message',
    'x-key',
    'x-required-message',
    'x-required-key',
    'x-messages',
    'x-forms',
    'x-forms-mode',
    'x-form-field',
  ]);
  ajv.addSchema({ $id: schemaId, $defs: rewriteRefs(document.components.schemas) });
  return ajv;
}

/**
 * The contract as the server reads it: the fields of the forms of `formsDir` (the files of `overlay` in place of theirs)
 * inlined where a schema names them (`x-forms`).
 */
export function readContractDocument(file: URL = contractFile, formsDir: URL = defaultFormsDir, overlay?: FormOverlay): OpenApiDocument {
  return resolveFormSchemas(JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument, formsDir, overlay);
}

// One contract per contract file and forms folder (the forms' fields are inlined) and process: neither changes
// while a process runs, and ajv caches what it compiled by schema object, so every server built in a process (the
// API tests build one per file) compiles a route's schemas once instead of once per server.
const loaded = new Map<string, Contract>();

/** The contract of `file` with the fields of the forms of `formsDir`, read and compiled on the first call of a process. */
export function loadContract(file: URL = contractFile, formsDir: URL = defaultFormsDir): Contract {
  const key = `${file.href} ${formsDir.href}`;
  let contract = loaded.get(key);
  if (!contract) {
    contract = compileContract(file, formsDir);
    loaded.set(key, contract);
  }
  return contract;
}

/** Kept per list of forms: a route asks for its forms' fields on each request (they follow the live version). */
function perForms(read: (formIds: readonly string[]) => string[]): (formIds: readonly string[]) => string[] {
  const kept = new Map<string, string[]>();
  return (formIds) => {
    const key = formIds.join(' ');
    let fields = kept.get(key);
    if (!fields) {
      fields = read(formIds);
      kept.set(key, fields);
    }
    return fields;
  };
}

/**
 * The contract of `file` with the fields of the forms of `formsDir`, the files of `overlay` (a live version's form
 * files) in place of theirs. With an overlay, the schemas that take forms are compiled at once: a form file ajv refuses
 * throws here, where the caller can keep the forms as shipped, not at a member's request.
 */
export function compileContract(file: URL, formsDir: URL, overlay?: FormOverlay): Contract {
  const document = readContractDocument(file, formsDir, overlay);
  const ajv = createAjv(document);
  if (overlay) {
    for (const [name, schema] of Object.entries(document.components.schemas))
      if (Array.isArray(schema['x-forms'])) ajv.getSchema(`${schemaId}#/$defs/${name}`);
  }
  const routes = new Map<string, ContractRoute>();
  const refusedInSupportSession = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const response: Record<string, JsonObject> = {};
      for (const [status, answer] of Object.entries(operation.responses)) {
        const resolved = answer.$ref ? document.components.responses[answer.$ref.split('/').pop() ?? ''] : answer;
        const schema = jsonSchemaOf(resolved?.content);
        if (schema) response[status.replace('XX', 'xx')] = schema;
      }
      const schema: FastifySchema = { response };
      const body = jsonSchemaOf(operation.requestBody?.content);
      if (body) schema.body = body;
      const querystring = parametersSchema(operation, 'query');
      if (querystring) schema.querystring = querystring;
      const params = parametersSchema(operation, 'path');
      if (params) schema.params = params;
      routes.set(operation.operationId, {
        method: method.toUpperCase() as HTTPMethods,
        url: `/api${path.replace(/\{(\w+)\}/g, ':$1')}`,
        schema,
      });
      if (operation['x-support-session'] === 'refused')
        refusedInSupportSession.add(`${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
  }
  return {
    route(operationId) {
      const route = routes.get(operationId);
      if (!route) throw new Error(`operation ${operationId} is not in ${file.pathname}`);
      return route;
    },
    operationIds: () => [...routes.keys()],
    refusesSupportSession: (method, url) => refusedInSupportSession.has(`${method} ${url}`),
    compile: (schema) => ajv.compile(schema),
    errors(schemaName, value) {
      const validate = ajv.getSchema(`${schemaId}#/$defs/${schemaName}`);
      if (!validate) throw new Error(`schema ${schemaName} is not in the contract`);
      return validate(value) ? null : (validate.errors ?? []);
    },
    formFields: perForms((formIds) => formFields(formIds, formsDir, overlay)),
    formRequired: perForms((formIds) => formRequired(formIds, formsDir, overlay)),
  };
}
