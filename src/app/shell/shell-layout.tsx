import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useUnit } from 'effector-react';
import { $routeMode } from '@/model/session/session-model';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { appConfig } from '@/lib/app-config';
import { activeList } from '@/router/build-routes';
import { routeTableFor } from '@/router/active-table';
import { PageViewTracker } from '@/router/page-view-tracker';
import { PageWrapper } from '@/renderer/page-wrapper';
import { ActiveRoutesContext } from '@/ui/route-links';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { PreviewBanner } from './preview-banner';
import { ImpersonationBanner } from './impersonation-banner';
import { consumeKeepFocus } from '@/lib/focus-after-navigation';

/** The shell every page lives in: skip link, header, main content, footer, tracking. */
export function ShellLayout() {
  const { mode, language } = useUnit({ mode: $routeMode, language: $appliedLanguage });
  const routes = activeList(routeTableFor(language ?? appConfig.defaultLanguage), mode);
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  // Why: after an in-app navigation, screen-reader and keyboard users start at the new content.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (consumeKeepFocus()) return;
    main.current?.focus({ preventScroll: false });
  }, [location.pathname]);
  return (
    <ActiveRoutesContext.Provider value={routes}>
      <PageWrapper>
        <SkipLink />
        <PreviewBanner />
        <ImpersonationBanner />
        <SiteHeader mode={mode} />
        <main id="main" ref={main} tabIndex={-1} className="site-main">
          <Outlet />
        </main>
        <SiteFooter />
      </PageWrapper>
      <PageViewTracker />
    </ActiveRoutesContext.Provider>
  );
}
