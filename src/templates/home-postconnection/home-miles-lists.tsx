import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/lib/app-config';
import { formatDay } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import type { Movement } from '@/model/points-summary/points-summary-model';
import { RouteLink } from '@/ui/route-links';
import { HomeListSkeleton } from './home-list-skeleton';

const miles = (value: number) => formatNumber(value, appConfig.constants.numberLocale);

/** What a movement is about, in the member's language: the hotel stay of a booking, else the API's label. */
function movementDetail(movement: Movement, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (movement.type === 'reservation' && movement.hotel && movement.booking_number) {
    return t('home.booking', { hotel: movement.hotel.name, city: movement.hotel.city, number: movement.booking_number });
  }
  return movement.label;
}

/** How many pending credits the home lists; the rest are in the miles history. */
const PENDING_SHOWN = 5;

/** A panel of the home: its heading, its list (or the list's skeleton) and what follows it. */
function HomePanel({
  id,
  testId,
  title,
  busy,
  children,
}: {
  id: string;
  testId: string;
  title: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="home-panel" aria-labelledby={id} data-testid={testId} aria-busy={busy || undefined}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function SeeHistory() {
  const { t } = useTranslation();
  return (
    <p className="home-panel__more">
      <RouteLink to="my-miles">{t('home.seeHistory')}</RouteLink>
    </p>
  );
}

/** The member's pending credits and latest movements, side by side. */
export function HomeMilesLists({ pending, recent }: { pending: readonly Movement[]; recent: readonly Movement[] }) {
  return (
    <div className="home__panels">
      <HomePending pending={pending} />
      <HomeActivity recent={recent} />
    </div>
  );
}

/** The two panels before the movements arrive: their headings, and skeletons of their rows (`recentRows` latest ones). */
export function HomeMilesListsSkeleton({ recentRows }: { recentRows: number }) {
  const { t } = useTranslation();
  return (
    <div className="home__panels">
      <HomePanel id="home-pending-title" testId="home-upcoming" title={t('home.upcomingTitle')} busy>
        <HomeListSkeleton rows={PENDING_SHOWN} />
      </HomePanel>
      <HomePanel id="home-activity-title" testId="home-activity" title={t('home.activityTitle')} busy>
        <HomeListSkeleton rows={recentRows} withStatus />
        <SeeHistory />
      </HomePanel>
    </div>
  );
}

/** The pending credits, the soonest valid first, each with the day it becomes valid. */
function HomePending({ pending }: { pending: readonly Movement[] }) {
  const { t, i18n } = useTranslation();
  const more = pending.length - PENDING_SHOWN;
  return (
    <HomePanel id="home-pending-title" testId="home-upcoming" title={t('home.upcomingTitle')}>
      {pending.length === 0 ? (
        <p className="home-panel__empty">{t('home.noPending')}</p>
      ) : (
        <ul className="home-list">
          {pending.slice(0, PENDING_SHOWN).map((m) => (
            <li key={m.id} className="home-list__item">
              <span className="home-list__main">
                <strong>{t('home.upcomingItem', { miles: miles(m.amount), date: formatDay(m.valid_on, i18n.language) })}</strong>
              </span>
              <span className="home-list__detail">
                {t(`history.types.${m.type}`)} · {movementDetail(m, t)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <p className="home-panel__more">
          <RouteLink to="my-miles">{t('home.morePending', { count: more })}</RouteLink>
        </p>
      ) : null}
    </HomePanel>
  );
}

/** The latest movements, newest first: what, when, how many miles and their status. */
function HomeActivity({ recent }: { recent: readonly Movement[] }) {
  const { t, i18n } = useTranslation();
  return (
    <HomePanel id="home-activity-title" testId="home-activity" title={t('home.activityTitle')}>
      {recent.length === 0 ? (
        <p className="home-panel__empty">{t('home.noActivity')}</p>
      ) : (
        <ul className="home-list">
          {recent.map((m) => (
            <li key={m.id} className="home-list__item">
              <span className="home-list__main">
                <span>{t(`history.types.${m.type}`)}</span>
                <strong className={m.amount < 0 ? 'home-list__amount home-list__amount--debit' : 'home-list__amount'}>
                  {t('home.amount', { sign: m.amount > 0 ? '+' : m.amount < 0 ? '−' : '', miles: miles(Math.abs(m.amount)) })}
                </strong>
              </span>
              <span className="home-list__detail">
                {formatDay(m.created_at, i18n.language, 'medium')} · {movementDetail(m, t)}
              </span>
              <span className={`home-status home-status--${m.status}`}>
                {t(`history.statuses.${m.status}`)}
                {m.status === 'pending' ? ` · ${t('home.validOn', { date: formatDay(m.valid_on, i18n.language, 'medium') })}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <SeeHistory />
    </HomePanel>
  );
}
