import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '@/templates/template-props';
import '@/templates/templates.css';
import { ButtonLink } from '@/ui/button';
import { ActionRow } from '@/ui/action-row';

const kinds = ['account-created', 'password-changed'] as const;

/** Confirmation after account creation or a password change (requirements §2.1 /success/:type). */
export default function SuccessTemplate({ params, blocks }: TemplateProps) {
  const { t } = useTranslation();
  const kind = kinds.find((k) => k === params.type) ?? 'account-created';
  return (
    <section className="page page--success" data-template="success">
      <p className="page__illustration" aria-hidden="true">
        ✓
      </p>
      <h1>{t(`pages.success.${kind}.heading`)}</h1>
      <p className="page__lead">{t(`pages.success.${kind}.body`)}</p>
      {blocks}
      <ActionRow className="page__actions">
        <ButtonLink to="login">{t('pages.success.toLogin')}</ButtonLink>
        <ButtonLink to="home">{t('pages.success.toHome')}</ButtonLink>
      </ActionRow>
    </section>
  );
}
