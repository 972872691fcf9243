// The labelled fields of one item of a data source, shared by the `data-list` (one per item) and `data-view` blocks.
// A field the item has no value for is left out: an empty row says nothing a member can use. A field of format
// `list` (an order's lines) is a list of its own, each element named by its heading and showing its own fields.
import { useTranslation } from 'react-i18next';
import type { DataField } from '@/generated/config';
import { formatValue, isAbsent, valueAt } from './field-value';
import type { FieldFormat } from './field-value';
import { DataSteps } from './data-steps';

type Level = 2 | 3 | 4 | 5 | 6;

interface Props {
  item: unknown;
  fields: readonly DataField[];
  testId?: string;
  /** The heading level of the item these fields belong to (a nested list's elements are one below). */
  level?: Level;
}

export function DataFields({ item, fields, testId, level = 3 }: Props) {
  const { t } = useTranslation();
  const shown = fields.filter((field) => {
    const value = valueAt(item, field.name);
    return !isAbsent(value) && !(field.format === 'list' && (!Array.isArray(value) || value.length === 0));
  });
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
              ) : field.format === 'list' && field.fields ? (
                <DataSublist elements={value as unknown[]} heading={field.heading} fields={field.fields} level={level} />
              ) : (
                <FieldValue value={value} format={field.format} labels={field.labels} />
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The elements of a `list` field, each with its heading one level below the item's and its own fields. */
function DataSublist({
  elements,
  heading,
  fields,
  level,
}: {
  elements: unknown[];
  heading?: string;
  fields: readonly DataField[];
  level: Level;
}) {
  const inner = Math.min(level + 1, 6) as Level;
  const Heading = `h${inner}` as const;
  return (
    <ul className="data-sublist">
      {elements.map((element, i) => {
        const name = heading ? valueAt(element, heading) : undefined;
        return (
          <li key={String(valueAt(element, 'id') ?? i)} className="data-sublist__item">
            {isAbsent(name) ? null : <Heading className="data-sublist__heading">{formatValue(name)}</Heading>}
            <DataFields item={element} fields={fields} level={inner} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A value as the config's format writes it: miles with their unit, dates in the member's language, a value with its
 * words under `labels` (the value itself when the strings have none, so a new status is still said).
 */
export function FieldValue({ value, format, labels }: { value: unknown; format?: FieldFormat; labels?: string }) {
  const { t, i18n } = useTranslation();
  if (format === 'miles') return t('data.miles', { miles: formatValue(value, 'number') });
  if (format === 'label' && labels) {
    const text = formatValue(value);
    return t(`${labels}.${text}`, { defaultValue: text });
  }
  return formatValue(value, format, i18n.language);
}
