// One config file's draft, as a form drawn from the config's schema (config-form.tsx) beside its JSON view: the text as
// the draft (or the shipped file) holds it, checked by the portal's config checker on the server at each pause in
// typing, each problem named by the file and JSON pointer it is about, on its field in the form and leading to its line
// in the text. Saving names the version the text was made from: when someone saved a
// newer one meanwhile, the studio says who and when, keeps what was typed, and offers their text or saving over it.
// A draft is discarded (after a question) by its version the same way. The file's changes (the audit log) are listed
// below it.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkText, discardDraft, loadAudit, openFile, saveDraft, StudioCallError } from './studio-api';
import type { StudioAuditEntry, StudioFile, StudioProblem } from './studio-api';
import type { Place } from './json-places';
import { ProblemList } from './problem-list';
import { useSessionEnd } from './use-session-end';
import { useStudioLoad } from './use-studio-load';
import { historyRowKey } from './audit-rows';
import { useWhen } from './use-when';
import { formSchemaName, isStringsFile } from './config-form-schema';
import { DiscardQuestion, DraftOutcome } from './draft-outcome';
import type { Outcome } from './draft-outcome';

const ConfigForm = lazy(() => import('./config-form').then((module) => ({ default: module.ConfigForm })));
const StringsForm = lazy(() => import('./strings-form').then((module) => ({ default: module.StringsForm })));

/** A pause this long in typing sends the text to the checker. */
const checkPauseMs = 400;

interface Props {
  file: string;
  onClose: () => void;
  onSessionEnded: () => void;
}

export function DraftEditor({ file, onClose, onSessionEnded }: Props) {
  const { t, i18n } = useTranslation();
  const when = useWhen();
  const [history, setHistory] = useState<StudioAuditEntry[]>([]);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<StudioProblem[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const ids = { text: useId(), problems: useId() };

  const refused = useSessionEnd(onSessionEnded);
  // The draft's text and problems start from the file as opened (again after a discard, or taking a colleague's).
  const seed = useCallback((shown: StudioFile) => {
    setText(shown.text);
    setProblems(shown.problems);
  }, []);
  const open = useCallback(() => openFile(file), [file]);
  const {
    state: opened,
    retry,
    show: showOpened,
  } = useStudioLoad(open, onSessionEnded, {
    onLoaded: (shown) => {
      seed(shown);
      heading.current?.focus();
    },
  });
  const show = (shown: StudioFile) => {
    seed(shown);
    showOpened(shown);
  };
  // Why apart from the file: the list says who changed what; the draft opens without it.
  const readHistory = useCallback(() => loadAudit(file).then(setHistory, () => setHistory([])), [file]);
  useEffect(() => {
    void readHistory();
  }, [readHistory]);

  // The checker's answer for the text as it stands once typing pauses; an answer for an older text is dropped.
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) return;
    let current = true;
    const timer = setTimeout(() => {
      checkText(file, text).then(
        (found) => current && setProblems(found),
        (error: unknown) => current && !refused(error) && setProblems(null),
      );
    }, checkPauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [file, text, refused]);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const save = (from: Pick<StudioFile, 'version' | 'live'>) => {
    setSaving(true);
    setOutcome(null);
    saveDraft(file, text, from)
      .then(
        (answer) => {
          if ('saved' in answer) {
            // Why not `show`: the text stays as typed (it was sent as it stands; typing may have gone on meanwhile).
            setProblems(answer.saved.problems);
            showOpened(answer.saved);
            setOutcome({ kind: 'saved', version: answer.saved.version });
            void readHistory();
          } else setOutcome({ kind: 'newer', current: answer.newer });
        },
        (error: unknown) => {
          if (refused(error)) return;
          const said = error instanceof StudioCallError && i18n.exists(`errors.${error.key}`);
          setOutcome(said ? { kind: 'refused', message: t(`errors.${error.key}`) } : { kind: 'failed', doing: 'save' });
        },
      )
      .finally(() => setSaving(false));
  };

  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const discardButton = useRef<HTMLButtonElement>(null);
  const discard = (version: number) => {
    setConfirmingDiscard(false);
    setSaving(true);
    setOutcome(null);
    discardDraft(file, version)
      .then(
        (answer) => {
          if ('discarded' in answer) {
            typed.current = false;
            show(answer.discarded);
            setOutcome({ kind: 'discarded' });
            void readHistory();
          } else setOutcome({ kind: 'newer', current: answer.newer });
        },
        (error: unknown) => {
          if (!refused(error)) setOutcome({ kind: 'failed', doing: 'discard' });
        },
      )
      .finally(() => setSaving(false));
  };
  // Why: the question and its buttons go; the focus goes back to the button that asked it.
  const keepDraft = () => {
    setConfirmingDiscard(false);
    discardButton.current?.focus();
  };

  // Why select: the value the problem is about is what the person changes next; the view scrolls to it.
  const goTo = (place: Place) => {
    const area = textArea.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(place.start, place.end);
  };
  const here = (problems ?? []).filter((problem) => problem.file === file);
  const type = (typedText: string) => {
    typed.current = true;
    setText(typedText);
  };
  const formSchema = formSchemaName(text, file);
  const strings = !formSchema && isStringsFile(text);
  const elsewhere = (problems ?? []).filter((problem) => problem.file !== file);

  return (
    <section className="studio-draft" aria-labelledby={`${ids.text}-heading`}>
      <p>
        <button type="button" className="studio-button studio-button--quiet" onClick={onClose}>
          {t('draft.back')}
        </button>
      </p>
      <h2 id={`${ids.text}-heading`} tabIndex={-1} ref={heading}>
        {t('draft.heading', { file })}
      </h2>
      {opened.status === 'loading' ? <p role="status">{t('draft.loading')}</p> : null}
      {opened.status === 'failure' ? (
        <div role="alert" className="studio-error">
          <p>{i18n.exists(`errors.${opened.key}`) ? t(`errors.${opened.key}`) : t('draft.failed')}</p>
          <button type="button" className="studio-button" onClick={retry}>
            {t('config.retry')}
          </button>
        </div>
      ) : null}
      {opened.status === 'ready' ? (
        <>
          <p className="studio-hint">
            {opened.data.saved
              ? t('draft.version', { version: opened.data.version, by: opened.data.saved.by, at: when(opened.data.saved.at) })
              : t(opened.data.base === 'published' ? 'draft.published' : 'draft.shipped')}
          </p>
          <div className={formSchema || strings ? 'studio-views' : undefined}>
            {formSchema || strings ? (
              <section className="studio-view" aria-labelledby={`${ids.text}-form`}>
                <h3 id={`${ids.text}-form`}>{t('form.heading')}</h3>
                <Suspense fallback={<p role="status">{t('form.loading')}</p>}>
                  {formSchema ? (
                    <ConfigForm schemaName={formSchema} text={text} onText={type} problems={here} />
                  ) : (
                    <StringsForm file={file} text={text} onText={type} problems={here} />
                  )}
                </Suspense>
              </section>
            ) : null}
            <div className="studio-field studio-view">
              <label htmlFor={ids.text}>{t('draft.text')}</label>
              <textarea
                id={ids.text}
                className="studio-json"
                ref={textArea}
                value={text}
                spellCheck={false}
                rows={18}
                aria-invalid={here.length > 0}
                aria-describedby={ids.problems}
                onChange={(event) => type(event.target.value)}
              />
            </div>
          </div>
          <div id={ids.problems} className="studio-problems">
            <p role="status">
              {problems === null
                ? t('draft.checkFailed')
                : problems.length === 0
                  ? t('draft.valid')
                  : t('draft.problems', { count: problems.length })}
            </p>
            {here.length > 0 ? <ProblemList problems={here} label={t('draft.here')} withFile={false} inText={{ text, go: goTo }} /> : null}
            {elsewhere.length > 0 ? (
              <>
                <p>{t('draft.elsewhere')}</p>
                <ProblemList problems={elsewhere} label={t('draft.elsewhere')} withFile />
              </>
            ) : null}
          </div>
          <p className="studio-actions">
            <button type="button" className="studio-button" disabled={saving} onClick={() => save(opened.data)}>
              {saving ? t('draft.saving') : t('draft.save')}
            </button>
            {opened.data.version > 0 ? (
              <button
                type="button"
                ref={discardButton}
                className="studio-button studio-button--quiet"
                disabled={saving}
                onClick={() => setConfirmingDiscard(true)}
              >
                {t('draft.discard')}
              </button>
            ) : null}
          </p>
          {confirmingDiscard ? <DiscardQuestion onYes={() => discard(opened.data.version)} onNo={keepDraft} /> : null}
          <DraftOutcome
            outcome={outcome}
            openedLive={opened.data.live}
            focusRef={outcomeRef}
            when={when}
            onTakeTheirs={(current) => {
              show(current);
              setOutcome(null);
            }}
            onSaveOver={(current) => save(current)}
          />
          <details className="studio-history">
            <summary>{t('draft.history', { count: history.length })}</summary>
            {history.length === 0 ? (
              <p>{t('draft.noHistory')}</p>
            ) : (
              <ul>
                {history.map((entry) => (
                  <li key={`${entry.action}|${entry.version}|${entry.at}`}>
                    {t(historyRowKey(entry.action), {
                      version: entry.version,
                      by: entry.by,
                      at: when(entry.at),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </details>
        </>
      ) : null}
    </section>
  );
}
