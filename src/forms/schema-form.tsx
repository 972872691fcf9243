// SchemaForm: renders a form from its config (schemas/forms/<formId>.json + .ui.json) with rjsf, our
// accessible theme and the form's precompiled validator. Pages load it lazily (lazy-schema-form.ts), so rjsf
// stays out of the app's first load.
//
// Submitting: rjsf validates in the browser; on failure the error summary appears (role="alert"; a small form
// whose layout says `"ui:errorSummary": false` says it beside its fields only) and the
// first invalid field takes focus. Valid data goes to `onSubmit`; while its promise runs the button shows
// "Sending…" and further submits are ignored. A rejection in the API client's shape puts violations on
// their fields (rjsf `extraErrors`) and a message in the summary. Typed values are never reset: rjsf keeps
// them in its own state, and the Form is never remounted. Its submit button and the page's own buttons: FormActions.
import { Suspense, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { isLiveConfigStale } from '@/platform/live-config';
import { formNames, hasForm } from './form-registry';
import type { LoadedForm } from './form-registry';
import { formResult } from './form-result';
import { FormLoadFailed, FormLoading, UnknownForm } from './form-notices';
import type { FormFields, FormSchema, FormValues, FormWidgets, SchemaFormContext, Translate } from './form-types';
import type { SchemaFormProps } from './schema-form-props';
import { restoreTypedFields } from './restore-typed-fields';
import { useStartingValues } from './use-starting-values';
import { toServerFailure } from './server-errors';
import { useOperationRefusal } from './use-operation-refusal';
import { useSummaryItem } from './use-summary-item';
import { ErrorSummary, RefusalAnnouncement } from './theme/error-summary';
import type { SummaryItem } from './theme/error-summary';
import { FormActions } from './theme/form-actions';
import { themeFields, themeTemplates, themeWidgets } from './theme/theme';
import { createErrorTransformer, errorPath, fieldOrder, fieldSchemaAt, sortByField } from './validation/error-messages';

export type { SchemaFormProps } from './schema-form-props';

/** Renders the form `formId`, or a visible message (and a console warning) when there is no such form. */
export function SchemaForm(props: SchemaFormProps) {
  if (!hasForm(props.formId)) return <UnknownForm formId={props.formId} known={formNames()} />;
  return (
    <Suspense fallback={<FormLoading />}>
      <LoadedSchemaForm {...props} />
    </Suspense>
  );
}
export default SchemaForm;
// What a route's preload asks the engine once it is loaded (lazy-schema-form.tsx).
export { formResult };

function LoadedSchemaForm(props: SchemaFormProps) {
  const result = use(formResult(props.formId));
  if (!result.ok) return <FormLoadFailed formId={props.formId} error={result.error} />;
  return <SchemaFormView key={props.formId} {...props} form={result.form} />;
}

interface Summary {
  /** The browser's refusals (said in the language of their validation), or the server's (said from its answer). */
  items: SummaryItem[] | 'server';
  /** Said again in another language: the summary stays where it is, and so does the focus. */
  quiet?: boolean;
  /** Increases on every failed submit: the summary is re-created, so screen readers announce it again. */
  round: number;
  /** The input to focus after the summary renders; null focuses the summary itself. */
  focusId: string | null;
}

export type SchemaFormViewProps = Omit<SchemaFormProps, 'formId'> & { form: LoadedForm };

/**
 * Renders a form already loaded (schema, uiSchema, validator). Screens use SchemaForm; this is for callers
 * that build the form themselves, such as the "Add a form field" guide test or an editor's preview.
 */
export function SchemaFormView({
  form,
  onSubmit,
  onChange,
  initialData,
  formContext,
  widgets,
  fields,
  heldBy,
  submitLabel,
  submitName,
  idPrefix = form.id,
  children,
  refusedBefore,
}: SchemaFormViewProps) {
  const { t, i18n } = useTranslation();
  const sessionRefusal = useOperationRefusal(form.schema);
  // The server's refusal as it came: its messages are said in the language shown (a switch says them again).
  const [refusal, setRefusal] = useState<{ reason: unknown } | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const mounted = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Read once: rjsf owns the values from then on (so a failed submit never resets them).
  const [initialFormData] = useState<FormValues>(() => ({ ...initialData }));
  const formRef = useRef<Form<FormValues, FormSchema, SchemaFormContext>>(null);
  useStartingValues(formRef, initialData);

  useEffect(() => {
    mounted.current = true;
    // Hydrated over the prerendered HTML: what the visitor typed there before the app ran becomes form state.
    if (rootRef.current) restoreTypedFields(rootRef.current);
    // The form is the app's now (a prerendered one may stay plain HTML a while: src/platform/hydration-gate.ts); tests wait for it.
    if (rootRef.current) rootRef.current.dataset.live = 'true';
    return () => {
      mounted.current = false;
    };
  }, []);

  // By value: a page that builds its formContext on each render must not make every render a "new language".
  const textValuesKey = JSON.stringify(formContext?.textValues ?? {});
  const translate = useCallback<Translate>(
    (key, values) => t(key, { ...(JSON.parse(textValuesKey) as object), ...values }),
    [t, textValuesKey],
  );
  const transformErrors = useMemo(() => createErrorTransformer(form.schema, form.uiSchema, translate), [form, translate]);
  const order = useMemo(() => fieldOrder(form.schema, form.uiSchema), [form]);
  const allWidgets = useMemo<FormWidgets>(() => ({ ...themeWidgets, ...widgets }), [widgets]);
  const allFields = useMemo<FormFields>(() => ({ ...themeFields, ...fields }), [fields]);

  const itemFor = useSummaryItem(form, translate, idPrefix, formContext?.fieldLabels);
  const showSummary = useCallback((items: SummaryItem[], source: 'browser' | 'server' = 'browser') => {
    const focusId = items.find((i) => i.targetId)?.targetId ?? null;
    setSummary((prev) => ({ items: source === 'server' ? 'server' : items, round: (prev?.round ?? 0) + 1, focusId }));
  }, []);

  /** The server's refusal as the form says it: on its fields (errorSchema), and as summary items in field order. */
  const serverFailureOf = useCallback(
    (reason: unknown) => {
      const at = typeof form.schema['x-at'] === 'string' ? form.schema['x-at'] : undefined;
      const text = { t: translate, exists: (key: string) => i18n.exists(key), outdated: isLiveConfigStale() };
      const said = toServerFailure(reason, (path) => fieldSchemaAt(form.schema, path) !== undefined, text, at);
      const inFormOrder = sortByField(
        said.messages.map((m) => ({ ...m, property: m.path.join('.') })),
        order,
      );
      return { errorSchema: said.errorSchema, items: inFormOrder.map((m, i) => itemFor(m.path, m.message, i)) };
    },
    [form.schema, translate, i18n, order, itemFor],
  );
  const failure = useMemo(() => refusal && serverFailureOf(refusal.reason), [refusal, serverFailureOf]);
  const extraErrors: ErrorSchema<FormValues> | undefined =
    failure && Object.keys(failure.errorSchema).length > 0 ? failure.errorSchema : undefined;
  const serverItems = failure?.items ?? [];
  const summaryItems = summary ? (summary.items === 'server' ? serverItems : summary.items) : [];
  // A form whose layout says `"ui:errorSummary": false` (a small form repeated in a list: a basket line's quantity)
  // says a refusal beside its fields alone, the first one focused: a box above a single field says it twice. A refusal
  // that names no field of the form keeps the summary: nothing else says it.
  const besideFieldsOnly = form.uiSchema['ui:errorSummary'] === false && summaryItems.every((item) => item.targetId !== undefined);

  // In another language, the browser's refusals shown are checked again, to be said in it (quietly: no focus move).
  const revalidating = useRef(false);
  const lastTranslate = useRef(translate);
  const browserSummaryShown = summary !== null && summary.items !== 'server';
  useEffect(() => {
    const switched = translate !== lastTranslate.current;
    lastTranslate.current = translate;
    if (!switched || !browserSummaryShown) return;
    // rjsf reports the errors after its state has committed (handleError): the flag waits for that report.
    revalidating.current = true;
    formRef.current?.validateForm();
  }, [translate, browserSummaryShown]);

  // After a failed submit has rendered its errors: focus the first invalid field, else the summary.
  useEffect(() => {
    if (!summary || summary.quiet) return;
    const target = summary.focusId ? document.getElementById(summary.focusId) : null;
    if (target && rootRef.current?.contains(target)) {
      target.focus();
      if (document.activeElement === target) return;
    }
    summaryRef.current?.focus();
  }, [summary]);

  const handleError = useCallback(
    (errors: RJSFValidationError[]) => {
      const items = sortByField(errors, order).map((e, i) => itemFor(errorPath(e), e.message ?? e.stack, i));
      if (revalidating.current) {
        revalidating.current = false;
        setSummary((prev) => prev && { ...prev, items, quiet: true });
      } else showSummary(items);
    },
    [order, itemFor, showSummary],
  );

  /** Shows the server's refusal of a submit: on its fields and in the summary, the first refused field focused. */
  const showRefusal = useCallback(
    (reason: unknown) => {
      setRefusal({ reason });
      showSummary(serverFailureOf(reason).items, 'server');
    },
    [serverFailureOf, showSummary],
  );

  // Once per refusal given: a language switch says the one shown again by itself (`failure`), without moving the focus.
  const refusalShown = useRef<unknown>(undefined);
  useEffect(() => {
    if (refusedBefore === undefined || refusalShown.current === refusedBefore) return;
    refusalShown.current = refusedBefore;
    showRefusal(refusedBefore);
  }, [refusedBefore, showRefusal]);

  const handleSubmit = useCallback(
    async ({ formData }: IChangeEvent<FormValues, FormSchema, SchemaFormContext>) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      setSummary(null);
      try {
        await onSubmit(formData ?? {});
      } catch (reason: unknown) {
        if (mounted.current) showRefusal(reason);
      } finally {
        busyRef.current = false;
        if (mounted.current) setBusy(false);
      }
    },
    [onSubmit, showRefusal],
  );

  // Runs before rjsf's own submit handler: a submit while one is running never reaches rjsf (no second
  // validation, no second request), and the server's errors of the previous attempt are dropped.
  const guardSubmit = (event: FormEvent<HTMLDivElement>) => {
    if (busyRef.current) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (refusal) setRefusal(null);
    revalidating.current = false;
  };

  const hasRequired = (form.schema.required?.length ?? 0) > 0;
  return (
    <div className="schema-form" ref={rootRef} onSubmitCapture={guardSubmit} data-form={form.id}>
      {summary && summaryItems.length > 0 ? (
        besideFieldsOnly ? (
          <RefusalAnnouncement key={summary.round} items={summaryItems} />
        ) : (
          <ErrorSummary key={summary.round} ref={summaryRef} items={summaryItems} />
        )
      ) : null}
      {hasRequired && <p className="form-required-note">{t('forms.common.requiredNote')}</p>}
      <Form<FormValues, FormSchema, SchemaFormContext>
        ref={formRef}
        className="schema-form__form"
        // A submit the browser makes itself (a prerendered form, before the app runs) must not put the values
        // in the address: the server answers a POST to a prerendered page with a redirect to it (static-files.ts).
        method="post"
        schema={form.schema}
        uiSchema={form.uiSchema}
        validator={form.validator}
        initialFormData={initialFormData}
        formContext={formContext}
        templates={themeTemplates}
        widgets={allWidgets}
        fields={allFields}
        idPrefix={idPrefix}
        extraErrors={extraErrors}
        transformErrors={transformErrors}
        onError={handleError}
        onSubmit={(event) => void handleSubmit(event)}
        onChange={onChange && ((event) => onChange(event.formData ?? {}))}
        // Our summary and focus follow the form's field order (rjsf's follow ajv's) and also cover server errors.
        showErrorList={false}
        focusOnFirstError={false}
        noHtml5Validate
        omitExtraData
        // A `const` is a rule here ("equal to the password"), never a value to prefill.
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
      >
        <FormActions
          uiSchema={form.uiSchema}
          submit={{ label: submitLabel, name: submitName && translate(submitName), busy, refusedBy: sessionRefusal.describedBy ?? heldBy }}
          note={sessionRefusal.note}
        >
          {children}
        </FormActions>
      </Form>
      <p className="form-visually-hidden" role="status">
        {busy ? t('forms.common.sending') : ''}
      </p>
    </div>
  );
}
