// What a published version changed against the one before it, file by file: the lines taken away and the lines
// written, with a little of the text around them (text-changes.ts). Loaded only when someone opens a version's
// changes, so the diff never weighs on the studio's first load.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { loadVersionChanges } from './studio-api';
import { textChange } from './text-changes';
import type { ChangedLine } from './text-changes';
import { useStudioLoad } from './use-studio-load';

export default function VersionChanges({ id, onSessionEnded }: { id: number; onSessionEnded: () => void }) {
  const { t } = useTranslation();
  const load = useCallback(() => loadVersionChanges(id), [id]);
  const { state: loaded, retry } = useStudioLoad(load, onSessionEnded);

  if (loaded.status === 'loading') return <p role="status">{t('changes.loading')}</p>;
  if (loaded.status === 'failure')
    return (
      <p className="studio-error" role="alert">
        {t('changes.failed')}{' '}
        <button type="button" className="studio-button studio-button--quiet studio-button--small" onClick={retry}>
          {t('changes.retry')}
        </button>
      </p>
    );
  const { previous, files } = loaded.data;
  return (
    <div className="studio-changes">
      <p>{previous === 0 ? t('changes.againstShipped') : t('changes.against', { id: previous })}</p>
      {files.map(({ file, before, after }) => (
        <section key={file} aria-label={file} className="studio-changes__file">
          <h3>
            <code>{file}</code>
          </h3>
          <FileChange before={before} after={after} />
        </section>
      ))}
    </div>
  );
}

function FileChange({ before, after }: { before: string | null; after: string | null }) {
  const { t } = useTranslation();
  const change = textChange(before, after);
  if (change.kind === 'same') return <p>{t('changes.same')}</p>;
  if (change.kind === 'removed') return <p>{t('changes.removedFile')}</p>;
  return (
    <>
      {change.created ? <p>{t('changes.newFile')}</p> : null}
      {change.hunks.map((hunk) => (
        <div key={hunk.from} className="studio-diff">
          <p className="studio-diff__where">{t('changes.lines', { from: hunk.from, to: hunk.to })}</p>
          <pre>
            {hunk.lines.map((line, index) => (
              <DiffLine key={index} line={line} />
            ))}
          </pre>
        </div>
      ))}
    </>
  );
}

/** One line of a change: taken away, written, or kept around them; a screen reader hears which before the text. */
function DiffLine({ line }: { line: ChangedLine }) {
  const { t } = useTranslation();
  if (line.kind === 'removed')
    return (
      <del>
        <span className="studio-sr">{t('changes.removed')} </span>
        <span aria-hidden="true">- </span>
        {line.text}
      </del>
    );
  if (line.kind === 'added')
    return (
      <ins>
        <span className="studio-sr">{t('changes.added')} </span>
        <span aria-hidden="true">+ </span>
        {line.text}
      </ins>
    );
  return <span>{`  ${line.text}`}</span>;
}
