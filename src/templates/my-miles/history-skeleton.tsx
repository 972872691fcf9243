// What the miles history shows while its first page loads: the page's own layout — the two figures as
// skeletons of their size, the chart's box on /my-miles, the list's heading and a few rows — instead of a spinner,
// so the page paints its shape at once and nothing jumps when the answer arrives. Hidden from screen readers, which hear
// the page's loading status (LoadStates) instead.
import { useTranslation } from 'react-i18next';
import { Figure } from '@/ui/figure';

const rows = 8;

export function HistorySkeleton({ withChart }: { withChart: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="miles-history history-skeleton" data-testid="history-skeleton">
      <section className="history-summary" aria-hidden="true">
        <dl className="history-figures">
          <Figure
            className="history-figure"
            label={t('history.summary.balance')}
            value={null}
            loadingLabel=""
            valueClassName="history-figure__value"
          />
          <Figure
            className="history-figure"
            label={t('history.summary.pending')}
            value={null}
            loadingLabel=""
            valueClassName="history-figure__value"
            hint={t('history.summary.pendingHint')}
            hintClassName="history-figure__hint"
          />
        </dl>
      </section>
      {withChart ? <div className="balance-chart history-skeleton__chart" aria-hidden="true" /> : null}
      <section className="history-section" aria-hidden="true">
        <h2>{t('history.list.heading')}</h2>
        <div className="skeleton skeleton--line history-skeleton__toolbar" />
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="skeleton history-skeleton__row" />
        ))}
      </section>
    </div>
  );
}
