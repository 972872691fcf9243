import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '@/templates/template-props';
import '@/templates/templates.css';

/** Shown when a page fails (SPEC §2.5 and §8: "Something went wrong. Please try again"). */
export default function ErrorTemplate({ title }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <section className="page" data-template="error" role="alert">
      <h1>{title}</h1>
      <p className="page__lead">{t('pages.error.body')}</p>
      <div className="page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('pages.error.retry')}
        </button>
      </div>
    </section>
  );
}
