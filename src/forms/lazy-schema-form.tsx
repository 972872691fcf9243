// What pages import: SchemaForm as its own chunk (rjsf, the theme and its CSS), fetched the first time a
// page renders a form. Its own Suspense boundary says "Loading the form…" where the form will be while the
// chunk is on its way (a slow phone connection: a second or more), rather than leaving a blank card or hiding
// the page's whole flow behind a boundary of the template's; on a prerendered page it keeps the form's HTML
// until the chunk is there. Props are SchemaFormProps.
import { lazy, Suspense } from 'react';
import type { SchemaFormProps } from './schema-form';
import { FormLoading } from './form-notices';

const SchemaForm = lazy(() => import('./schema-form'));

export function LazySchemaForm(props: SchemaFormProps) {
  return (
    <Suspense fallback={<FormLoading />}>
      <SchemaForm {...props} />
    </Suspense>
  );
}
export type { SchemaFormProps } from './schema-form';
