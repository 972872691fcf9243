// The choices of a select or a radio group: the screen's `formContext.options[<field name>]` when it gives them
// (labels already in the member's language: countries, or the block reasons the API offers of the schema's enum),
// else the schema's `enum` (labels: `ui:enumNames`, i18n keys), else every whole number from the integer's
// `minimum` to its `maximum` (labels: `ui:options.countLabel`, an i18n key given the `count`), so a count's limit
// is written once, in the schema. Addressed by index, so that numbers stay numbers.
import type { TFunction } from 'i18next';
import type { FormOption, ThemeWidgetProps } from '../../form-types';

export interface Choice {
  value: unknown;
  label: string;
}

/** Whole numbers offered without an enum: never an unbounded or absurd list. */
const MAX_COUNT_CHOICES = 100;

function countChoices(schema: ThemeWidgetProps['schema'], countLabel: unknown, t: TFunction): Choice[] {
  const { minimum, maximum } = schema;
  if (schema.type !== 'integer' || typeof minimum !== 'number' || typeof maximum !== 'number') return [];
  const from = Math.ceil(minimum);
  const length = Math.floor(maximum) - from + 1;
  if (length < 1 || length > MAX_COUNT_CHOICES) return [];
  return Array.from({ length }, (_, i) => {
    const count = from + i;
    return { value: count, label: typeof countLabel === 'string' ? t(countLabel, { count }) : String(count) };
  });
}

export function choicesOf(
  { name, options, registry, schema }: Pick<ThemeWidgetProps, 'name' | 'options' | 'registry' | 'schema'>,
  t: TFunction,
): Choice[] {
  const fromContext: ReadonlyArray<FormOption> | undefined = registry.formContext?.options?.[name];
  if (fromContext) return fromContext.map((o) => ({ value: o.value, label: o.label }));
  if (options.enumOptions?.length) return options.enumOptions.map((o) => ({ value: o.value, label: t(o.label) }));
  return countChoices(schema, options.countLabel, t);
}
