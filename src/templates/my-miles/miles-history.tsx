// The miles history of both history pages: loading, failure with "Try again", a brand-new member's empty
// state, then the summary (balance, pending, expiring miles), the chart (my-miles only), the filters (in
// the URL, applied by the server), the virtualised list of the pages loaded so far (more as the member scrolls,
// or with "Show more"), the export and the totals by type of every matching line.
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { formatNumber } from '@/lib/format-number';
import { loadableOf } from '@/lib/loadable';
import { activeFilterCount, noFilters, serializeFilters } from '@/model/points/history-filters';
import { appliedFilters } from '@/model/points/history-query';
import {
  $balanceByMonth,
  $hasMore,
  $historyCount,
  $historyState,
  $loadingMore,
  $moreFailed,
  $movements,
  $refreshing,
  $filtersFailed,
  $visibleTotals,
  historyPageOpened,
  historyRetried,
  moreRequested,
  restRequested,
} from '@/model/points/history-model';
import { $figuresFailed, $milesFigures, figuresRetried } from '@/model/user/user-model';
import { BalanceChartSection } from './balance-chart-section';
import { HistoryExport } from './history-export';
import { HistoryFiltersForm } from './history-filters-form';
import { HistorySummary } from './history-summary';
import { HistorySkeleton } from './history-skeleton';
import { HistoryTable } from './history-table';
import { HistoryTotalsTable } from './history-totals-table';
import { useHistoryUrl } from './use-history-url';
import './miles-history.css';
import { Button, ButtonLink } from '@/ui/button';
import { LoadStates } from '@/ui/load-states';
import { Notice, noticeClass } from '@/ui/notice';
import { useFocusOnChange } from '@/ui/use-focus-on-change';
import { useOpened } from '@/blocks/use-opened';

/** The next page on demand (keyboard and screen readers; scrolling the list loads it too), its loading and failure. */
function ShowMore({ hasMore, loading, failed, onMore }: { hasMore: boolean; loading: boolean; failed: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="history-more">
      {/* One live region whose look changes, so the failure is announced where the loading message was. */}
      <p role="status" className={failed ? noticeClass('error') : 'history-more__status'}>
        {failed ? t('history.list.moreFailure') : loading ? t('history.list.loadingMore') : ''}
      </p>
      {hasMore ? (
        <Button variant="secondary" onClick={onMore} aria-disabled={loading} data-testid="history-more">
          {t('history.list.more')}
        </Button>
      ) : null}
    </div>
  );
}

/** Filters start open where there is room for them, and whenever the address already filters. */
const wideScreen = () => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 601px)').matches;

export function MilesHistory({ withChart }: { withChart: boolean }) {
  const { t } = useTranslation();
  // Deferred (total blocking time): the history arrives by a store update, which React renders at once, in
  // one long task (the summary, chart, filters, list and totals). The deferred value keeps
  // what is on screen (the skeleton) for that urgent render and renders the page at transition priority, in slices
  // that let the browser breathe between components; so do later updates (a filter's answer, the next page).
  const units = useDeferredValue(
    useUnit({
      state: $historyState,
      // The balance, pending total and expiring miles are users_stats' (the header's), not the history answer's.
      summary: $milesFigures,
      figuresFailed: $figuresFailed,
      retryFigures: figuresRetried,
      movements: $movements,
      count: $historyCount,
      hasMore: $hasMore,
      loadingMore: $loadingMore,
      moreFailed: $moreFailed,
      refreshing: $refreshing,
      filtersFailed: $filtersFailed,
      totals: $visibleTotals,
      series: $balanceByMonth,
      opened: historyPageOpened,
      retry: historyRetried,
      more: moreRequested,
      rest: restRequested,
    }),
  );
  const {
    state,
    summary,
    figuresFailed,
    retryFigures,
    movements,
    count,
    hasMore,
    loadingMore,
    moreFailed,
    refreshing,
    filtersFailed,
    totals,
    series,
    opened,
    retry,
    more,
    rest,
  } = units;
  const { filters, apply: applyToUrl } = useHistoryUrl();
  // The badge counts what the list applies: a refused range is said on its field, not counted as a filter.
  const active = activeFilterCount(appliedFilters(filters));
  // Applying filters remounts the form (it mirrors the URL), which would drop focus on <body>: the result line
  // takes it instead, so keyboard and screen-reader users land on what changed.
  const countLine = useRef<HTMLParagraphElement>(null);
  const linesArea = useRef<HTMLDivElement>(null);
  // The count line and the failure of other filters stand in for each other: the one shown takes the focus the other
  // had (a keyboard member who applied filters, or pressed "Try again", never falls back to the top of the page).
  useFocusOnChange(
    () => (filtersFailed ? linesArea.current?.querySelector('button') : countLine.current),
    filtersFailed,
    () => document.activeElement === document.body,
  );
  const focusCountLine = useRef(false);
  const filterKey = serializeFilters(filters);
  const apply = (next: typeof filters) => {
    focusCountLine.current = true;
    applyToUrl(next);
  };
  useEffect(() => {
    if (!focusCountLine.current) return;
    focusCountLine.current = false;
    countLine.current?.focus();
  }, [filterKey]);
  // Open when the address filters at all, a refused range included: its refusal is in the form.
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(filters) > 0 || wideScreen());
  const formId = useId().replace(/:/g, '');
  const listHeading = `${formId}-heading`;

  useOpened(() => {
    opened();
  }, [opened]);

  // The figures (users_stats) and the first page come by two calls, in either order: the page shows once both
  // have (or the figures failed), so the expiring-miles notice above the chart never pushes the chart and the
  // list down after they painted (CLS). users_stats is usually known already (the header reads it).
  const figuresPending = summary === null && !figuresFailed;
  const page: typeof state = figuresPending ? { status: 'loading' } : state;
  // The lines of the filters the address names could not be read: said where they would be, the filters kept.
  const lines = loadableOf(filtersFailed ? null : movements, filtersFailed);

  return (
    <LoadStates
      state={page}
      loading={t('history.loading')}
      placeholder={<HistorySkeleton withChart={withChart} />}
      failed={t('history.failure')}
      retryLabel={t('history.retry')}
      onRetry={retry}
      testId="history-failure"
    >
      {(data) => (
        <div className="miles-history">
          <HistorySummary summary={summary} onRetry={retryFigures} />
          {/* A brand-new member: nothing at all (not "nothing matches", which the unfiltered list would contradict). */}
          {count === 0 && data.key === '' ? (
            <Notice live={false} className="history-empty" data-testid="history-empty">
              <p>{t('history.empty')}</p>
              <p>{t('history.emptyHint')}</p>
              <p>
                <ButtonLink to="declare-booking">{t('history.emptyLink')}</ButtonLink>
              </p>
            </Notice>
          ) : (
            <>
              {withChart ? <BalanceChartSection series={series} /> : null}
              <section className="history-section history-movements" aria-labelledby={listHeading} aria-busy={refreshing}>
                <h2 id={listHeading}>{t('history.list.heading')}</h2>
                <div className="history-toolbar">
                  <Button
                    variant="secondary"
                    className="history-toolbar__toggle"
                    aria-expanded={filtersOpen}
                    aria-controls={formId}
                    onClick={() => setFiltersOpen((o) => !o)}
                  >
                    {t('history.filters.toggle')}
                    {active > 0 ? <span className="history-badge">{t('history.filters.active', { count: active })}</span> : null}
                  </Button>
                  {/* Nothing counted for filters whose lines could not be read: nothing to offer for export. */}
                  {filtersFailed ? null : <HistoryExport filters={filters} count={count} />}
                </div>
                <div id={formId} hidden={!filtersOpen}>
                  {/* Remounted on each new address: the form shows what the URL says (back/forward included). */}
                  <HistoryFiltersForm key={filterKey} filters={filters} onApply={apply} onClear={() => apply(noFilters)} />
                </div>
                <div ref={linesArea}>
                  <LoadStates
                    state={lines}
                    loading={t('history.loading')}
                    failed={t('history.failure')}
                    retryLabel={t('history.retry')}
                    onRetry={retry}
                    testId="history-failure"
                  >
                    {(shown) => (
                      <>
                        <p ref={countLine} tabIndex={-1} className="history-count" role="status" data-testid="history-count">
                          {shown.length === count
                            ? t('history.list.count', { count, shown: formatNumber(count) })
                            : t('history.list.countOf', {
                                count: shown.length,
                                shown: formatNumber(shown.length),
                                total: formatNumber(count),
                              })}
                        </p>
                        {shown.length > 0 ? (
                          <>
                            <HistoryTable rows={shown} total={count} labelledBy={listHeading} onNearEnd={more} onEnd={rest} />
                            <ShowMore hasMore={hasMore} loading={loadingMore} failed={moreFailed} onMore={more} />
                          </>
                        ) : (
                          <Notice live={false} data-testid="history-no-match">
                            <p>{t('history.noMatch')}</p>
                            <p>
                              <Button variant="secondary" onClick={() => apply(noFilters)}>
                                {t('history.filters.clear')}
                              </Button>
                            </p>
                          </Notice>
                        )}
                        <HistoryTotalsTable totals={totals} />
                      </>
                    )}
                  </LoadStates>
                </div>
              </section>
            </>
          )}
        </div>
      )}
    </LoadStates>
  );
}
