import type { ChangeEvent, FocusEvent } from 'react';
import { deepEquals } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { ThemeWidgetProps } from '../../form-types';
import { inputAria } from '../aria';
import { choicesOf } from './choices';

/** A native `<select>` of the field's choices (choices.ts). */
export function SelectWidget(props: ThemeWidgetProps) {
  const { id, name, htmlName, options, value, required, disabled, readonly, onChange, onBlur, onFocus, placeholder, registry, schema } =
    props;
  const { t } = useTranslation();
  const choices = choicesOf({ name, options, registry, schema }, t);
  const selected = choices.findIndex((c) => deepEquals(c.value, value));
  const valueAt = (index: string): unknown => (index === '' ? options.emptyValue : choices[Number(index)]?.value);

  return (
    <select
      id={id}
      name={htmlName || id}
      className="form-input form-select"
      value={selected < 0 ? '' : String(selected)}
      required={required}
      disabled={disabled || readonly}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(valueAt(event.target.value))}
      onBlur={(event: FocusEvent<HTMLSelectElement>) => onBlur(id, valueAt(event.target.value))}
      onFocus={(event: FocusEvent<HTMLSelectElement>) => onFocus(id, valueAt(event.target.value))}
      {...inputAria(props)}
    >
      <option value="">{t(placeholder || 'forms.common.selectPlaceholder')}</option>
      {choices.map((choice, index) => (
        <option key={String(index)} value={String(index)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
