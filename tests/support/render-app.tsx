// Renders the real route set of a mode and language in a memory router, inside the real shell, with an
// Effector scope holding the session state the test gives. No network: page_content is a fake (`content`).
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'effector-react';
import { fork } from 'effector';
import { I18nextProvider } from 'react-i18next';
import { i18n, applyLanguage } from '@/platform/i18n';
import type { Language } from '@/lib/app-config';
import { $session } from '@/model/session/session-model';
import type { RouteMode } from '@/model/session/session-model';
import { $appliedLanguage, $locale } from '@/model/locale/locale-model';
import { buildRoutes } from '@/router/build-routes';
import { routeTableFor } from '@/router/active-table';
import { ShellLayout } from '@/app/shell/shell-layout';
import type { ApiError } from '@/api/api-error';
import { fetchContentFx } from '@/model/content/content-model';
import type { CmsPage } from '@/model/content/content-model';

// findBy*/waitFor wait for a condition, up to this long: the first render of a template makes Vite transform
// its lazy chunk, which takes well over the 1 s default on a loaded 2-core machine (CI, parallel work).
configure({ asyncUtilTimeout: 10_000 });

/** Content pages the fake page_content serves, by url; any other url answers 404 as the API would. */
export type FakeContent = Record<string, Omit<CmsPage, 'url' | 'language' | 'status'> & { status?: CmsPage['status'] }>;

function fakeContent(pages: FakeContent, language: Language) {
  return async ({ query }: { query: Record<string, string> }): Promise<CmsPage> => {
    const url = query.url ?? '';
    const page = pages[url];
    if (!page) throw { code: 404, status: 404, errors: 'Page not found', key: 'page_not_found' } satisfies ApiError;
    return { status: 'published', ...page, url, language };
  };
}

export async function renderApp(path: string, mode: RouteMode = 'guest', language: Language = 'en', content: FakeContent = {}) {
  await applyLanguage(language);
  const scope = fork({
    values: [
      [
        $session,
        { loggedIn: mode !== 'guest', user: mode === 'guest' ? null : { firstname: 'Dana' }, passwordExpired: mode === 'expired' },
      ],
      [$appliedLanguage, language],
      [$locale, { language, country: 'GB' }],
    ],
    handlers: [[fetchContentFx, fakeContent(content, language)]],
  });
  const router = createMemoryRouter(buildRoutes(routeTableFor(language), mode, ShellLayout), { initialEntries: [path] });
  const view = render(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { router, scope, ...view };
}

/** The current location of a memory router, as path + search. */
export function currentPath(router: { state: { location: { pathname: string; search: string } } }): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
