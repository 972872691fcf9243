// An editor's overrides of the portal's interface strings: every override in every language beside the portal's own
// text, found by the studio's search, and a form to set one (a known key, the original's {{placeholders}} kept) or to
// change or remove one listed. An override reaches visitors of its language at their next page load, without a publish.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOverrides, setOverride, StudioCallError } from './studio-api';
import type { OverrideChange, StudioOverride } from './studio-api';
import { studioLanguages } from './studio-i18n';
import { useSessionEnd } from './use-session-end';
import { useStudioLoad } from './use-studio-load';
import { useWhen } from './use-when';

/** How a placeholder is written, shown as is (never a value to fill in). */
const placeholderExample = '{{name}}';

type Field = 'key' | 'value';
type Said = { kind: 'saved' | 'removed'; key: string; language: string } | { kind: 'failed' } | null;

interface Props {
  /** The studio's search: an override shows when its key, its text or the portal's text holds it. */
  query: string;
  languageName: (code: string) => string;
  onSessionEnded: () => void;
  /** How many overrides the search finds (all of them without one). */
  onFound: (count: number) => void;
}

const matches = (override: StudioOverride, query: string) => {
  const words = query.trim().toLowerCase();
  return !words || [override.key, override.value, override.original ?? ''].some((text) => text.toLowerCase().includes(words));
};

export function StringOverrides({ query, languageName, onSessionEnded, onFound }: Props) {
  const { t, i18n } = useTranslation();
  const when = useWhen();
  const ids = { heading: useId(), language: useId(), key: useId(), value: useId() };
  const ended = useSessionEnd(onSessionEnded);
  const { state: loaded, show, retry } = useStudioLoad(loadOverrides, onSessionEnded);
  // Why the studio's language first: an editor working in French most often words the French portal.
  const [change, setChange] = useState<OverrideChange>({ language: i18n.language as OverrideChange['language'], key: '', value: '' });
  const [refused, setRefused] = useState<Partial<Record<Field, string>>>({});
  const [said, setSaid] = useState<Said>(null);
  const [sending, setSending] = useState(false);
  const valueField = useRef<HTMLTextAreaElement>(null);
  const keyField = useRef<HTMLInputElement>(null);
  const saidRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (said) saidRef.current?.focus();
  }, [said]);

  const send = (sent: OverrideChange) => {
    setSending(true);
    setSaid(null);
    setRefused({});
    setOverride(sent)
      .then(
        (overrides) => {
          show(overrides);
          setSaid({ kind: sent.value === null ? 'removed' : 'saved', key: sent.key, language: sent.language });
          if (sent.value !== null) setChange({ language: sent.language, key: '', value: '' });
        },
        (error: unknown) => {
          if (ended(error)) return;
          const violations = error instanceof StudioCallError ? error.violations : [];
          const onFields = Object.fromEntries(
            violations
              .filter((v) => v.propertyPath === 'key' || v.propertyPath === 'value')
              .map((v) => [
                v.propertyPath,
                i18n.exists(`overrides.errors.${v.key}`)
                  ? t(`overrides.errors.${v.key}`, { example: placeholderExample })
                  : t('overrides.errors.other'),
              ]),
          ) as Partial<Record<Field, string>>;
          if (Object.keys(onFields).length === 0) return setSaid({ kind: 'failed' });
          setRefused(onFields);
          (onFields.key ? keyField : valueField).current?.focus();
        },
      )
      .finally(() => setSending(false));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!change.key.trim()) missing.key = t('overrides.errors.keyMissing');
    if (!change.value?.trim()) missing.value = t('overrides.errors.translation_value_empty');
    if (Object.keys(missing).length > 0) {
      setRefused(missing);
      (missing.key ? keyField : valueField).current?.focus();
      return;
    }
    send({ ...change, key: change.key.trim() });
  };
  const edit = (override: StudioOverride) => {
    setRefused({});
    setChange({ language: override.language, key: override.key, value: override.value });
    valueField.current?.focus();
  };

  const shown = loaded.status === 'ready' ? loaded.data.filter((override) => matches(override, query)) : [];
  useEffect(() => onFound(shown.length), [onFound, shown.length]);
  const fieldError = (field: Field) =>
    refused[field] ? (
      <p id={`${ids[field]}-error`} className="studio-field__error">
        {refused[field]}
      </p>
    ) : null;
  return (
    <section className="studio-part" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>
        {t('overrides.title')} {loaded.status === 'ready' ? <span className="studio-count">({shown.length})</span> : null}
      </h2>
      <p className="studio-hint">{t('overrides.lead', { example: placeholderExample })}</p>
      <form className="studio-override-form" noValidate onSubmit={submit}>
        <div className="studio-field">
          <label htmlFor={ids.language}>{t('overrides.language')}</label>
          <select
            id={ids.language}
            value={change.language}
            onChange={(event) => setChange({ ...change, language: event.target.value as OverrideChange['language'] })}
          >
            {studioLanguages.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </div>
        <div className="studio-field">
          <label htmlFor={ids.key}>{t('overrides.key')}</label>
          <input
            id={ids.key}
            ref={keyField}
            value={change.key}
            spellCheck={false}
            aria-invalid={refused.key ? true : undefined}
            aria-describedby={refused.key ? `${ids.key}-error` : undefined}
            onChange={(event) => setChange({ ...change, key: event.target.value })}
          />
          {fieldError('key')}
        </div>
        <div className="studio-field">
          <label htmlFor={ids.value}>{t('overrides.value')}</label>
          <textarea
            id={ids.value}
            ref={valueField}
            rows={3}
            value={change.value ?? ''}
            aria-invalid={refused.value ? true : undefined}
            aria-describedby={refused.value ? `${ids.value}-error` : undefined}
            onChange={(event) => setChange({ ...change, value: event.target.value })}
          />
          {fieldError('value')}
        </div>
        <button type="submit" className="studio-button" disabled={sending}>
          {sending ? t('overrides.saving') : t('overrides.save')}
        </button>
      </form>
      {said ? (
        <p className={said.kind === 'failed' ? 'studio-outcome studio-error' : 'studio-outcome'} tabIndex={-1} ref={saidRef}>
          {said.kind === 'failed'
            ? t('overrides.failed')
            : t(`overrides.${said.kind}`, { key: said.key, language: languageName(said.language) })}
        </p>
      ) : null}
      {loaded.status === 'loading' ? <p role="status">{t('overrides.loading')}</p> : null}
      {loaded.status === 'failure' ? (
        <div role="alert" className="studio-error">
          <p>{t('overrides.loadFailed')}</p>
          <button type="button" className="studio-button" onClick={retry}>
            {t('config.retry')}
          </button>
        </div>
      ) : null}
      {loaded.status === 'ready' && shown.length === 0 ? <p>{t(query.trim() ? 'overrides.noneFound' : 'overrides.none')}</p> : null}
      {shown.length > 0 ? (
        <ul className="studio-list">
          {shown.map((override) => (
            <li key={`${override.key}|${override.language}`}>
              <strong>{override.key}</strong> <span className="studio-tag">{languageName(override.language)}</span>{' '}
              <span>{t('overrides.row', { value: override.value, original: override.original ?? '—' })}</span>{' '}
              <span className="studio-hint">{t('overrides.by', { by: override.by ?? '—', at: when(override.at) })}</span>{' '}
              <button
                type="button"
                className="studio-button studio-button--quiet studio-button--small"
                aria-label={t('overrides.changeOne', { key: override.key, language: languageName(override.language) })}
                onClick={() => edit(override)}
              >
                {t('overrides.change')}
              </button>{' '}
              <button
                type="button"
                className="studio-button studio-button--quiet studio-button--small"
                disabled={sending}
                aria-label={t('overrides.removeOne', { key: override.key, language: languageName(override.language) })}
                onClick={() => send({ language: override.language, key: override.key, value: null })}
              >
                {t('overrides.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
