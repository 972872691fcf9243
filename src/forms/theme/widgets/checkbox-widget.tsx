import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemeWidgetProps } from '../../form-types';
import { inputAria } from '../aria';
import { RequiredMark } from '../required-mark';

/** A checkbox with its label after the box (the whole label is a 44 px target). */
export function CheckboxWidget(props: ThemeWidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, onChange, onBlur, onFocus, label } = props;
  const { t } = useTranslation();
  return (
    <div className="form-check">
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        className="form-check__input"
        checked={value === true}
        required={required}
        disabled={disabled || readonly}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.checked)}
        onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.checked)}
        {...inputAria(props)}
      />
      <label className="form-check__label" htmlFor={id}>
        {t(label)}
        {required && <RequiredMark />}
      </label>
    </div>
  );
}
