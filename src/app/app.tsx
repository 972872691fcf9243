import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'effector-react';
import type { Scope } from 'effector';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/platform/i18n';
import { RouterHost } from './router-host';
import { useLanguageCookie } from './language-cookie';
import { useModeCookie } from './mode-cookie';

/**
 * Providers around the router: the Effector scope and the i18next instance. Shared with the build-time
 * prerender (prerender-entry.tsx), which puts its static router inside: both trees must have the same shape,
 * or the ids React derives from it (useId) would differ and hydration would fail.
 */
export function AppProviders({ scope, children }: { scope: Scope; children: ReactNode }) {
  return (
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <ClientEffects />
        {children}
      </I18nextProvider>
    </Provider>
  );
}

export function App({ scope }: { scope: Scope }) {
  return (
    <AppProviders scope={scope}>
      <RouterHost />
    </AppProviders>
  );
}

/**
 * Renders nothing (in the prerender too, so both trees keep one shape): keeps the language and mode cookies in step (a
 * component, so it runs inside the scope's Provider), and marks `<html data-app="live">` once the app has committed
 * (hydrated or rendered) — until then a prerendered page's links and forms are plain HTML, a click a full page
 * load. Tests wait for the mark before in-app navigation.
 */
function ClientEffects() {
  useLanguageCookie();
  useModeCookie();
  useEffect(() => {
    document.documentElement.dataset.app = 'live';
  }, []);
  return null;
}
