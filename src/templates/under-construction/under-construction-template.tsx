import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '@/templates/template-props';
import '@/templates/templates.css';
import { ButtonLink } from '@/ui/button';
import { ActionRow } from '@/ui/action-row';

/** The spec's placeholder page (requirements §2.2 /under-construction), and the stand-in of pages still to come. */
export default function UnderConstructionTemplate({ title, blocks }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <section className="page" data-template="under-construction">
      <h1>{title}</h1>
      {blocks}
      <p className="page__lead">{t('pages.underConstruction.body')}</p>
      <ActionRow className="page__actions">
        <ButtonLink to="default">{t('pages.underConstruction.home')}</ButtonLink>
      </ActionRow>
    </section>
  );
}
