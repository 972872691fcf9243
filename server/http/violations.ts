// Turns ajv errors into the violations of a 422 answer: `propertyPath` is the field's name (dotted when
// nested), `message` and `key` come from the field's x-message / x-key in the contract when it has them.
import type { ErrorObject } from 'ajv';
import type { Violation } from './api-error';
import { apiKeyOf, messageKeyOf } from '../../src/contract/message-keys';
import { readLocaleTree } from '../reference/locale-strings';

// A field that comes from a form schema (marked `x-form-field` by form-schemas.ts) is refused with the message
// the browser shows for the same rule: same message key (as the API key), English text from the portal's strings
// (all of English's namespace files: a message key names its group, whichever file holds it).
const english = readLocaleTree('en');

function englishText(messageKey: string, params: Record<string, unknown>): string {
  const found = messageKey
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      english,
    );
  const template = typeof found === 'string' ? found : 'Please check this value.';
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

function formViolation(
  propertyPath: string,
  keyword: string,
  params: Record<string, unknown>,
  fieldSchema: Record<string, unknown>,
): Violation {
  const messageKey = messageKeyOf(keyword, params, fieldSchema);
  return { propertyPath, message: englishText(messageKey, params), key: apiKeyOf(messageKey) };
}

type SchemaNode = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function joinPath(instancePath: string, property?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (property !== undefined) parts.push(property);
  return parts.map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
}

function capitalised(message: string | undefined): string {
  const m = message ?? 'is invalid';
  return `${m.charAt(0).toUpperCase()}${m.slice(1)}.`;
}

function toViolation(error: ErrorObject): Violation {
  const parent = (error.parentSchema ?? {}) as SchemaNode;
  if (error.keyword === 'required') {
    const property = String(error.params.missingProperty);
    const own = parent.properties?.[property] ?? {};
    if (own['x-form-field']) return formViolation(joinPath(error.instancePath, property), 'required', {}, own);
    return {
      propertyPath: joinPath(error.instancePath, property),
      message: text(own['x-required-message']) ?? 'This value is required.',
      key: text(own['x-required-key']) ?? 'required',
    };
  }
  if (error.keyword === 'additionalProperties') {
    return {
      propertyPath: joinPath(error.instancePath, String(error.params.additionalProperty)),
      message: 'This field is not expected.',
      key: 'unexpected_field',
    };
  }
  if (parent['x-form-field'])
    return formViolation(joinPath(error.instancePath), error.keyword, error.params as Record<string, unknown>, parent);
  return {
    propertyPath: joinPath(error.instancePath),
    message: text(parent['x-message']) ?? capitalised(error.message),
    key: text(parent['x-key']) ?? `invalid_${error.keyword.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`,
  };
}

/** One violation per field (the first rule it breaks), in the order ajv found them. */
export function toViolations(errors: readonly ErrorObject[]): Violation[] {
  const byPath = new Map<string, Violation>();
  for (const error of errors) {
    const violation = toViolation(error);
    if (!byPath.has(violation.propertyPath)) byPath.set(violation.propertyPath, violation);
  }
  return [...byPath.values()];
}
