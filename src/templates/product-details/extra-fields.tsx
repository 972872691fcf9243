// The extra fields a product needs on its basket line (e.g. the partner loyalty number of a points conversion),
// read from the product's JSON Schema: one text field per string property, its `required` and `pattern`
// checked here with the schema's own message, and again by the server against the same schema.
import { useTranslation } from 'react-i18next';
import type { Product } from '@/model/shop/product-model';
import { Field } from '@/ui/field';
import { inputClass } from '@/ui/input-class';

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

interface Props {
  fields: ExtraField[];
  values: Record<string, string>;
  shown: boolean;
  onChange: (name: string, value: string) => void;
}

export function ExtraFields({ fields, values, shown, onChange }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {fields.map((f) => {
        const error = shown ? extraError(f, values[f.name] ?? '') : null;
        const message = error && (i18n.exists(`validation.server.${error.key}`) ? t(`validation.server.${error.key}`) : error.text);
        return (
          <Field
            key={f.name}
            id={`extra-${f.name}`}
            className="product__field"
            label={i18n.exists(`shop.extras.${f.name}`) ? t(`shop.extras.${f.name}`) : f.name}
            error={message || undefined}
            errorPrefix={t('shop.errorPrefix')}
            errorClassName="product__error"
          >
            {(control) => (
              <input
                {...control}
                className={inputClass()}
                required={f.required}
                value={values[f.name] ?? ''}
                onChange={(e) => onChange(f.name, e.target.value)}
              />
            )}
          </Field>
        );
      })}
    </>
  );
}
