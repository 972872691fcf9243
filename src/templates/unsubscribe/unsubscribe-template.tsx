// Unsubscribe link (requirements §2.1 /unsubscribe/:unsubscribeToken): the member asked to, so it is done at once.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { TemplateProps } from '@/templates/template-props';
import { Spinner } from '@/ui/spinner';
import { unsubscribeFx } from '@/model/account/account-model';
import { ResultMessage } from '@/templates/shared/result-message';
import '@/templates/templates.css';
import { ButtonLink } from '@/ui/button';
import { ActionRow } from '@/ui/action-row';

export default function UnsubscribeTemplate({ title, params }: TemplateProps) {
  const { t } = useTranslation();
  const unsubscribe = useUnit(unsubscribeFx);
  const [state, setState] = useState<'pending' | 'done' | 'failed'>('pending');
  const token = params.unsubscribeToken ?? '';
  useEffect(() => {
    let live = true;
    unsubscribe(token).then(
      () => live && setState('done'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [unsubscribe, token]);
  return (
    <section className="page" data-template="unsubscribe">
      <h1>{title}</h1>
      {state === 'pending' && <Spinner label={t('shell.loading')} />}
      {state === 'done' && <ResultMessage kind="success">{t('pages.unsubscribe.done')}</ResultMessage>}
      {state === 'failed' && <ResultMessage kind="error">{t('pages.unsubscribe.failed')}</ResultMessage>}
      {state !== 'pending' && (
        <ActionRow className="page__actions">
          <ButtonLink to="default">{t('pages.notFound.home')}</ButtonLink>
        </ActionRow>
      )}
    </section>
  );
}
