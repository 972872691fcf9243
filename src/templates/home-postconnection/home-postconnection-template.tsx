// SPEC §2.5 `home-postconnection` (/home, the member's default route): the miles at a glance (balance,
// pending with the day each becomes valid, rank), the latest activity, quick actions, an invitation to a
// first claim for a member who has none, and the home page's content-system zones.
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $pointsSummary, homeOpened } from '@/model/points-summary/points-summary-model';
import { $user } from '@/model/user/user-model';
import type { TemplateProps } from '@/templates/template-props';
import { Spinner } from '@/ui/spinner';
import { HomeActions } from './home-actions';
import { HomeFigures } from './home-figures';
import { HomeActivity, HomePending } from './home-miles-lists';
import { HomeNews } from './home-news';
import '@/templates/templates.css';
import './home.css';
import { LoadFailure } from '@/ui/load-failure';
import { ButtonLink } from '@/ui/button';

export default function HomePostconnectionTemplate({ title, page, params, blocks }: TemplateProps) {
  const { t } = useTranslation();
  const { user, summary, opened } = useUnit({ user: $user, summary: $pointsSummary, opened: homeOpened });
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <section className="page home" data-template="home-postconnection">
      <h1>{user ? t('home.greeting', { name: user.firstname }) : title}</h1>
      <HomeFigures />
      {summary.status === 'ready' && summary.summary.claims === 0 ? (
        <section className="home-welcome" aria-labelledby="home-welcome-title" data-testid="home-welcome">
          <h2 id="home-welcome-title">{t('home.welcome.title')}</h2>
          <p>{t('home.welcome.text')}</p>
          <ButtonLink to="declare-booking">{t('home.welcome.action')}</ButtonLink>
        </section>
      ) : null}
      {summary.status === 'loading' ? <Spinner label={t('home.loading')} /> : null}
      {summary.status === 'failure' ? (
        <LoadFailure message={t('home.failure')} retryLabel={t('home.retry')} onRetry={() => opened()} />
      ) : null}
      {summary.status === 'ready' ? (
        <div className="home__panels">
          <HomePending pending={summary.summary.pending} />
          <HomeActivity recent={summary.summary.recent} />
        </div>
      ) : null}
      <HomeActions />
      <HomeNews page={page} params={params} />
      {blocks}
    </section>
  );
}
