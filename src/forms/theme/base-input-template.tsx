import type { ChangeEvent, FocusEvent, HTMLAttributes } from 'react';
import { getInputProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { ThemeInputProps } from '../form-types';
import { inputAria } from './aria';

/**
 * Every `<input>` of the theme (text, email, password, date, tel, number, url…): full width, 44 px high,
 * with `aria-invalid`, `aria-required` and `aria-describedby`. rjsf's text/email/password/date widgets all
 * render through this template.
 */
export function BaseInputTemplate(props: ThemeInputProps) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    type,
    required,
    placeholder,
  } = props;
  const { t } = useTranslation();
  const inputProps = getInputProps(schema, type, options);
  const inputValue = inputProps.type === 'number' ? (value || value === 0 ? value : '') : (value ?? '');

  // A field whose letters are capitals (`"ui:autocapitalize": "characters"`, e.g. an agent code) takes them so as
  // typed on any keyboard, so "fa123456" is never refused for its case. The caret stays where it was.
  const capitals = options.autocapitalize === 'characters';
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    if (capitals && input.value !== input.value.toUpperCase()) {
      const { selectionStart, selectionEnd } = input;
      input.value = input.value.toUpperCase();
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    onChange(input.value === '' ? options.emptyValue : input.value);
  };

  return (
    <input
      id={id}
      name={htmlName || id}
      className="form-input"
      {...inputProps}
      value={inputValue as string | number}
      required={required}
      readOnly={readonly}
      disabled={disabled}
      placeholder={placeholder ? t(placeholder) : undefined}
      autoCapitalize={typeof options.autocapitalize === 'string' ? options.autocapitalize : undefined}
      // The phone's keyboard for the field (`"ui:inputmode": "numeric"`, e.g. a code of digits that is not a number).
      inputMode={typeof options.inputmode === 'string' ? (options.inputmode as HTMLAttributes<HTMLInputElement>['inputMode']) : undefined}
      onChange={onChangeOverride ?? handleChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
      {...inputAria(props)}
    />
  );
}
