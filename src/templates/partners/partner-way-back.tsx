// The way back from a partner or an article the API does not know (its heading, "Partner not found" / "Article not
// found", requirements §8 "Page not found" family, is the page's: src/ui/load-states.tsx).
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/ui/button';

export function WayBack({ what, partnerId }: { what: 'partner' | 'article'; partnerId: number | null }) {
  const { t } = useTranslation();
  return (
    <>
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
