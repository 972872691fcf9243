// The newest changes to the files the account changes (the audit log), each one a way to its file's draft, and an
// editor's text overrides (by key and language: they have no draft). Read each time the config is shown again
// (`shown`), so a save just made is there on the way back.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAudit } from './studio-api';
import type { StudioAuditEntry } from './studio-api';
import { overrideOf, recentRowKey } from './audit-rows';
import { useWhen } from './use-when';
import { OpenFileButton } from './open-file-button';

/** How many of the newest changes are shown here (each file's draft lists all of its own). */
const newest = 10;

interface Props {
  shown: boolean;
  onEdit: (file: string) => void;
  languageName: (code: string) => string;
}

export function RecentChanges({ shown: onPage, onEdit, languageName }: Props) {
  const { t } = useTranslation();
  const when = useWhen();
  const id = useId();
  const [entries, setEntries] = useState<StudioAuditEntry[] | null>(null);
  useEffect(() => {
    if (!onPage) return;
    let current = true;
    loadAudit().then(
      (found) => current && setEntries(found.slice(0, newest)),
      // Why nothing said: the list is a convenience; the config below and each draft work without it.
      () => current && setEntries([]),
    );
    return () => {
      current = false;
    };
  }, [onPage]);
  if (!entries || entries.length === 0) return null;
  return (
    <section className="studio-part" aria-labelledby={id}>
      <h2 id={id}>{t('recent.title')}</h2>
      <ul className="studio-list">
        {entries.map((entry) => {
          const override = overrideOf(entry);
          return (
            <li key={`${entry.action}|${entry.file}|${entry.version}|${entry.at}`}>
              <strong>{override ? override.key : entry.file}</strong>{' '}
              <span>
                {t(recentRowKey(entry.action), {
                  version: entry.version,
                  by: entry.by,
                  at: when(entry.at),
                  language: override ? languageName(override.language) : '',
                })}
              </span>
              {override ? null : (
                <>
                  {' '}
                  <OpenFileButton file={entry.file} onOpen={onEdit} />
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
