// Balance, pending miles and the miles about to expire, each expiry with its date (from the history answer).
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import type { ExpiringMiles } from '@/model/points/history-types';

interface Props {
  balance: number;
  pending: number;
  expiring: ExpiringMiles[];
}

export function HistorySummary({ balance, pending, expiring }: Props) {
  const { t, i18n } = useTranslation();
  const miles = (value: number) => t('history.miles', { miles: formatNumber(value) });
  return (
    <section className="history-summary" aria-labelledby="history-summary-heading">
      <h2 id="history-summary-heading" className="visually-hidden">
        {t('history.summary.heading')}
      </h2>
      <dl className="history-figures">
        <div className="history-figure">
          <dt>{t('history.summary.balance')}</dt>
          <dd className="history-figure__value" data-testid="history-balance">
            {miles(balance)}
          </dd>
        </div>
        <div className="history-figure">
          <dt>{t('history.summary.pending')}</dt>
          <dd className="history-figure__value">{miles(pending)}</dd>
          <dd className="history-figure__hint">{t('history.summary.pendingHint')}</dd>
        </div>
      </dl>
      {expiring.length > 0 ? (
        <div className="notice notice--warning history-expiring" data-testid="history-expiring">
          <h2 className="history-expiring__heading">{t('history.expiring.heading')}</h2>
          <ul>
            {expiring.map((e) => (
              <li key={e.date}>{t('history.expiring.item', { miles: formatNumber(e.amount), date: formatDay(e.date, i18n.language) })}</li>
            ))}
          </ul>
          <p>{t('history.expiring.hint')}</p>
        </div>
      ) : null}
    </section>
  );
}
