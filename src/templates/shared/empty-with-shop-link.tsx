// The empty state of the basket and of my orders: what is (not) there, and the way to the gift shop. The way alone
// follows a gift the shop does not know.
import { ButtonLink } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { useTranslation } from 'react-i18next';

export function EmptyWithShopLink({ message, testId }: { message: string; testId: string }) {
  return (
    <Notice tone="info" live={false} data-testid={testId}>
      <p>{message}</p>
      <BackToShop />
    </Notice>
  );
}

export function BackToShop() {
  const { t } = useTranslation();
  return (
    <p>
      <ButtonLink to="shop" params={{ id: 'all' }}>
        {t('shop.backToShop')}
      </ButtonLink>
    </p>
  );
}
