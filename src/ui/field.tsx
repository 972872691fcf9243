// A form control with its label, hint and error, wired by ids: the control is named by the label and described by
// the hint and the error (aria-describedby), and says it is invalid (aria-invalid) while there is an error. The
// control itself is the caller's (input, select, date…): it receives the props to spread.
import type { ReactNode } from 'react';

/** What the control must carry for the label, hint and error to reach assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface Props {
  /** The control's id; the hint and the error take ids derived from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message of a refused value; nothing when the value is fine. */
  error?: ReactNode;
  /** Read before the error by screen readers ("Error:"), so it is not mistaken for a hint. */
  errorPrefix?: string;
  /** Ids of descriptions outside the field (a group's shared hint), read before its own. */
  describedBy?: string[];
  /** The page's classes for the field, its hint and its error. */
  className?: string;
  hintClassName?: string;
  errorClassName?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The ids a field uses: exported so a page can point at the error (a summary link, a focus move). */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

export function Field({
  id,
  label,
  hint,
  error,
  errorPrefix,
  describedBy = [],
  className,
  hintClassName,
  errorClassName,
  children,
}: Props) {
  const ids = fieldIds(id);
  const invalid = error !== undefined && error !== null && error !== false;
  const described = [...describedBy, hint ? ids.hint : '', invalid ? ids.error : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={ids.hint} className={hintClassName}>
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-describedby': described || undefined, 'aria-invalid': invalid ? true : undefined })}
      {invalid ? (
        <p id={ids.error} className={errorClassName}>
          {/* The space outside the hidden span: a description is computed from the nodes, each trimmed. */}
          {errorPrefix ? <span className="visually-hidden">{errorPrefix}</span> : null} {error}
        </p>
      ) : null}
    </div>
  );
}
