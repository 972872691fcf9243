// The ideal gift (requirements §2.2, §5: at least one partner sale and 80 000 miles). Without access the member sees
// exactly what is missing and where to get it (never a dead end); with access, the selection, whose gifts are
// ordered through the basket like any other.
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $idealGift, idealGiftOpened } from '@/model/shop/ideal-gift-model';
import { $mainBalance } from '@/model/user/user-model';
import type { TemplateProps } from '@/templates/template-props';
import { ProductCard } from '@/templates/shop/product-card';
import { IdealGiftMissing } from '@/templates/shared/ideal-gift-missing';
import { LoadStates } from '@/ui/load-states';
import '@/templates/templates.css';
import '@/templates/shop/shop.css';
import { useOpened } from '@/blocks/use-opened';

export default function IdealGiftTemplate({ title }: TemplateProps) {
  const { t } = useTranslation();
  const { state, open, balance } = useUnit({ state: $idealGift, open: idealGiftOpened, balance: $mainBalance });
  useOpened(() => {
    open();
  }, [open]);
  return (
    <div className="page ideal-gift" data-template="ideal-gift">
      <h1>{title}</h1>
      <LoadStates
        state={state}
        loading={t('shop.ideal.loading')}
        failed={t('shop.ideal.failed')}
        retryLabel={t('data.retry')}
        onRetry={open}
      >
        {({ access, products }) =>
          access.access ? (
            <>
              <p>{t('shop.ideal.welcome')}</p>
              <ul className="shop__grid">
                {products.map((p) => (
                  <ProductCard key={p.id} product={p} balance={balance} />
                ))}
              </ul>
            </>
          ) : (
            <IdealGiftMissing access={access} />
          )
        }
      </LoadStates>
    </div>
  );
}
