// The theme's `code` widget ("ui:widget": "code", on a string): a code a member copies from a letter, a text message
// or an app (a card's activation code, a PIN, a one-time code) in one native input. The phone's digit keyboard
// (`inputmode="numeric"`) and the code a text message brings, offered by the keyboard (`autocomplete="one-time-code"`),
// unless the uiSchema says otherwise (`ui:inputmode`, `ui:autocomplete`); no more characters than the code has
// (`maxlength`: the schema's `maxLength`, else the length its pattern fixes, `^[0-9]{6}$`); a monospaced, spaced font,
// so the figures read one by one. Spaces and dashes, the way letters print codes ("123 456", "123-456"), are dropped as
// they are typed or pasted, so the value the schema validates is the code alone.
import type { ChangeEvent, ClipboardEvent, CSSProperties, HTMLAttributes } from 'react';
import type { ThemeWidgetProps } from '../../form-types';
import { inputAria } from '../aria';
import './code-widget.css';

/** What separates a code's groups in print: spaces of any kind and dashes. */
const separators = /[\s\u2010-\u2015-]+/gu;

/** A code as typed or pasted, without its separators. */
export const codeOf = (text: string): string => text.replace(separators, '');

/** A pattern that fixes a code's length: one character class (or `\d`, `\w`) repeated `{n}` or `{m,n}` times. */
const fixedLength = /^\^(?:\[[^\]]+\]|\\[dw])\{(\d+)(?:,(\d+))?\}\$$/;

/** The most characters the code has: the schema's `maxLength`, else what its pattern allows; undefined when neither says. */
export function codeLength(schema: ThemeWidgetProps['schema']): number | undefined {
  if (typeof schema.maxLength === 'number') return schema.maxLength;
  const match = typeof schema.pattern === 'string' ? fixedLength.exec(schema.pattern) : null;
  return match ? Number(match[2] ?? match[1]) : undefined;
}

type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];

export function CodeWidget(props: ThemeWidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, onChange, onBlur, onFocus, options, schema } = props;
  const length = codeLength(schema);
  const capitals = options.autocapitalize === 'characters';
  const cleaned = (text: string) => {
    const code = codeOf(capitals ? text.toUpperCase() : text);
    return length === undefined ? code : code.slice(0, length);
  };
  const change = (code: string) => onChange(code === '' ? options.emptyValue : code);

  // Why the paste is ours: "123 456" is 7 characters, and the browser would cut it at the code's 6 (maxlength) before
  // anything could drop the space, leaving "123 45".
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!pasted) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    change(cleaned(input.value.slice(0, start) + pasted + input.value.slice(end)));
  };

  return (
    <input
      id={id}
      name={htmlName || id}
      type="text"
      className="form-input form-code"
      style={length ? ({ '--code-length': length } as CSSProperties) : undefined}
      value={typeof value === 'string' ? value : ''}
      required={required}
      readOnly={readonly}
      disabled={disabled}
      maxLength={length}
      inputMode={typeof options.inputmode === 'string' ? (options.inputmode as InputMode) : 'numeric'}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'one-time-code'}
      autoCapitalize={capitals ? 'characters' : 'off'}
      autoCorrect="off"
      spellCheck={false}
      onChange={(event: ChangeEvent<HTMLInputElement>) => change(cleaned(event.target.value))}
      onPaste={handlePaste}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...inputAria(props)}
    />
  );
}
