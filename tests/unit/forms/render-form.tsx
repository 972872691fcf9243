// Renders forms the way a page does: inside the app's i18n instance, in a chosen language.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { ReactElement } from 'react';
import { applyLanguage, i18n } from '@/platform/i18n';
import type { Language } from '@/lib/app-config';
import { SchemaForm } from '@/forms/schema-form';
import type { SchemaFormProps } from '@/forms/schema-form';
import type { FormValues } from '@/forms/form-types';

export const LANGUAGES: readonly Language[] = ['en', 'fr-be', 'nl-be'];

/** `onSubmit` that resolves, recording what it was given. */
export function resolvingSubmit() {
  const calls: FormValues[] = [];
  const onSubmit = async (data: FormValues): Promise<void> => {
    calls.push(data);
  };
  return { calls, onSubmit };
}

/** `onSubmit` whose promise the test settles: `settle.resolve()` / `settle.reject(reason)`. */
export function pendingSubmit() {
  const calls: FormValues[] = [];
  let resolve: () => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const onSubmit = (data: FormValues): Promise<void> => {
    calls.push(data);
    return new Promise<void>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
  };
  return { calls, onSubmit, settle: { resolve: () => resolve(), reject: (reason: unknown) => reject(reason) } };
}

/** Renders inside the app's i18n; awaits act so that lazily loaded forms (React `use`) can resolve. */
export async function renderInI18n(ui: ReactElement) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  });
  if (!result) throw new Error('render did not run');
  return result;
}

/** Renders <SchemaForm> in `language` and waits until its fields are there. */
export async function renderForm(props: Partial<SchemaFormProps> & Pick<SchemaFormProps, 'formId'>, language: Language = 'en') {
  await applyLanguage(language);
  const user = userEvent.setup();
  const { onSubmit } = resolvingSubmit();
  const submitLabel = props.submitLabel ?? `forms.${camel(props.formId)}.submit`;
  const result = await renderInI18n(<SchemaForm onSubmit={onSubmit} {...props} submitLabel={submitLabel} />);
  await screen.findByRole('button', { name: i18n.t(submitLabel) });
  return { ...result, user };
}

export function camel(id: string): string {
  return id.replace(/-([a-z\d])/g, (_m, c: string) => c.toUpperCase());
}

/** The app's translation of `key` in the current language. */
export const tr = (key: string, values?: Record<string, unknown>): string => i18n.t(key, values);
