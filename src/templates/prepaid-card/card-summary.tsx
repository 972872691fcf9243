// The card as the member knows it: the masked number (last 4 digits), the expiry and the balance in euros.
import { useTranslation } from 'react-i18next';
import type { Card } from '@/model/card/card-types';
import { Figure } from '@/ui/figure';
import { formatEuros } from '@/lib/format-number';
import { formatExpiry } from './card-format';
import { figureListClass } from '@/ui/figure-list-class';

export function CardSummary({ card }: { card: Card }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="account-card prepaid-card__summary" aria-labelledby="card-summary-title" data-testid="card-summary">
      <h2 id="card-summary-title">{t('card.summary.title')}</h2>
      <dl className={figureListClass('prepaid-card__figures')}>
        <Figure
          label={t('card.summary.number')}
          value={
            <>
              <span aria-hidden="true">•••• •••• •••• </span>
              <span className="visually-hidden">{t('card.summary.endingIn')} </span>
              <span data-testid="card-last4">{card.last4}</span>
            </>
          }
          loadingLabel={t('card.loading')}
        />
        <Figure label={t('card.summary.expiry')} value={formatExpiry(card.expiry)} loadingLabel={t('card.loading')} />
        <Figure
          label={t('card.summary.balance')}
          value={formatEuros(card.balance_cents, i18n.language)}
          valueTestId="card-balance"
          loadingLabel={t('card.loading')}
        />
      </dl>
    </section>
  );
}
