// "Partner not found" / "Article not found" (requirements §8 "Page not found" family), with the way back.
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/ui/button';

export function NotFound({ what, partnerId }: { what: 'partner' | 'article'; partnerId: number | null }) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t(`partners.notFound.${what}`)}</h1>
      <p>
        {what === 'article' && partnerId !== null ? (
          <ButtonLink to="partner-details" params={{ id: String(partnerId) }}>
            {t('partners.backToPartner')}
          </ButtonLink>
        ) : (
          <ButtonLink to="partners">{t('partners.backToList')}</ButtonLink>
        )}
      </p>
    </>
  );
}
