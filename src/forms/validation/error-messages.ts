// Turns ajv's English errors into the member's language, one error per field, in the order of the form.
//
// Which message a failed rule shows, first match wins:
//   1. the field's own map in its schema: `"x-messages": { "<keyword>": "<i18n key>" }`
//      (keywords: required, format, pattern, minLength, maxLength, enum, const, type, …);
//   2. for `format`, `validation.<format in camelCase>` (`agent-code` → `validation.agentCode`);
//   3. the keyword's default (`validation.required`, `validation.minLength`, …), else `validation.invalid`.
// ajv's error params (e.g. `limit`) are passed to the translation, so "{{limit}}" works in every message.
import type { RJSFValidationError } from '@rjsf/utils';
import { toPath } from '@rjsf/utils';
import type { FormSchema, FormUiSchema, Translate } from '../form-types';
import { messageKeyOf } from '@/contract/message-keys';

export { MESSAGES_KEYWORD, formatMessageKey } from '@/contract/message-keys';

// Several rules can fail on one field; the member sees the most basic one first (missing before malformed
// before too long), and only one at a time, so each field shows a single actionable message.
const KEYWORD_RANK: Readonly<Record<string, number>> = { required: 0, type: 1, pattern: 2, format: 2, minLength: 3, maxLength: 3 };
const rankOf = (error: RJSFValidationError): number => KEYWORD_RANK[error.name ?? ''] ?? 4;

/** Path of the field an error belongs to: `['email']`; `[]` for an error on the form as a whole. */
export function errorPath(error: Pick<RJSFValidationError, 'property'>): string[] {
  return toPath(error.property ?? '');
}

/** The schema of the field at `path` (through nested `properties`), or undefined. */
export function fieldSchemaAt(schema: FormSchema, path: readonly string[]): FormSchema | undefined {
  let node: FormSchema | undefined = schema;
  for (const segment of path) {
    const properties: FormSchema['properties'] = node?.properties;
    // A property the object does not list is one of its additional properties (a product's extra fields).
    const next: unknown =
      properties && Object.hasOwn(properties, segment) ? properties[segment] : (node?.additionalProperties ?? undefined);
    node = typeof next === 'object' ? (next as FormSchema) : undefined;
  }
  return node;
}

/** The i18n key of the message for `error`, following the rules at the top of this file (message-keys.ts). */
export function messageKeyFor(error: RJSFValidationError, rootSchema: FormSchema): string {
  return messageKeyOf(error.name ?? '', (error.params ?? {}) as Record<string, unknown>, fieldSchemaAt(rootSchema, errorPath(error)));
}

/** Top-level field names in the order the form shows them (`ui:order`, else the schema's order). */
export function fieldOrder(schema: FormSchema, uiSchema?: FormUiSchema): string[] {
  const names = Object.keys(schema.properties ?? {});
  const order = uiSchema?.['ui:order'];
  if (!Array.isArray(order)) return names;
  const listed = order.filter((n): n is string => typeof n === 'string' && n !== '*' && names.includes(n));
  const rest = names.filter((n) => !listed.includes(n));
  const star = order.indexOf('*');
  return star < 0 ? [...listed, ...rest] : [...listed.slice(0, star), ...rest, ...listed.slice(star)];
}

/** Sorts errors by the position of their field in the form (form-level errors first), stable otherwise. */
export function sortByField<E extends Pick<RJSFValidationError, 'property'>>(errors: readonly E[], order: readonly string[]): E[] {
  const position = (e: E): number => {
    const first = errorPath(e)[0];
    if (first === undefined) return -1;
    const i = order.indexOf(first);
    return i < 0 ? order.length : i;
  };
  return errors
    .map((error, index) => ({ error, index, at: position(error) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ error }) => error);
}

/**
 * rjsf's `transformErrors` for one form: translated messages, one error per field (the most basic one),
 * sorted in the form's order. `stack` carries "Label: message" for logs and rjsf's own error list.
 */
export function createErrorTransformer(schema: FormSchema, uiSchema: FormUiSchema | undefined, t: Translate) {
  const order = fieldOrder(schema, uiSchema);
  return (errors: RJSFValidationError[]): RJSFValidationError[] => {
    const byField = new Map<string, RJSFValidationError>();
    for (const error of errors) {
      const field = errorPath(error).join('.');
      const kept = byField.get(field);
      if (!kept || rankOf(error) < rankOf(kept)) byField.set(field, error);
    }
    const translated = [...byField.values()].map((error) => {
      const params = (error.params ?? {}) as Record<string, unknown>;
      const message = t(messageKeyFor(error, schema), params);
      const title = fieldSchemaAt(schema, errorPath(error))?.title;
      const label = title ? t(title) : '';
      return { ...error, message, stack: label ? `${label}: ${message}` : message };
    });
    return sortByField(translated, order);
  };
}
