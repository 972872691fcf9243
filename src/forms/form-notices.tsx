import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import './form-notices.css';

/** Shown for a form id this build does not ship: a visible message and a console warning, never a blank. */
export function UnknownForm({ formId, known }: { formId: string; known: readonly string[] }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.warn(
      `[forms] Unknown form "${formId}". Known forms: ${known.join(', ')}. Add schemas/forms/${formId}.json and run \`npm run build:validators\`.`,
    );
  }, [formId, known]);
  return (
    <p className="form-placeholder" role="alert" data-form-placeholder={formId}>
      {t('forms.common.unknownForm', { id: formId })}
    </p>
  );
}

/** Shown when a known form's files cannot be loaded (offline, or a build whose validators are stale). */
export function FormLoadFailed({ formId, error }: { formId: string; error: Error }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.warn(`[forms] Form "${formId}" could not be loaded: ${error.message}`);
  }, [formId, error]);
  return (
    <p className="form-placeholder" role="alert" data-form-placeholder={formId}>
      {t('forms.common.loadFailed')}
    </p>
  );
}

/** While a form's chunks load: busy, like every stand-in for content still loading (ui/spinner.tsx). */
export function FormLoading() {
  const { t } = useTranslation();
  return (
    <p className="form-loading" role="status" aria-busy="true">
      {t('forms.common.loading')}
    </p>
  );
}
