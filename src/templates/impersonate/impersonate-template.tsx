// Impersonation entry (requirements §6 /impersonate/:hash): the one-time hash is exchanged for a member session;
// on success the URL (and its history entry) no longer holds the hash.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { TemplateProps } from '@/templates/template-props';
import { Spinner } from '@/ui/spinner';
import { impersonateFx } from '@/model/session/session-model';
import { ResultMessage } from '@/templates/shared/result-message';
import { serverMessage } from '@/forms/server-errors';
import '@/templates/templates.css';
import { ButtonLink } from '@/ui/button';
import { ActionRow } from '@/ui/action-row';

export default function ImpersonateTemplate({ title, params }: TemplateProps) {
  const { t, i18n } = useTranslation();
  const impersonate = useUnit(impersonateFx);
  // The refusal itself is kept, and said in the language shown (a switch says it again in the new one).
  const [refusal, setRefusal] = useState<{ error: unknown } | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // A hash works once: never send it twice, even when React runs effects twice in development.
    if (started.current || !params.hash) return;
    started.current = true;
    impersonate({ hash: params.hash }).catch((error: unknown) => setRefusal({ error }));
  }, [impersonate, params.hash]);
  const failure = refusal ? serverMessage(refusal.error, { t, exists: (key) => i18n.exists(key) }) : null;
  return (
    <section className="page" data-template="impersonate">
      <h1>{title}</h1>
      {failure ? (
        <>
          <ResultMessage kind="error">{failure}</ResultMessage>
          <ActionRow className="page__actions">
            <ButtonLink to="default">{t('pages.notFound.home')}</ButtonLink>
          </ActionRow>
        </>
      ) : (
        <Spinner label={t('pages.impersonate.pending')} />
      )}
    </section>
  );
}
