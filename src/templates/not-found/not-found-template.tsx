import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '@/templates/template-props';
import '@/templates/templates.css';
import { ButtonLink } from '@/ui/button';
import { ActionRow } from '@/ui/action-row';

/** An unknown path for a member (requirements §2.4, §8: "Page not found"). */
export default function NotFoundTemplate({ title }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <section className="page" data-template="not-found">
      <p className="page__illustration" aria-hidden="true">
        404
      </p>
      <h1>{title}</h1>
      <p className="page__lead">{t('pages.notFound.body')}</p>
      <ActionRow className="page__actions">
        <ButtonLink to="default">{t('pages.notFound.home')}</ButtonLink>
      </ActionRow>
    </section>
  );
}
