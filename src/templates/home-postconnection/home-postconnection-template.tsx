// requirements §2.5 `home-postconnection` (/home, the member's default route): the miles at a glance (balance,
// pending with the day each becomes valid, rank), the latest activity, quick actions, an invitation to a
// first claim for a member who has none, and the home page's content-system zones.
import { Suspense, lazy, useDeferredValue } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $pointsSummary, homeOpened, RECENT_COUNT } from '@/model/points-summary/points-summary-model';
import { $user } from '@/model/user/user-model';
import type { TemplateProps } from '@/templates/template-props';
import { HomeActions } from './home-actions';
import { HomeFigures } from './home-figures';
import { HomeMilesLists, HomeMilesListsSkeleton } from './home-miles-lists';
import '@/templates/templates.css';
import './home.css';
import { ButtonLink } from '@/ui/button';
import { LoadStates } from '@/ui/load-states';
import { useOpened } from '@/blocks/use-opened';

// Its own chunk (the content system's HTML renderer and sanitizer): not needed for the first render of the home,
// whose content zones show below the member's lists anyway; it loads alongside the member's data.
const HomeNews = lazy(() => import('./home-news').then((m) => ({ default: m.HomeNews })));

export default function HomePostconnectionTemplate({ title, page, params, blocks }: TemplateProps) {
  const { t } = useTranslation();
  const { user, summary: current, opened } = useUnit({ user: $user, summary: $pointsSummary, opened: homeOpened });
  // Deferred (total blocking time): the lists come by a store update, which React would render at once in
  // one task; as a deferred value they render at transition priority, in slices, while the skeletons stay.
  const summary = useDeferredValue(current);
  useOpened(() => {
    opened();
  }, [opened]);

  // Why this order and these skeletons (no layout shift): what needs no data (figures' skeletons, the
  // actions) comes first and keeps its place; the lists paint as skeletons of their own rows; the content zones,
  // whose size nobody knows in advance, stay out of the flow until the lists are in, so nothing they would push
  // is on screen yet.
  return (
    <section className="page home" data-template="home-postconnection">
      <h1>{user ? t('home.greeting', { name: user.firstname }) : title}</h1>
      <HomeFigures />
      <HomeActions />
      <LoadStates
        state={summary}
        loading={t('home.loading')}
        placeholder={<HomeMilesListsSkeleton recentRows={RECENT_COUNT} />}
        failed={t('home.failure')}
        retryLabel={t('home.retry')}
        onRetry={() => opened()}
      >
        {(ready) => (
          <>
            {ready.claims === 0 ? (
              <section className="home-welcome" aria-labelledby="home-welcome-title" data-testid="home-welcome">
                <h2 id="home-welcome-title">{t('home.welcome.title')}</h2>
                <p>{t('home.welcome.text')}</p>
                <ButtonLink to="declare-booking">{t('home.welcome.action')}</ButtonLink>
              </section>
            ) : null}
            <HomeMilesLists pending={ready.pending} recent={ready.recent} />
          </>
        )}
      </LoadStates>
      <div className="home__later" hidden={summary.status === 'loading'}>
        <Suspense fallback={null}>
          <HomeNews page={page} params={params} />
        </Suspense>
      </div>
      {blocks}
    </section>
  );
}
