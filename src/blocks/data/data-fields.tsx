// The labelled fields of one item of a data source, shared by the `data-list` (one per item) and `data-view` blocks.
import { useTranslation } from 'react-i18next';
import type { DataField } from '@/generated/config';
import { formatValue, valueAt } from './field-value';

export function DataFields({ item, fields, testId }: { item: unknown; fields: readonly DataField[]; testId?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="data-fields" data-testid={testId}>
      {fields.map((field) => (
        <div key={field.name} className="data-fields__row">
          <dt>{t(field.label)}</dt>
          <dd>{formatValue(valueAt(item, field.name), field.format, i18n.language)}</dd>
        </div>
      ))}
    </dl>
  );
}
