// Turns ajv errors into the violations of a 422 answer: `propertyPath` is the field's name (dotted when
// nested), `message` and `key` come from the field's x-message / x-key in the contract when it has them.
import type { ErrorObject } from 'ajv';
import type { Violation } from './api-error';

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
    return {
      propertyPath: joinPath(error.instancePath, property),
      message: text(own['x-required-message']) ?? 'This value is required.',
      key: text(own['x-required-key']) ?? 'required',
    };
  }
  if (error.keyword === 'additionalProperties') {
    return { propertyPath: joinPath(error.instancePath, String(error.params.additionalProperty)), message: 'This field is not expected.', key: 'unexpected_field' };
  }
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
