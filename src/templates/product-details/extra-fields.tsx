// The extra fields a product needs on its basket line (e.g. the partner loyalty number of a points conversion): the
// add-to-basket form's `extras` ("ui:field": "extraFields"), one text field per string property of the product's JSON
// Schema. Their rules (`required`, `pattern`, with the schema's messages) are the product's, so the page checks them
// when the form is sent (extraProblems), and the server again against the same schema.
import { toFieldPathId } from '@rjsf/utils';
import type { ErrorSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { ApiViolation, FormValues, ThemeFieldProps } from '@/forms/form-types';
import type { Product } from '@/model/shop/product-model';

interface PropertySchema {
  type?: unknown;
  pattern?: unknown;
  'x-message'?: unknown;
  'x-key'?: unknown;
  'x-required-message'?: unknown;
  'x-required-key'?: unknown;
}
export interface ExtraField {
  name: string;
  required: boolean;
  pattern: RegExp | null;
  /** validation.server keys for a missing and a wrong value (with the schema's text as fallback). */
  requiredKey: string;
  formatKey: string;
  requiredText: string;
  formatText: string;
}

/** A schema's pattern, or null when this browser cannot read it (the server still checks the value). */
function safeRegExp(source: string): RegExp | null {
  try {
    return new RegExp(source, 'u');
  } catch {
    return null;
  }
}

const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

/** The fields of a product's extraSchema (none for most products). */
export function extraFieldsOf(product: Product): ExtraField[] {
  const schema = product.extraSchema as { properties?: Record<string, PropertySchema>; required?: unknown } | null;
  if (!schema?.properties) return [];
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(schema.properties).map(([name, p]) => {
    const pattern = typeof p.pattern === 'string' ? safeRegExp(p.pattern) : null;
    return {
      name,
      required: required.includes(name),
      pattern,
      requiredKey: text(p['x-required-key'], 'required'),
      formatKey: text(p['x-key'], 'invalid'),
      requiredText: text(p['x-required-message'], text(p['x-message'], '')),
      formatText: text(p['x-message'], ''),
    };
  });
}

/** The error of a value, as an i18n key and the schema's text (null: fine). */
export function extraError(field: ExtraField, value: string): { key: string; text: string } | null {
  if (value.trim() === '') return field.required ? { key: field.requiredKey, text: field.requiredText } : null;
  if (field.pattern && !field.pattern.test(value)) return { key: field.formatKey, text: field.formatText };
  return null;
}

/** What the product's rules refuse in `extras`, as the API would say it: each on its field (`extras.<name>`). */
export function extraProblems(fields: readonly ExtraField[], extras: unknown): ApiViolation[] {
  const values = (typeof extras === 'object' && extras !== null ? extras : {}) as Record<string, unknown>;
  return fields.flatMap((field) => {
    const value = values[field.name];
    const error = extraError(field, typeof value === 'string' ? value : '');
    return error ? [{ propertyPath: `extras.${field.name}`, message: error.text || error.key, key: error.key }] : [];
  });
}

/**
 * The field: one text field of the form's theme per extra field (label, required mark, error and their ARIA as every
 * field has them), named by `shop.extras.<name>` (the property's own name without one).
 */
export function ExtraFieldsField({
  formData,
  onChange,
  onBlur,
  onFocus,
  errorSchema,
  registry,
  fieldPathId,
  disabled,
  readonly,
}: ThemeFieldProps) {
  const { i18n } = useTranslation();
  const { SchemaField } = registry.fields;
  if (!SchemaField) throw new Error('the form engine has no SchemaField');
  const fields = (registry.formContext?.extraFields ?? []) as readonly ExtraField[];
  const values = (typeof formData === 'object' && formData !== null ? formData : {}) as Record<string, unknown>;
  const errorsOf = (errorSchema ?? {}) as Record<string, ErrorSchema | undefined>;
  return (
    <>
      {fields.map((field) => (
        <SchemaField
          key={field.name}
          name={field.name}
          schema={{ type: 'string', title: i18n.exists(`shop.extras.${field.name}`) ? `shop.extras.${field.name}` : field.name }}
          required={field.required}
          fieldPathId={toFieldPathId(field.name, registry.globalFormOptions, fieldPathId.path)}
          // rjsf types every field's value as the form's data: this one is a string.
          formData={values[field.name] as FormValues | undefined}
          errorSchema={errorsOf[field.name]}
          onChange={onChange}
          onBlur={onBlur}
          onFocus={onFocus}
          registry={registry}
          disabled={disabled}
          readonly={readonly}
        />
      ))}
    </>
  );
}
