// Balance, pending miles and the miles about to expire, each expiry with its date: users_stats' figures, the
// header's (user-model's $milesFigures). The page shows its skeleton until they are known (miles-history.tsx), so
// here they are either known or could not be loaded: then an ellipsis and a retry, as on the home page.
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import type { ExpiringMiles } from '@/model/points/history-types';
import { loadableOf } from '@/lib/loadable';
import { Figure } from '@/ui/figure';
import { LoadStates } from '@/ui/load-states';
import { Notice } from '@/ui/notice';

interface Figures {
  balance: number;
  pending: number;
  expiring: ExpiringMiles[];
}

interface Props {
  /** Null: they could not be loaded. */
  summary: Figures | null;
  onRetry: () => void;
}

export function HistorySummary({ summary, onRetry }: Props) {
  const { t, i18n } = useTranslation();
  const state = loadableOf(summary, true);
  return (
    <section className="history-summary" aria-labelledby="history-summary-heading">
      <h2 id="history-summary-heading" className="visually-hidden">
        {t('history.summary.heading')}
      </h2>
      <LoadStates
        state={state}
        loading={t('history.loading')}
        failed={t('history.summary.failure')}
        failedPlaceholder={<SummaryFigures figures={null} />}
        retryLabel={t('history.retry')}
        onRetry={onRetry}
        testId="history-summary-failure"
      >
        {(figures) => (
          <>
            <SummaryFigures figures={figures} />
            {figures.expiring.length > 0 ? (
              <Notice tone="warning" live={false} className="history-expiring" data-testid="history-expiring">
                <h2 className="history-expiring__heading">{t('history.expiring.heading')}</h2>
                <ul>
                  {figures.expiring.map((e) => (
                    <li key={e.date}>
                      {t('history.expiring.item', { miles: formatNumber(e.amount), date: formatDay(e.date, i18n.language) })}
                    </li>
                  ))}
                </ul>
                <p>{t('history.expiring.hint')}</p>
              </Notice>
            ) : null}
          </>
        )}
      </LoadStates>
    </section>
  );
}

/** The balance and the pending miles; null: they could not be loaded (an ellipsis each). */
function SummaryFigures({ figures }: { figures: Figures | null }) {
  const { t } = useTranslation();
  const miles = (value: number | undefined) => (value === undefined ? '…' : t('history.miles', { miles: formatNumber(value) }));
  return (
    <dl className="history-figures">
      <Figure
        className="history-figure"
        label={t('history.summary.balance')}
        value={miles(figures?.balance)}
        valueClassName="history-figure__value"
        valueTestId="history-balance"
        loadingLabel={t('history.loading')}
      />
      <Figure
        className="history-figure"
        label={t('history.summary.pending')}
        value={miles(figures?.pending)}
        valueClassName="history-figure__value"
        hint={t('history.summary.pendingHint')}
        hintClassName="history-figure__hint"
        loadingLabel={t('history.loading')}
      />
    </dl>
  );
}
