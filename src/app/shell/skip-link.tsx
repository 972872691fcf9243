import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A plain link to the main content, which works before the app runs and without scripts. Once the app runs it
 * moves focus there without a fragment navigation: the address stays the page's, and the router sees no change.
 */
function toMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main" onClick={toMain}>
      {t('shell.skipLink')}
    </a>
  );
}
