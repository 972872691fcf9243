import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigationType } from 'react-router';
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
import { PreviewBanner } from './preview-banner';
import { StudioPreviewBanner } from './studio-preview-banner';
import { useMemberHeader } from './load-member-header';
import { ServiceStatus } from '../service-status';
import { consumeKeepFocus } from '@/lib/focus-after-navigation';
import './shell-layout.css';

let shellShown = false;
const viewControls = 'input, select, textarea, button';

/** The shell every page lives in: header (with the skip link), main content, footer, tracking. */
export function ShellLayout() {
  const { mode, language } = useUnit({ mode: $routeMode, language: $appliedLanguage });
  const member = useMemberHeader(mode !== 'guest');
  const routes = activeList(routeTableFor(language ?? appConfig.defaultLanguage), mode);
  const location = useLocation();
  const navigationType = useNavigationType();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  const page = useMatches().at(-1)?.id;
  const lastPage = useRef(page);
  const lastLanguage = useRef(language);
  const address = location.pathname + location.search;
  const lastAddress = useRef({ path: location.pathname, address, key: location.key });
  // Why: after an in-app navigation, screen-reader and keyboard users start at the new content.
  useEffect(() => {
    const last = lastAddress.current;
    lastAddress.current = { path: location.pathname, address, key: location.key };
    // Why: a link to the address already shown (the footer's FAQ on the FAQ) is followed as a browser would load the
    // page again, from its top; another query on the same path (a filter, a sort) is the page's own business.
    const again = location.key !== last.key && address === last.address;
    if (!first.current && !again && location.pathname === last.path && lastPage.current === page) return;
    const samePage = lastPage.current === page;
    lastPage.current = page;
    const switched = lastLanguage.current !== language;
    lastLanguage.current = language;
    // A shell that follows another (logged in or out): its first page is a new page for the visitor.
    let arrived = false;
    if (first.current) {
      first.current = false;
      // Why: the first page of a visit keeps the browser's start; a later shell (a new router after logging in
      // or out) would leave focus on <body> where its form was: the new content takes it instead.
      const remount = shellShown;
      shellShown = true;
      if (!remount || document.activeElement !== document.body) return;
      arrived = true;
    }
    // Why: the same page in another language (its path is the language's) keeps the focus on the language select.
    if (samePage && switched) return;
    if (consumeKeepFocus()) return;
    // Why: a control that shows the same page another way (a shop category ticked, a sort chosen, whose choice the
    // path carries) keeps the focus while it is still there; a link followed starts the member at the new content.
    const used = document.activeElement;
    if (samePage && used instanceof HTMLElement && used.matches(viewControls) && main.current?.contains(used)) return;
    // Why: a link to another page opens it at its top, header in view, as a page the browser loads would (focusing
    // <main>, taller than the screen, would scroll the header away); Back and Forward, and the same page shown another
    // way, bring the content into view as before.
    const newPage = arrived || again || (!samePage && navigationType !== 'POP');
    if (newPage) window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: newPage });
    // Not on the language itself: it applies before the new language's path, which is the change looked at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.key, page]);
  return (
    <ActiveRoutesContext.Provider value={routes}>
      <PageWrapper>
        <PreviewBanner />
        <StudioPreviewBanner />
        {mode !== 'guest' && member && <member.ImpersonationBanner />}
        <SiteHeader mode={mode} />
        <main id="main" ref={main} tabIndex={-1} className="site-main">
          {/* Inside main: the member's data is loading, or the service cannot be reached (with Try again). */}
          <div className="shell-status">
            <ServiceStatus />
          </div>
          <Outlet />
        </main>
        <SiteFooter />
      </PageWrapper>
      <PageViewTracker />
    </ActiveRoutesContext.Provider>
  );
}
