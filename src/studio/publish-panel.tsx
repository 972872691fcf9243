// Publishing: the drafts of the files the account's role changes, published together as one version once the config
// checker finds nothing with them in place (else its problems, nothing published), and the published versions, each
// with what it changed, any of which an editor restores as a new one (or the files as shipped). Every version stays.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { loadVersions, publishDrafts, restoreVersion, StudioCallError } from './studio-api';
import type { PublishOutcome, Staff, StudioVersions } from './studio-api';
import { ProblemList } from './problem-list';
import { useSessionEnd } from './use-session-end';
import { useWhen } from './use-when';
import { OpenFileButton } from './open-file-button';

const VersionChanges = lazy(() => import('./version-changes'));

type Outcome = PublishOutcome | { failed: string } | null;

interface Props {
  staff: Staff;
  /** On the page (not behind a draft): read again each time it comes back, so a draft saved meanwhile is listed. */
  shown: boolean;
  onEdit: (file: string) => void;
  onSessionEnded: () => void;
  /** A version was published or restored: what the config lists has changed. */
  onPublished: () => void;
}

export function PublishPanel({ staff, shown, onEdit, onSessionEnded, onPublished }: Props) {
  const { t, i18n } = useTranslation();
  const when = useWhen();
  const ids = { heading: useId(), message: useId(), messageError: useId() };
  const [loaded, setLoaded] = useState<StudioVersions | null>(null);
  const [message, setMessage] = useState('');
  const [messageMissing, setMessageMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLInputElement>(null);

  const ended = useSessionEnd(onSessionEnded);
  const read = useCallback(() => loadVersions().then(setLoaded, (error: unknown) => ended(error)), [ended]);
  useEffect(() => {
    if (shown) void read();
  }, [shown, read]);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const run = (action: () => Promise<PublishOutcome>) => {
    setBusy(true);
    setOutcome(null);
    action()
      .then(
        (answer) => {
          setOutcome(answer);
          if ('version' in answer) {
            setMessage('');
            onPublished();
          }
          void read();
        },
        (error: unknown) => {
          if (ended(error)) return;
          const key = error instanceof StudioCallError ? error.key : 'network';
          setOutcome({ failed: i18n.exists(`errors.${key}`) ? t(`errors.${key}`) : t('publish.failed') });
        },
      )
      .finally(() => setBusy(false));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() === '') {
      setMessageMissing(true);
      messageRef.current?.focus();
      return;
    }
    setMessageMissing(false);
    run(() => publishDrafts(message.trim()));
  };
  const restoreId = (id: number) => `${ids.heading}-restore-${id}`;
  // Why: the question and its buttons go; the focus goes back to the Restore button that asked it.
  const cancel = (id: number) => {
    setConfirming(null);
    document.getElementById(restoreId(id))?.focus();
  };
  const restore = (id: number) => {
    setConfirming(null);
    run(() => restoreVersion(id, id === 0 ? t('publish.restoreShippedMessage') : t('publish.restoreMessage', { id })));
  };

  if (!loaded) return null;
  const { drafts, versions, live } = loaded;
  const editor = staff.role === 'editor';
  return (
    <section className="studio-part studio-publish" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('publish.title')}</h2>
      <p className="studio-hint">{t('publish.lead')}</p>
      {drafts.length === 0 ? (
        <p>{t('publish.noDrafts')}</p>
      ) : (
        <>
          <p>{t('publish.drafts', { count: drafts.length })}</p>
          <ul className="studio-list">
            {drafts.map((draft) => (
              <li key={draft.file}>
                <strong>{draft.file}</strong> <span>{t('recent.row', { version: draft.version, by: draft.by, at: when(draft.at) })}</span>{' '}
                <OpenFileButton file={draft.file} onOpen={onEdit} />
              </li>
            ))}
          </ul>
          <form className="studio-publish__form" onSubmit={submit} noValidate>
            <div className="studio-field">
              <label htmlFor={ids.message}>{t('publish.message')}</label>
              <input
                id={ids.message}
                ref={messageRef}
                value={message}
                maxLength={300}
                aria-invalid={messageMissing}
                aria-describedby={messageMissing ? ids.messageError : undefined}
                onChange={(event) => setMessage(event.target.value)}
              />
              {messageMissing ? (
                <p id={ids.messageError} className="studio-field__error">
                  {t('publish.messageRequired')}
                </p>
              ) : null}
            </div>
            <button type="submit" className="studio-button" disabled={busy}>
              {busy ? t('publish.publishing') : t('publish.submit')}
            </button>
          </form>
        </>
      )}
      <PublishOutcomeView outcome={outcome} focusRef={outcomeRef} />
      <details className="studio-history">
        <summary>{t('publish.versions', { count: versions.length })}</summary>
        {versions.length === 0 ? <p>{t('publish.none')}</p> : null}
        <ul className="studio-list">
          {versions.map((version) => (
            <li key={version.id}>
              <strong>{t('publish.versionRow', { id: version.id, message: version.message, by: version.by, at: when(version.at) })}</strong>
              {version.id === live ? <span className="studio-tag studio-tag--changed">{t('publish.live')}</span> : null}{' '}
              <span>{t('publish.changedFiles', { files: version.changed.join(', ') })}</span>{' '}
              {editor && version.id !== live ? (
                <button
                  type="button"
                  id={restoreId(version.id)}
                  className="studio-button studio-button--quiet studio-button--small"
                  aria-label={t('publish.restoreLabel', { id: version.id })}
                  onClick={() => setConfirming(version.id)}
                >
                  {t('publish.restore')}
                </button>
              ) : null}
              {confirming === version.id ? <Confirm id={version.id} onYes={restore} onNo={cancel} /> : null}
              <ChangesOf id={version.id} onSessionEnded={onSessionEnded} />
            </li>
          ))}
        </ul>
        {editor && live !== 0 ? (
          <p>
            <button type="button" id={restoreId(0)} className="studio-button studio-button--quiet" onClick={() => setConfirming(0)}>
              {t('publish.restoreShipped')}
            </button>
            {confirming === 0 ? <Confirm id={0} onYes={restore} onNo={cancel} /> : null}
          </p>
        ) : null}
      </details>
    </section>
  );
}

/** A version's changes, loaded when the person opens them. */
function ChangesOf({ id, onSessionEnded }: { id: number; onSessionEnded: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className="studio-changes-of" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('changes.show', { id })}</summary>
      {open ? (
        <Suspense fallback={<p role="status">{t('changes.loading')}</p>}>
          <VersionChanges id={id} onSessionEnded={onSessionEnded} />
        </Suspense>
      ) : null}
    </details>
  );
}

function Confirm({ id, onYes, onNo }: { id: number; onYes: (id: number) => void; onNo: (id: number) => void }) {
  const { t } = useTranslation();
  const question = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    question.current?.focus();
  }, []);
  return (
    <span className="studio-confirm">
      <span ref={question} tabIndex={-1}>
        {id === 0 ? t('publish.confirmShipped') : t('publish.confirm', { id })}
      </span>{' '}
      <span className="studio-actions">
        <button type="button" className="studio-button studio-button--small" onClick={() => onYes(id)}>
          {t('publish.confirmYes')}
        </button>
        <button type="button" className="studio-button studio-button--quiet studio-button--small" onClick={() => onNo(id)}>
          {t('publish.cancel')}
        </button>
      </span>
    </span>
  );
}

function PublishOutcomeView({ outcome, focusRef }: { outcome: Outcome; focusRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  if ('version' in outcome)
    return (
      <div className="studio-outcome" tabIndex={-1} ref={focusRef}>
        {outcome.version.gone?.length ? (
          <>
            <p>{t('publish.published', { id: outcome.version.id })}</p>
            <p>{t('publish.gone', { count: outcome.version.gone.length })}</p>
            <ul className="studio-list">
              {outcome.version.gone.map((gone) => (
                <li key={`${gone.language}|${gone.path}`}>
                  <code>{gone.path}</code> {t('publish.goneWhere', { language: gone.language, route: gone.route })}
                </li>
              ))}
            </ul>
          </>
        ) : (
          t('publish.published', { id: outcome.version.id })
        )}
      </div>
    );
  if ('failed' in outcome)
    return (
      <div className="studio-outcome studio-error" tabIndex={-1} ref={focusRef}>
        {outcome.failed}
      </div>
    );
  return (
    <div className="studio-outcome studio-conflict" tabIndex={-1} ref={focusRef}>
      <p>{t('publish.refused', { count: outcome.problems.length })}</p>
      <ProblemList problems={outcome.problems} withFile className="studio-problems" />
    </div>
  );
}
