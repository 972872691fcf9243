// The labelled fields of one item of a data source, shared by the `data-list` (one per item) and `data-view` blocks.
// A field the item has no value for is left out: an empty row says nothing a member can use.
import { useTranslation } from 'react-i18next';
import type { DataField } from '@/generated/config';
import { formatValue, isAbsent, valueAt } from './field-value';
import type { FieldFormat } from './field-value';
import { DataSteps } from './data-steps';

export function DataFields({ item, fields, testId }: { item: unknown; fields: readonly DataField[]; testId?: string }) {
  const { t } = useTranslation();
  const shown = fields.filter((field) => !isAbsent(valueAt(item, field.name)));
  return (
    <dl className="data-fields" data-testid={testId}>
      {shown.map((field) => {
        const value = valueAt(item, field.name);
        return (
          <div key={field.name} className={`data-fields__row data-fields__row--${field.format ?? 'text'}`}>
            <dt>{t(field.label)}</dt>
            <dd>
              {field.format === 'steps' && field.steps ? (
                <DataSteps item={item} value={value} steps={field.steps} label={t(field.label)} />
              ) : (
                <FieldValue value={value} format={field.format} />
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A value as the config's format writes it: miles with their unit, dates in the member's language. */
export function FieldValue({ value, format }: { value: unknown; format?: FieldFormat }) {
  const { t, i18n } = useTranslation();
  if (format === 'miles') return t('data.miles', { miles: formatValue(value, 'number') });
  return formatValue(value, format, i18n.language);
}
