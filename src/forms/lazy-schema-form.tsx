// What pages import: SchemaForm as its own chunk (rjsf, the theme and its CSS). A route loads it with the forms its
// template shows when it opens (preloadForms, schemas/config/templates.json `forms`), so those render with the page.
// A form shown later (a block's, a captcha asked for) fetches it the first time: its own Suspense boundary says
// "Loading the form…" where the form will be while the chunk is on its way (a slow phone connection: a second or
// more), rather than leaving a blank card or hiding the page's whole flow behind a boundary of the template's; on a
// prerendered page it keeps the form's HTML until the chunk is there. Props are SchemaFormProps.
import { Suspense, use } from 'react';
import type * as SchemaFormModule from './schema-form';
import type { SchemaFormProps } from './schema-form-props';
import { FormLoading } from './form-notices';
import { loadFormFiles } from './form-files';
import { nativeFormIds } from '@/contract/native-forms';
import { hydrationGateArmed, hydrationGateOpened } from '@/platform/hydration-gate';
import { lazyAtOnce } from '@/ui/lazy-at-once';

type Engine = typeof SchemaFormModule;
let engine: Engine | undefined;
const loadEngine = () => import('./schema-form').then((module) => (engine = module));

// An engine already loaded (a route preloaded it with its forms) renders in the same pass as the page.
const SchemaForm = lazyAtOnce(
  () => engine?.default,
  () => loadEngine().then((module) => module.default),
);

/** The form `formId` waits at the hydration gate: it works as plain HTML and the page is hydrating as built. */
const nativeFormWaits = (formId: string): boolean => hydrationGateArmed() && nativeFormIds.includes(formId);

/**
 * Loads the form engine and `formIds`' files (a route, with its template: schemas/config/templates.json `forms`);
 * resolves when they are there or failed (the form shows its own failure when it renders).
 */
export function preloadForms(formIds: readonly string[]): Promise<void> {
  // A prerendered page's form that works as plain HTML loads its engine later (src/platform/hydration-gate.ts).
  const wanted = formIds.filter((id) => !nativeFormWaits(id));
  if (wanted.length === 0) return Promise.resolve();
  // The files are fetched beside the engine, not after it; the engine then builds each form's validator.
  const files = wanted.map((id) => loadFormFiles(id).catch(() => undefined));
  return Promise.all([loadEngine(), ...files])
    .then(([module]) => Promise.all(wanted.map(module.formResult)))
    .then(
      () => undefined,
      () => undefined,
    );
}

/** A form that works as plain HTML, hydrated: it stays the server's HTML until the gate opens. */
function AfterGate(props: SchemaFormProps) {
  use(hydrationGateOpened);
  return <SchemaForm {...props} />;
}

export function LazySchemaForm(props: SchemaFormProps) {
  return (
    <Suspense fallback={<FormLoading />}>{nativeFormWaits(props.formId) ? <AfterGate {...props} /> : <SchemaForm {...props} />}</Suspense>
  );
}
export type { SchemaFormProps } from './schema-form-props';
