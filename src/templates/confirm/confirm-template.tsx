// Sign-in confirmation link (requirements §2.1 /confirm/:page/:code/:slug): confirmed at once, with a clear outcome.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { TemplateProps } from '@/templates/template-props';
import { Spinner } from '@/ui/spinner';
import { confirmSignInFx } from '@/model/account/account-model';
import { ResultMessage } from '@/templates/shared/result-message';
import { serverMessage } from '@/forms/server-errors';
import '@/templates/templates.css';
import { ButtonLink } from '@/ui/button';
import { ActionRow } from '@/ui/action-row';

type Outcome = { state: 'pending' } | { state: 'done' } | { state: 'failed'; message: string };

export default function ConfirmTemplate({ title, params }: TemplateProps) {
  const { t, i18n } = useTranslation();
  const confirm = useUnit(confirmSignInFx);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'pending' });
  const { page = '', code = '', slug = '' } = params;
  useEffect(() => {
    let live = true;
    confirm({ page, code, slug }).then(
      () => live && setOutcome({ state: 'done' }),
      (error: unknown) => live && setOutcome({ state: 'failed', message: serverMessage(error, { t, exists: (key) => i18n.exists(key) }) }),
    );
    return () => {
      live = false;
    };
  }, [confirm, page, code, slug, t, i18n]);
  return (
    <section className="page" data-template="confirm">
      <h1>{title}</h1>
      {outcome.state === 'pending' && <Spinner label={t('pages.confirm.pending')} />}
      {outcome.state === 'done' && <ResultMessage kind="success">{t('pages.confirm.done')}</ResultMessage>}
      {outcome.state === 'failed' && <ResultMessage kind="error">{outcome.message}</ResultMessage>}
      {outcome.state !== 'pending' && (
        <ActionRow className="page__actions">
          <ButtonLink to="default">{t('pages.confirm.continue')}</ButtonLink>
        </ActionRow>
      )}
    </section>
  );
}
