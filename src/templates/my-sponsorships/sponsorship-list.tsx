import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { formatNumber } from '@/lib/format-number';
import { $sponsorshipMiles, $sponsorships, sponsorshipsRequested } from '@/model/sponsorship/sponsorship-model';
import { SponsorshipItem } from './sponsorship-item';
import { LoadStates } from '@/ui/load-states';
import { Notice } from '@/ui/notice';

/** The invitations, newest first, each with its progress; loading, failure and empty states. */
export function SponsorshipList() {
  const { t } = useTranslation();
  const { state, miles, retry } = useUnit({
    state: $sponsorships,
    miles: $sponsorshipMiles,
    retry: sponsorshipsRequested,
  });

  return (
    <section className="sponsorship-list" aria-labelledby="sponsorships-title" aria-busy={state.status === 'loading'}>
      <h2 id="sponsorships-title">{t('sponsorship.listTitle')}</h2>
      <LoadStates
        state={state}
        loading={t('sponsorship.loading')}
        failed={t('sponsorship.loadFailed')}
        retryLabel={t('sponsorship.retry')}
        onRetry={() => retry()}
        empty={
          <Notice as="p" live={false}>
            {t('sponsorship.empty')}
          </Notice>
        }
      >
        {(sponsorships) => (
          <>
            <p className="sponsorship-total">{t('sponsorship.total', { miles: formatNumber(miles) })}</p>
            <ul className="sponsorship-items">
              {sponsorships.map((s) => (
                <SponsorshipItem key={s.id} sponsorship={s} />
              ))}
            </ul>
          </>
        )}
      </LoadStates>
    </section>
  );
}
