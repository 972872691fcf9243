import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemeWidgetProps } from '../../form-types';
import { inputAria } from '../aria';

/** Reads a file as a base64 data URL carrying its name: `data:<type>;name=<name>;base64,<data>`. */
export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error(`Cannot read ${file.name}`));
    reader.onload = () => {
      const url = String(reader.result);
      const comma = url.indexOf(',');
      // FileReader gives "data:<type>;base64,…"; the name rides along so the screen can send it.
      const head = url.slice(0, comma).replace(/;base64$/, '');
      resolve(`${head};name=${encodeURIComponent(file.name)};base64,${url.slice(comma + 1)}`);
    };
    reader.readAsDataURL(file);
  });
}

/** The file name a data URL from readFileAsDataUrl carries, if any. */
export function dataUrlFileName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^data:[^,]*;name=([^;,]*)/.exec(value);
  if (!m?.[1]) return undefined;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return m[1];
  }
}

/**
 * A file input whose value is the chosen file as a data URL, so the schema checks it in the browser (type
 * and size rules of profile-image.json) and the value survives a failed submit. A browser cannot prefill a
 * file input, so the chosen file's name is shown beside it, with a preview (`ui:options.filePreview`) and
 * a button to remove it.
 */
export function FileWidget(props: ThemeWidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, onChange, onBlur, onFocus, options } = props;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return onChange(options.emptyValue);
    setReading(true);
    try {
      const url = await readFileAsDataUrl(file);
      if (alive.current) onChange(url);
    } finally {
      if (alive.current) setReading(false);
    }
  };
  const remove = () => {
    if (input.current) input.current.value = '';
    onChange(options.emptyValue);
    input.current?.focus();
  };

  const name = dataUrlFileName(value);
  const isImage = typeof value === 'string' && /^data:image\/(?:png|jpeg|gif|webp)[;,]/.test(value);
  return (
    <div className="form-file">
      <input
        ref={input}
        type="file"
        id={id}
        name={htmlName || id}
        className="form-file__input"
        accept={typeof options.accept === 'string' ? options.accept : undefined}
        required={required && !value}
        disabled={disabled || readonly}
        onChange={(event) => void handleChange(event)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-busy={reading || undefined}
        {...inputAria(props)}
      />
      {name && (
        <p className="form-file__name" aria-live="polite">
          {t('forms.common.selectedFile', { name })}
        </p>
      )}
      {options.filePreview === true && isImage && <img className="form-file__preview" src={value} alt={t('forms.common.imagePreview')} />}
      {typeof value === 'string' && value && !disabled && !readonly && (
        <button type="button" className="form-file__remove" onClick={remove}>
          {t('forms.common.removeFile')}
        </button>
      )}
    </div>
  );
}
