// The miles history of both history pages: loading, failure with "Try again", a brand-new member's empty
// state, then the summary (balance, pending, expiring miles), the chart (my-miles only), the filters (in
// the URL), the virtualised list, the export and the totals by type.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { formatNumber } from '@/lib/format-number';
import { activeFilterCount, noFilters, serializeFilters } from '@/model/points/history-filters';
import {
  $balanceByMonth,
  $historyState,
  $historySummary,
  $movements,
  $visibleMovements,
  $visibleTotals,
  historyPageOpened,
  historyRetried,
} from '@/model/points/history-model';
import { RouteLink } from '@/ui/route-links';
import { Spinner } from '@/ui/spinner';
import { BalanceChartSection } from './balance-chart-section';
import { HistoryExport } from './history-export';
import { HistoryFiltersForm } from './history-filters-form';
import { HistorySummary } from './history-summary';
import { HistoryTable } from './history-table';
import { HistoryTotalsTable } from './history-totals-table';
import { useHistoryUrl } from './use-history-url';
import './miles-history.css';
import { LoadFailure } from '@/ui/load-failure';

/** Filters start open where there is room for them, and whenever the address already filters. */
const wideScreen = () => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 601px)').matches;

export function MilesHistory({ withChart }: { withChart: boolean }) {
  const { t } = useTranslation();
  const units = useUnit({
    state: $historyState,
    summary: $historySummary,
    movements: $movements,
    visible: $visibleMovements,
    totals: $visibleTotals,
    series: $balanceByMonth,
    opened: historyPageOpened,
    retry: historyRetried,
  });
  const { state, summary, movements, visible, totals, series, opened, retry } = units;
  const { filters, apply } = useHistoryUrl();
  const active = activeFilterCount(filters);
  const [filtersOpen, setFiltersOpen] = useState(() => active > 0 || wideScreen());
  const formId = useId().replace(/:/g, '');
  const listHeading = `${formId}-heading`;

  useEffect(() => {
    opened();
  }, [opened]);

  if (state.status === 'idle' || state.status === 'loading') return <Spinner label={t('history.loading')} />;
  if (state.status === 'failure') {
    return (
      <LoadFailure message={t('history.failure')} retryLabel={t('history.retry')} onRetry={retry} testId="history-failure" />
    );
  }

  return (
    <div className="miles-history">
      {summary ? <HistorySummary balance={summary.balance} pending={summary.pending} expiring={summary.expiring} /> : null}
      {movements.length === 0 ? (
        <div className="notice history-empty" data-testid="history-empty">
          <p>{t('history.empty')}</p>
          <p>{t('history.emptyHint')}</p>
          <p>
            <RouteLink to="declare-booking" className="button button--primary">
              {t('history.emptyLink')}
            </RouteLink>
          </p>
        </div>
      ) : (
        <>
          {withChart ? <BalanceChartSection series={series} /> : null}
          <section className="history-section history-movements" aria-labelledby={listHeading}>
            <h2 id={listHeading}>{t('history.list.heading')}</h2>
            <div className="history-toolbar">
              <button type="button" className="button button--ghost history-toolbar__toggle" aria-expanded={filtersOpen} aria-controls={formId} onClick={() => setFiltersOpen((o) => !o)}>
                {t('history.filters.toggle')}
                {active > 0 ? <span className="history-badge">{t('history.filters.active', { count: active })}</span> : null}
              </button>
              <HistoryExport rows={visible} />
            </div>
            <div hidden={!filtersOpen}>
              {/* Remounted on each new address: the form shows what the URL says (back/forward included). */}
              <HistoryFiltersForm key={serializeFilters(filters)} id={formId} filters={filters} onApply={apply} />
            </div>
            <p className="history-count" role="status" data-testid="history-count">
              {visible.length === movements.length
                ? t('history.list.count', { count: visible.length, shown: formatNumber(visible.length) })
                : t('history.list.countOf', { count: visible.length, shown: formatNumber(visible.length), total: formatNumber(movements.length) })}
            </p>
            {visible.length > 0 ? (
              <HistoryTable rows={visible} labelledBy={listHeading} />
            ) : (
              <div className="notice" data-testid="history-no-match">
                <p>{t('history.noMatch')}</p>
                <p>
                  <button type="button" className="button button--ghost" onClick={() => apply(noFilters)}>
                    {t('history.filters.clear')}
                  </button>
                </p>
              </div>
            )}
            <HistoryTotalsTable totals={totals} />
          </section>
        </>
      )}
    </div>
  );
}
