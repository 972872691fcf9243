import { Provider } from 'effector-react';
import type { Scope } from 'effector';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { RouterHost } from './router-host';

/** Providers around the router: the Effector scope and the i18next instance. */
export function App({ scope }: { scope: Scope }) {
  return (
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <RouterHost />
      </I18nextProvider>
    </Provider>
  );
}
