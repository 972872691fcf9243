// The fields of a form that a page does not show itself, listed on a step that repeats what will be sent (a review):
// the page names the fields it shows in its own words, and every other field of the form with a value (one an editor
// added to the form) is listed with its label and value, read from the form's files (schemas/forms/<form>.json and
// .ui.json). A field added to the form is shown there without code.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formLoaders } from './form-files';
import type { FormSchema, FormUiSchema, FormValues } from './form-types';

/** One field: its label key, and its value (a key of the field's `ui:enumNames`, or the text as given). */
export interface AddedFieldRow {
  name: string;
  label: string;
  value: { key: string } | { text: string };
}

interface FieldSchema {
  title?: unknown;
  enum?: unknown[];
}

/** The rows of `values` for the fields of `schema` outside `shown`, in the form's order; an empty field has none. */
export function addedFieldRows(schema: FormSchema, uiSchema: FormUiSchema, values: FormValues, shown: readonly string[]): AddedFieldRow[] {
  const fields = Object.entries((schema.properties ?? {}) as Record<string, FieldSchema>);
  return fields.flatMap(([name, field]): AddedFieldRow[] => {
    const value = values[name];
    if (shown.includes(name) || (typeof value !== 'string' && typeof value !== 'number') || value === '') return [];
    const label = typeof field.title === 'string' ? field.title : name;
    const names = (uiSchema[name] as { 'ui:enumNames'?: unknown } | undefined)?.['ui:enumNames'];
    const index = field.enum?.indexOf(value) ?? -1;
    const key = Array.isArray(names) ? names[index] : undefined;
    return [{ name, label, value: typeof key === 'string' ? { key } : { text: String(value) } }];
  });
}

interface Props {
  formId: string;
  values: FormValues;
  /** The fields the page shows itself. */
  shown: readonly string[];
}

/** The form's files, once loaded (null until then). */
function useFormFiles(formId: string): { schema: FormSchema; uiSchema: FormUiSchema } | null {
  const [files, setFiles] = useState<{ schema: FormSchema; uiSchema: FormUiSchema } | null>(null);
  useEffect(() => {
    const loaders = formLoaders(formId);
    if (!loaders) throw new Error(`AddedFieldRows: this build has no form "${formId}"`);
    let current = true;
    void Promise.all([loaders.schema(), loaders.uiSchema()]).then(
      ([schema, uiSchema]) => current && setFiles({ schema, uiSchema }),
      // Why nothing else: the page that shows the rows sent the form from these files a moment ago.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [formId]);
  return files;
}

function Rows({ rows }: { rows: AddedFieldRow[] }) {
  const { t } = useTranslation();
  return rows.map((row) => (
    <div key={row.name} data-field={row.name}>
      <dt>{t(row.label)}</dt>
      <dd>{'key' in row.value ? t(row.value.key) : row.value.text}</dd>
    </div>
  ));
}

/** The rows of a figure list (`<div><dt/><dd/></div>`) for the form's other fields; nothing until its files are in. */
export function AddedFieldRows({ formId, values, shown }: Props) {
  const files = useFormFiles(formId);
  return files ? <Rows rows={addedFieldRows(files.schema, files.uiSchema, values, shown)} /> : null;
}

/** The same rows as a figure list of their own, where the page has none: nothing when no other field has a value. */
export function AddedFieldList({ formId, values, shown, className }: Props & { className: string }) {
  const files = useFormFiles(formId);
  const rows = files ? addedFieldRows(files.schema, files.uiSchema, values, shown) : [];
  return rows.length > 0 ? (
    <dl className={className}>
      <Rows rows={rows} />
    </dl>
  ) : null;
}
