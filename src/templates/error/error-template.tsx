import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '@/templates/template-props';
import '@/templates/templates.css';
import { Button } from '@/ui/button';
import { ActionRow } from '@/ui/action-row';

/** Shown when a page fails (requirements §2.5 and §8: "Something went wrong. Please try again"). */
export default function ErrorTemplate({ title }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <section className="page" data-template="error" role="alert">
      <h1>{title}</h1>
      <p className="page__lead">{t('pages.error.body')}</p>
      <ActionRow className="page__actions">
        <Button onClick={() => window.location.reload()}>{t('pages.error.retry')}</Button>
      </ActionRow>
    </section>
  );
}
