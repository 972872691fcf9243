// What a screen gives SchemaForm (schema-form.tsx), apart so that pages and the lazy wrapper name it without the engine.
import type { ReactNode } from 'react';
import type { FormFields, FormValues, FormWidgets, SchemaFormContext } from './form-types';

export interface SchemaFormProps {
  /** The form's id: the name of its files in schemas/forms (e.g. "create-account"). */
  formId: string;
  /** Sends the valid data. Reject with the API client's `{ code, errors, key? }` to show its errors. */
  onSubmit: (data: FormValues) => Promise<void>;
  /**
   * Values to start from (e.g. the member's profile). Read when the form mounts; when they change later (the
   * country a language preselects, after a language switch), a field the visitor has not changed follows.
   */
  initialData?: FormValues;
  /** Run-time data for fields and widgets, e.g. `{ options: { country_id: [{ value: 21, label: 'Belgium' }] } }`. */
  formContext?: SchemaFormContext;
  /** Widgets the screen provides by name, e.g. `{ captcha: AltchaWidget }` for `"ui:widget": "captcha"`. */
  widgets?: FormWidgets;
  /**
   * Fields the screen provides by name, for a property whose parts are the page's data: `{ extraFields }` for
   * `"ui:field": "extraFields"` (the fields a product's own schema asks for).
   */
  fields?: FormFields;
  /** The id of a note the page shows saying why the form cannot be sent yet: the submit is disabled and described by it. */
  heldBy?: string;
  /**
   * Called with the values after each change the visitor makes: a page that applies a choice at once (the shop's
   * category boxes and sort) reads it here; what is typed still waits for the submit and its validation.
   */
  onChange?: (data: FormValues) => void;
  /** i18n key of the submit button's text. */
  submitLabel: string;
  /**
   * i18n key of the submit button's accessible name, when its text alone would not say which of several alike forms it
   * sends (one form per line of a list: "Update the quantity of {{name}}"); the form's texts' values fill it.
   */
  submitName?: string;
  /** The prefix of the fields' ids (the form's id by default): a page showing one form several times gives each its own. */
  idPrefix?: string;
  /** Extra buttons or links, after the submit button. */
  children?: ReactNode;
  /**
   * A refusal of this form's plain HTML submit, sent before the app ran (native-refusal.ts): shown as a refused
   * submit's, when it is given (the values it gave back come as `initialData`).
   */
  refusedBefore?: unknown;
}
