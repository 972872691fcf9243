import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/lib/app-config';
import { formatNumber } from '@/lib/format-number';
import { rankLabel } from '@/lib/rank-label';
import { $figuresFailed, $milesFigures, $rank, figuresRetried } from '@/model/user/user-model';
import { LoadFailure } from '@/ui/load-failure';
import { Figure } from '@/ui/figure';

const miles = (value: number) => formatNumber(value, appConfig.constants.numberLocale);

/**
 * The member's main balance, pending total and rank: the header's figures (users_stats, user/rank), so the
 * two never disagree. The pending miles are shown apart: they are not in the main balance (requirements §4).
 */
export function HomeFigures() {
  const { t, i18n } = useTranslation();
  const { figures, rank, failed, retry } = useUnit({
    figures: $milesFigures,
    rank: $rank,
    failed: $figuresFailed,
    retry: figuresRetried,
  });
  const balance = figures?.balance ?? null;
  const pending = figures?.pending ?? null;
  // Unknown after a failed load is not "loading": the skeleton gives way to an ellipsis next to the retry notice.
  const missing = failed ? '…' : null;
  return (
    <section className="home__figures" aria-labelledby="home-figures-title">
      <h2 id="home-figures-title" className="visually-hidden">
        {t('home.summaryTitle')}
      </h2>
      <dl className="home-figures">
        {/* Until the figures arrive each keeps its size with a skeleton (no layout shift when they do). */}
        <Figure
          className="home-figure home-figure--balance"
          data-testid="home-balance"
          label={t('home.balance')}
          value={balance === null ? missing : t('home.miles', { miles: miles(balance) })}
          loadingLabel={t('home.loading')}
        />
        <Figure
          className="home-figure home-figure--pending"
          data-testid="home-pending"
          label={t('home.pending')}
          value={pending === null ? missing : t('home.miles', { miles: miles(pending) })}
          loadingLabel={t('home.loading')}
        />
        <Figure
          className="home-figure home-figure--rank"
          data-testid="home-rank"
          label={t('home.rank')}
          value={rank ? rankLabel(i18n, rank) : missing}
          loadingLabel={t('home.loading')}
        />
      </dl>
      {failed ? (
        <LoadFailure message={t('home.figuresFailure')} retryLabel={t('home.retry')} onRetry={retry} testId="home-figures-failure" />
      ) : null}
      <p className="home__note">{t('home.pendingNote')}</p>
    </section>
  );
}
