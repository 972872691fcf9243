// The floor: the smallest app that really uses the portal's libraries (React 19 + react-dom/client,
// react-router's data router, effector through effector-react, i18next through react-i18next). Each one
// is called for real so that tree-shaking keeps what an actual app needs and no more. The Lighthouse bench
// measures its blocking time beside the portal's pages: what the machine charges for the libraries alone at that
// hour. Keep it bare: adding code here hides the machine's speed behind the app's.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

void i18next.use(initReactI18next).init({
  lng: 'en',
  // Resources are inline, so initialisation completes synchronously and nothing is fetched.
  initAsync: false,
  resources: { en: { translation: { title: 'Sign in', count: 'Clicked {{n}} times' } } },
  interpolation: { escapeValue: false }, // React already escapes
});

const clicked = createEvent();
const $clicks = createStore(0).on(clicked, (n) => n + 1);

function Login() {
  const { t } = useTranslation();
  const [clicks, click] = useUnit([$clicks, clicked]);
  return (
    <main>
      <h1>{t('title')}</h1>
      <button type="button" onClick={() => click()}>
        {t('count', { n: clicks })}
      </button>
    </main>
  );
}

const router = createBrowserRouter([
  { path: '/login', element: <Login /> },
  { path: '*', element: <p>Not found</p> },
]);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
