// The end of a schema form: its submit button, the page's own buttons or links, and the support session's note saying
// why the form cannot be sent. A form that applies every change through `onChange` (the hotel results' filters) says
// rjsf's `"ui:submitButtonOptions": { "norender": true }`: a button there would do nothing. With nothing to show, no
// empty actions box either (rjsf draws its own button only when given no children, and it follows the same option).
import { Children } from 'react';
import type { ReactNode } from 'react';
import { getSubmitButtonOptions } from '@rjsf/utils';
import type { FormUiSchema } from '../form-types';
import { SubmitButton } from './submit-button';

interface Props {
  uiSchema: FormUiSchema;
  /** The submit button's text and accessible name, as SubmitButton takes them. */
  submit: { label: string; name?: string; busy: boolean; refusedBy?: string };
  /** The support session's note (null: this session may send the form). */
  note: ReactNode;
  children?: ReactNode;
}

export function FormActions({ uiSchema, submit, note, children }: Props) {
  const submitShown = !getSubmitButtonOptions(uiSchema).norender;
  if (!submitShown && Children.toArray(children).length === 0 && note === null) return null;
  return (
    <div className="form-actions">
      {submitShown && <SubmitButton {...submit} />}
      {children}
      {note}
    </div>
  );
}
