import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Moves focus to the main content without a fragment navigation. Why: Chromium focuses a URL's fragment target
 * again once the page has finished loading, so a visitor who used the link while a slow page was still loading,
 * then tabbed into the form, lost focus (and what they typed next) to <main>. The href stays for a page without
 * scripts; before the app runs, public/early-press.js does the same.
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
