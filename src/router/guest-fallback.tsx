// requirements §2.4 "an unknown path in the public list falls back to a public page": a guest on a path outside
// the public list first gets the content system's page of that path (shown with the public-page template);
// when there is none, the shell's rule applies (the root, which shows the login page, with `ref`). A member
// following a link to such a page (a campaign the home's news point to) gets it the same way; when there is
// none, the not-found screen (requirements §2.4 for members). When the
// content system cannot be asked (offline, a server error), the visitor is told and may try again: sending
// them to the login page would lose the address they came for.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useUnit } from 'effector-react';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { $loggedIn } from '@/model/session/session-model';
import { appConfig } from '@/lib/app-config';
import { routeTableFor } from './active-table';
import { GuestOnlyLink } from './guest-only-link';
import { otherListAnswer } from './other-list';
import { NOT_FOUND_PAGENAME, pushPageView } from './tracking';
import { useCmsPage } from '@/cms/use-cms-page';
import { PageLoading } from '@/renderer/page-loading';
import { PageRenderer } from '@/renderer/page-renderer';
import { LoadFailure } from '@/ui/load-failure';
import { guestFallbackTarget } from './redirects';
import '@/templates/templates.css';

/** The page config (config/pages/cms-page.json) of pages that exist only in the content system. */
export const CMS_PAGE = 'cms-page';

/** The catch-all's page view, pushed once the answer is known (requirements §2.3: a path outside the table is error404). */
export function ContentPageView({ pagename = NOT_FOUND_PAGENAME }: { pagename?: string }) {
  const { key, pathname } = useLocation();
  const loggedIn = useUnit($loggedIn);
  const pushed = useRef<string | null>(null);
  useEffect(() => {
    if (pushed.current === key) return;
    pushed.current = key;
    pushPageView({ pagename, page_path: pathname, user_data: { uilogged: loggedIn } });
  }, [key, pathname, loggedIn, pagename]);
  return null;
}

function ContentFallback({ otherwise }: { otherwise: 'login' | 'not-found' }) {
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const { state, retry } = useCmsPage({ url: pathname });
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failure') {
    return (
      <section className="page">
        <LoadFailure message={t('cms.failure')} retryLabel={t('cms.retry')} onRetry={retry} />
      </section>
    );
  }
  if (state.status === 'ready') {
    return (
      <>
        <ContentPageView />
        <PageRenderer key={pathname} pageId={CMS_PAGE} params={{ '*': pathname }} />
      </>
    );
  }
  if (otherwise === 'login') return <Navigate to={guestFallbackTarget(`${pathname}${search}`)} replace />;
  return (
    <>
      <ContentPageView />
      <PageRenderer key={pathname} pageId="not-found" />
    </>
  );
}

function useOtherListAnswer(active: 'public' | 'private') {
  const { pathname } = useLocation();
  const language = useUnit($appliedLanguage) ?? appConfig.defaultLanguage;
  return otherListAnswer(pathname, routeTableFor(language), active);
}

/**
 * A guest outside the public list: the same page under its public path; a member page (a bookmark of
 * /home) → the login page with `ref`; else the content page of the path, else the login page with `ref`.
 */
export function GuestFallback() {
  const { pathname, search } = useLocation();
  const answer = useOtherListAnswer('public');
  if (answer.kind === 'same-page') return <Navigate to={`${answer.path}${search}`} replace />;
  if (answer.kind === 'other-list-only') return <Navigate to={guestFallbackTarget(`${pathname}${search}`)} replace />;
  return <ContentFallback otherwise="login" />;
}

/**
 * A member outside the private list: the same page under its member path; a visitors' link (a mail's
 * confirmation, reset or invitation link, /login, an impersonation link) → a screen that offers to log out
 * and open it; else the content page of the path, else the not-found screen.
 */
export function MemberFallback() {
  const { search } = useLocation();
  const answer = useOtherListAnswer('private');
  if (answer.kind === 'same-page') return <Navigate to={`${answer.path}${search}`} replace />;
  if (answer.kind === 'other-list-only') {
    return (
      <>
        <ContentPageView pagename={answer.route.tracking} />
        <GuestOnlyLink routeId={answer.route.id} />
      </>
    );
  }
  return <ContentFallback otherwise="not-found" />;
}
