import { useTranslation } from 'react-i18next';

/**
 * The submit button. While a submit runs it says "Sending…" with a spinner and `aria-busy`, and is
 * `aria-disabled` rather than `disabled`, so that focus stays on it; SchemaForm ignores the clicks.
 */
/**
 * `refusedBy`: the id of a note saying why this session may not send the form (the button is then disabled); `name`: its
 * accessible name when its text alone would be ambiguous (already translated).
 */
export function SubmitButton({ label, busy, refusedBy, name }: { label: string; busy: boolean; refusedBy?: string; name?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className="form-submit"
      aria-label={name}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      disabled={refusedBy !== undefined}
      aria-describedby={refusedBy}
    >
      {busy && <span className="form-submit__spinner" aria-hidden="true" />}
      <span>{busy ? t('forms.common.sending') : t(label)}</span>
    </button>
  );
}
