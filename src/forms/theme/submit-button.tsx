import { useTranslation } from 'react-i18next';

/**
 * The submit button. While a submit runs it says "Sending…" with a spinner and `aria-busy`, and is
 * `aria-disabled` rather than `disabled`, so that focus stays on it; SchemaForm ignores the clicks.
 */
export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="form-submit" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
      {busy && <span className="form-submit__spinner" aria-hidden="true" />}
      <span>{busy ? t('forms.common.sending') : t(label)}</span>
    </button>
  );
}
