import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { formatNumber } from '@/lib/format-number';
import { $sponsorshipMiles, $sponsorships, $sponsorshipsStatus, sponsorshipsRequested } from '@/model/sponsorship/sponsorship-model';
import { Spinner } from '@/ui/spinner';
import { SponsorshipItem } from './sponsorship-item';
import { LoadFailure } from '@/ui/load-failure';
import { Notice } from '@/ui/notice';

/** The invitations, newest first, each with its progress; loading, failure and empty states. */
export function SponsorshipList() {
  const { t } = useTranslation();
  const { list, status, miles, retry } = useUnit({
    list: $sponsorships,
    status: $sponsorshipsStatus,
    miles: $sponsorshipMiles,
    retry: sponsorshipsRequested,
  });

  return (
    <section className="sponsorship-list" aria-labelledby="sponsorships-title" aria-busy={status === 'loading'}>
      <h2 id="sponsorships-title">{t('sponsorship.listTitle')}</h2>
      {status === 'failure' ? (
        <LoadFailure message={t('sponsorship.loadFailed')} retryLabel={t('sponsorship.retry')} onRetry={() => retry()} />
      ) : null}
      {status === 'loading' && list.length === 0 ? <Spinner label={t('sponsorship.loading')} /> : null}
      {status === 'ready' && list.length === 0 ? (
        <Notice as="p" live={false}>
          {t('sponsorship.empty')}
        </Notice>
      ) : null}
      {list.length > 0 ? (
        <>
          <p className="sponsorship-total">{t('sponsorship.total', { miles: formatNumber(miles) })}</p>
          <ul className="sponsorship-items">
            {list.map((s) => (
              <SponsorshipItem key={s.id} sponsorship={s} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
