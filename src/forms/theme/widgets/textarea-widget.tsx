import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemeWidgetProps } from '../../form-types';
import { inputAria } from '../aria';

/** A multi-line text field; `ui:options.rows` sets its initial height. */
export function TextareaWidget(props: ThemeWidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, onChange, onBlur, onFocus, options, placeholder } = props;
  const { t } = useTranslation();
  const rows = typeof options.rows === 'number' ? options.rows : 3;
  const autoComplete = typeof options.autocomplete === 'string' ? options.autocomplete : undefined;
  return (
    <textarea
      id={id}
      name={htmlName || id}
      className="form-input form-textarea"
      rows={rows}
      value={typeof value === 'string' ? value : ''}
      required={required}
      readOnly={readonly}
      disabled={disabled}
      autoComplete={autoComplete}
      placeholder={placeholder ? t(placeholder) : undefined}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event: FocusEvent<HTMLTextAreaElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLTextAreaElement>) => onFocus(id, event.target.value)}
      {...inputAria(props)}
    />
  );
}
