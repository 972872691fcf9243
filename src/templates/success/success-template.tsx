import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '@/templates/template-props';
import { RouteLink } from '@/ui/route-links';
import '@/templates/templates.css';

const kinds = ['account-created', 'password-changed'] as const;

/** Confirmation after account creation or a password change (SPEC §2.1 /success/:type). */
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
      <div className="page__actions">
        <RouteLink to="login" className="button button--primary">
          {t('pages.success.toLogin')}
        </RouteLink>
        <RouteLink to="home" className="button button--primary">
          {t('pages.success.toHome')}
        </RouteLink>
      </div>
    </section>
  );
}
