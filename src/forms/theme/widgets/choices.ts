// The choices of a select or a radio group: the screen's `formContext.options[<field name>]` when it gives them
// (labels already in the member's language: countries, or the block reasons the API offers of the schema's enum),
// else the schema's `enum` (labels: `ui:enumNames`, i18n keys). Addressed by index, so that numbers stay numbers.
import type { TFunction } from 'i18next';
import type { FormOption, ThemeWidgetProps } from '../../form-types';

export interface Choice {
  value: unknown;
  label: string;
}

export function choicesOf({ name, options, registry }: Pick<ThemeWidgetProps, 'name' | 'options' | 'registry'>, t: TFunction): Choice[] {
  const fromContext: ReadonlyArray<FormOption> | undefined = registry.formContext?.options?.[name];
  if (fromContext) return fromContext.map((o) => ({ value: o.value, label: o.label }));
  return (options.enumOptions ?? []).map((o) => ({ value: o.value, label: t(o.label) }));
}
