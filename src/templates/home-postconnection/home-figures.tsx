import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/lib/app-config';
import { formatNumber } from '@/lib/format-number';
import { loadableOf } from '@/lib/loadable';
import { rankLabel } from '@/lib/rank-label';
import { $figuresFailed, $milesFigures, $rank, figuresRetried } from '@/model/user/user-model';
import { Figure } from '@/ui/figure';
import { LoadStates } from '@/ui/load-states';

const miles = (value: number) => formatNumber(value, appConfig.constants.numberLocale);

interface Known {
  balance: number | null;
  pending: number | null;
  rank: string | null;
}

/**
 * The member's main balance, pending total and rank: the header's figures (users_stats, user/rank), so the
 * two never disagree. The pending miles are shown apart: they are not in the main balance (requirements §4).
 */
export function HomeFigures() {
  const { t } = useTranslation();
  const { figures, rank, failed, retry } = useUnit({
    figures: $milesFigures,
    rank: $rank,
    failed: $figuresFailed,
    retry: figuresRetried,
  });
  // Two calls: what one of them gave stays shown while the other loads, or after it failed.
  const known: Known = { balance: figures?.balance ?? null, pending: figures?.pending ?? null, rank };
  const state = loadableOf(!failed && figures && rank ? known : null, failed);
  return (
    <section className="home__figures" aria-labelledby="home-figures-title">
      <h2 id="home-figures-title" className="visually-hidden">
        {t('home.summaryTitle')}
      </h2>
      <LoadStates
        state={state}
        loading={t('home.loading')}
        placeholder={<HomeFigureList known={known} missing={null} />}
        failed={t('home.figuresFailure')}
        // Unknown after a failed load is not "loading": the skeletons give way to an ellipsis above the retry notice.
        failedPlaceholder={<HomeFigureList known={known} missing="…" />}
        retryLabel={t('home.retry')}
        onRetry={retry}
        testId="home-figures-failure"
      >
        {(data) => <HomeFigureList known={data} missing={null} />}
      </LoadStates>
      <p className="home__note">{t('home.pendingNote')}</p>
    </section>
  );
}

/** The three figures; each one not known yet keeps its size with a skeleton (no layout shift when it comes). */
function HomeFigureList({ known, missing }: { known: Known; missing: string | null }) {
  const { t, i18n } = useTranslation();
  const { balance, pending, rank } = known;
  return (
    <dl className="home-figures">
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
  );
}
