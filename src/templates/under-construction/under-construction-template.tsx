import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '@/templates/template-props';
import { RouteLink } from '@/ui/route-links';
import '@/templates/templates.css';

/** The spec's placeholder page (SPEC §2.2 /under-construction), and the stand-in of pages still to come. */
export default function UnderConstructionTemplate({ title, blocks }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <section className="page" data-template="under-construction">
      <h1>{title}</h1>
      {blocks}
      <p className="page__lead">{t('pages.underConstruction.body')}</p>
      <div className="page__actions">
        <RouteLink to="default" className="button button--primary">
          {t('pages.underConstruction.home')}
        </RouteLink>
      </div>
    </section>
  );
}
