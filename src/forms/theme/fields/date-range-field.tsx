// The theme's `dateRange` field ("ui:field": "dateRange", on an object of two `format: "date"` strings: a stay's
// arrival and departure): one group named by the object's title (a fieldset and its legend), each date a native date
// input drawn as every field is (its label, help, required mark and message: the theme's field template, the uiSchema's
// entry for that property), with the id `<field id>_<property>` so a refusal's link reaches it. The second date's
// earliest day follows the first (`min`: a phone's picker opens there), and once both are set the days between them are
// said once, in the member's words ("3 nights"). Options (`ui:options`): `minSpan`, the fewest days from the first date
// to the second (1: a night; 0 lets them be the same day), and `countLabel`, the i18n key of the days between, given
// `count` (`forms.common.rangeNights` by default). The rules between the dates stay the schema's or the page's.
import { toFieldPathId } from '@rjsf/utils';
import type { ErrorSchema } from '@rjsf/utils';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, daysBetween, isIsoDay } from '@/contract/calendar-days';
import type { FormSchema, FormUiSchema, FormValues, ThemeFieldProps } from '../../form-types';
import './date-range-field.css';

/** The two date properties of the range, in the schema's order; null when the object does not have two. */
export function rangeParts(schema: FormSchema): [string, string] | null {
  const dates = Object.entries(schema.properties ?? {})
    .filter(([, part]) => typeof part === 'object' && part.type === 'string' && part.format === 'date')
    .map(([name]) => name);
  return dates.length === 2 ? [dates[0] as string, dates[1] as string] : null;
}

const dayOf = (value: unknown): string | null => (typeof value === 'string' && isIsoDay(value) ? value : null);

export function DateRangeField(props: ThemeFieldProps) {
  const { schema, uiSchema, formData, errorSchema, registry, fieldPathId, onChange, onBlur, onFocus, disabled, readonly } = props;
  const { t } = useTranslation();
  const parts = rangeParts(schema);
  const shaped = parts !== null;
  useEffect(() => {
    if (!shaped) console.warn(`[forms] Field "${fieldPathId.$id}" uses "dateRange", which needs an object of two "format": "date" strings`);
  }, [shaped, fieldPathId.$id]);
  const { SchemaField, ObjectField } = registry.fields;
  if (!SchemaField || !ObjectField) throw new Error('the form engine has no SchemaField or ObjectField');
  // Drawn as any object is, rather than not at all: the form stays usable while its layout is put right.
  if (!parts) return <ObjectField {...props} />;

  const values = (typeof formData === 'object' && formData !== null ? formData : {}) as Record<string, unknown>;
  const errorsOf = (errorSchema ?? {}) as Record<string, ErrorSchema | undefined>;
  const options = (uiSchema?.['ui:options'] ?? {}) as { minSpan?: unknown; countLabel?: unknown };
  const minSpan = typeof options.minSpan === 'number' ? options.minSpan : 1;
  const countLabel = typeof options.countLabel === 'string' ? options.countLabel : 'forms.common.rangeNights';
  const [first, second] = parts;
  const from = dayOf(values[first]);
  const to = dayOf(values[second]);
  const span = from && to ? daysBetween(from, to) : null;
  const textValues = registry.formContext?.textValues;

  const partSchema = (name: string): FormSchema => {
    const own = schema.properties?.[name] as FormSchema;
    // rjsf's date input takes `formatMinimum` as its `min`.
    return name === second && from ? { ...own, formatMinimum: addDays(from, minSpan) } : own;
  };
  return (
    <fieldset className="form-range" id={fieldPathId.$id}>
      {schema.title && <legend className="form-range__legend">{t(schema.title, textValues)}</legend>}
      <div className="form-range__dates">
        {parts.map((name) => (
          <SchemaField
            key={name}
            name={name}
            schema={partSchema(name)}
            // A native date input whatever the property's own entry says (platform first: the phone's own picker).
            uiSchema={{ ...(uiSchema?.[name] as FormUiSchema | undefined), 'ui:widget': 'date' }}
            required={schema.required?.includes(name) ?? false}
            fieldPathId={toFieldPathId(name, registry.globalFormOptions, fieldPathId.path)}
            // rjsf types every field's value as the form's data: this one is a date string.
            formData={values[name] as FormValues | undefined}
            errorSchema={errorsOf[name]}
            onChange={onChange}
            onBlur={onBlur}
            onFocus={onFocus}
            registry={registry}
            disabled={disabled}
            readonly={readonly}
          />
        ))}
      </div>
      {/* Always there, so that a screen reader hears the days between the dates as soon as they are said. */}
      <p className="form-range__span" aria-live="polite">
        {span !== null && span > 0 ? t(countLabel, { ...textValues, count: span }) : ''}
      </p>
    </fieldset>
  );
}
