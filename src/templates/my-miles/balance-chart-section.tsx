// "Balance over time": the chart (lazy, its own chunk) and, for everyone, the same figures as a table.
import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import type { MonthBalance } from '@/model/points/history-totals';
import { ChartErrorBoundary } from './chart-error-boundary';
import { Notice } from '@/ui/notice';

const BalanceChart = lazy(() => import('./balance-chart'));

export function BalanceChartSection({ series }: { series: MonthBalance[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const shortMonths = useMemo(() => series.map((m) => formatMonth(m.month, language, 'short')), [series, language]);
  const longMonth = (yearMonth: string) => formatMonth(yearMonth, language, 'long');
  const first = series[0];
  const last = series.at(-1);
  const max = series.reduce<MonthBalance | undefined>((best, m) => (!best || m.balance > best.balance ? m : best), undefined);
  const label =
    first && last && max
      ? t('history.chart.label', {
          firstMonth: longMonth(first.month),
          first: formatNumber(first.balance),
          lastMonth: longMonth(last.month),
          last: formatNumber(last.balance),
          max: formatNumber(max.balance),
          maxMonth: longMonth(max.month),
        })
      : '';
  return (
    <section className="history-section history-chart" aria-labelledby="history-chart-heading">
      <h2 id="history-chart-heading">{t('history.chart.heading')}</h2>
      {series.length < 2 ? (
        <p>{t('history.chart.tooFew')}</p>
      ) : (
        <ChartErrorBoundary
          fallback={
            <Notice as="p" live={false}>
              {t('history.chart.failure')}
            </Notice>
          }
        >
          <Suspense fallback={<p className="balance-chart balance-chart--loading">{t('history.chart.loading')}</p>}>
            <BalanceChart series={series} label={label} months={shortMonths} />
          </Suspense>
        </ChartErrorBoundary>
      )}
      {series.length > 0 ? (
        <details className="history-chart__table">
          <summary>{t('history.chart.tableToggle')}</summary>
          <table className="history-table-simple">
            <caption>{t('history.chart.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.chart.month')}</th>
                <th scope="col">{t('history.chart.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {series.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{longMonth(m.month)}</th>
                  <td>{formatNumber(m.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </section>
  );
}
