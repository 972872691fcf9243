// The labelled fields of one item of a data source, shared by the `data-list` (one per item) and `data-view` blocks.
// A field the item has no value for is left out: an empty row says nothing a member can use; so is a `false` the
// config's words do not name (a flag such as "this is you" says something only when set). A field of format `list`
// (an order's lines, an agency's agents) is a list of its own, each element named by its heading and showing its own
// fields. A field with a condition (`when`) is shown only for the items that meet it (the answer's date of a request
// still pending).
import { useTranslation } from 'react-i18next';
import type { DataField } from '@/generated/config';
import { formatValue, headingOf, isAbsent, meets, valueAt } from './field-value';
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
  const { t, i18n } = useTranslation();
  const shown = fields.filter((field) => {
    const value = valueAt(item, field.name);
    if (isAbsent(value) || !meets(item, field.when)) return false;
    if (field.format === 'list') return Array.isArray(value) && value.length > 0;
    return !(value === false && field.format === 'label' && !i18n.exists(`${field.labels}.false`));
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
                <DataSublist
                  elements={value as unknown[]}
                  heading={field.heading}
                  headingText={field.headingText}
                  fields={field.fields}
                  level={level}
                />
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
  headingText,
  fields,
  level,
}: {
  elements: unknown[];
  heading?: string;
  headingText?: string;
  fields: readonly DataField[];
  level: Level;
}) {
  const { t } = useTranslation();
  const inner = Math.min(level + 1, 6) as Level;
  const Heading = `h${inner}` as const;
  return (
    <ul className="data-sublist">
      {elements.map((element, i) => {
        const name = headingOf(element, heading, headingText, t);
        return (
          <li key={String(valueAt(element, 'id') ?? i)} className="data-sublist__item">
            {name === undefined ? null : <Heading className="data-sublist__heading">{name}</Heading>}
            <DataFields item={element} fields={fields} level={inner} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A value as the config's format writes it: miles with their unit, dates in the member's language, a value with its
 * words under `labels` (the value itself when the strings have none, so a new status is still said). A country is shown
 * by the name the API gives beside its code, in the member's language: the portal names no country itself.
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
