// The accessibility attributes every input of the theme carries. They point only at elements that exist:
// the error (rendered by field-template.tsx when the field has one), the help text and the description.
import { descriptionId, errorId, getUiOptions, helpId } from '@rjsf/utils';
import type { ThemeWidgetProps } from '../form-types';

/** The messages of a field's errors, without empties. */
export function errorMessages(rawErrors: readonly unknown[] | undefined): string[] {
  return (rawErrors ?? []).filter((e): e is string => typeof e === 'string' && e.length > 0);
}

/** The id of the visible name of a field rendered as a group (a captcha), for its `aria-labelledby`. */
export function groupLabelId(id: string): string {
  return `${id}__label`;
}

/** The help text (an i18n key) a field's uiSchema gives with `ui:help`, if any. */
export function helpOf(uiSchema: ThemeWidgetProps['uiSchema']): string | undefined {
  const { help } = getUiOptions(uiSchema);
  return typeof help === 'string' && help ? help : undefined;
}

/** The description (an i18n key) of a field, from `ui:description` or the schema. */
export function descriptionOf(props: Pick<ThemeWidgetProps, 'uiSchema' | 'schema'>): string | undefined {
  const { description } = getUiOptions(props.uiSchema);
  const text = typeof description === 'string' && description ? description : props.schema.description;
  return text || undefined;
}

export interface InputAria {
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-describedby'?: string;
}

/** `aria-invalid`, `aria-required` and `aria-describedby` (error first, then help and description). */
export function inputAria(props: Pick<ThemeWidgetProps, 'id' | 'rawErrors' | 'required' | 'uiSchema' | 'schema' | 'hideError'>): InputAria {
  const invalid = !props.hideError && errorMessages(props.rawErrors).length > 0;
  const ids = [
    invalid ? errorId(props.id) : undefined,
    helpOf(props.uiSchema) ? helpId(props.id) : undefined,
    descriptionOf(props) ? descriptionId(props.id) : undefined,
  ].filter(Boolean);
  return {
    ...(invalid ? { 'aria-invalid': true as const } : {}),
    ...(props.required ? { 'aria-required': true as const } : {}),
    ...(ids.length ? { 'aria-describedby': ids.join(' ') } : {}),
  };
}
