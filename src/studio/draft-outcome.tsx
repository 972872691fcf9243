// What a draft's last action came to, said once and focused (saved, discarded, refused, or someone else's newer
// version with the choice of theirs or saving over it), and the question asked before a draft is discarded.
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioFile } from './studio-api';

/** What the last save or discard came to (null: nothing to say). */
export type Outcome =
  | { kind: 'saved'; version: number }
  | { kind: 'discarded' }
  | { kind: 'newer'; current: StudioFile }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; doing: 'save' | 'discard' }
  | null;

/** Asked before a draft is discarded: what it holds is lost. */
export function DiscardQuestion({ onYes, onNo }: { onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation();
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    question.current?.focus();
  }, []);
  return (
    <div className="studio-confirm">
      <p ref={question} tabIndex={-1}>
        {t('draft.discardConfirm')}
      </p>
      <p className="studio-actions">
        <button type="button" className="studio-button studio-button--small" onClick={onYes}>
          {t('draft.discardYes')}
        </button>
        <button type="button" className="studio-button studio-button--quiet studio-button--small" onClick={onNo}>
          {t('draft.discardCancel')}
        </button>
      </p>
    </div>
  );
}

interface OutcomeProps {
  outcome: Outcome;
  /** The live version the file was read with: a newer one means its draft was published, else discarded. */
  openedLive: number;
  focusRef: RefObject<HTMLDivElement | null>;
  when: (at: string) => string;
  onTakeTheirs: (current: StudioFile) => void;
  onSaveOver: (current: StudioFile) => void;
}

/** What the last save did, focused once so it is read once. */
export function DraftOutcome({ outcome, openedLive, focusRef, when, onTakeTheirs, onSaveOver }: OutcomeProps) {
  const { t } = useTranslation();
  if (!outcome) return null;
  if (outcome.kind === 'saved')
    return (
      <div className="studio-outcome" tabIndex={-1} ref={focusRef}>
        {t('draft.saved', { version: outcome.version })}
      </div>
    );
  if (outcome.kind === 'discarded')
    return (
      <div className="studio-outcome" tabIndex={-1} ref={focusRef}>
        {t('draft.discarded')}
      </div>
    );
  if (outcome.kind !== 'newer')
    return (
      <div className="studio-outcome studio-error" tabIndex={-1} ref={focusRef}>
        {outcome.kind === 'refused' ? outcome.message : t(outcome.doing === 'save' ? 'draft.saveFailed' : 'draft.discardFailed')}
      </div>
    );
  const { current } = outcome;
  return (
    <div className="studio-outcome studio-conflict" tabIndex={-1} ref={focusRef}>
      <p>
        {current.saved
          ? t('draft.newer', { by: current.saved.by, version: current.version, at: when(current.saved.at) })
          : current.live !== openedLive
            ? t('draft.publishedSince', { version: current.live })
            : t('draft.discardedSince')}
      </p>
      <details>
        <summary>{t('draft.theirs')}</summary>
        <pre className="studio-json">{current.text}</pre>
      </details>
      <p className="studio-actions">
        <button type="button" className="studio-button" onClick={() => onTakeTheirs(current)}>
          {t('draft.takeTheirs')}
        </button>
        <button type="button" className="studio-button studio-button--quiet" onClick={() => onSaveOver(current)}>
          {t('draft.saveOver')}
        </button>
      </p>
    </div>
  );
}
