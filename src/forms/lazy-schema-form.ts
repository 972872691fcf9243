// What pages import: SchemaForm as its own chunk (rjsf, the theme and its CSS), fetched the first time a
// page renders a form. Render it inside <Suspense>; its props are SchemaFormProps.
import { lazy } from 'react';

export const LazySchemaForm = lazy(() => import('./schema-form'));
export type { SchemaFormProps } from './schema-form';
