import { useTranslation } from 'react-i18next';
import { goBack } from '@/platform/back-navigation';
import { Button, ButtonLink } from '@/ui/button';

/**
 * React Router numbers the entries of its own history (`state.idx`, 0 for the first page it showed). Only
 * past that first page does "back" stay in the portal: opened from a mail or a bookmark, `history.back()`
 * would leave the site (or do nothing), so the link leads to the start page instead.
 */
function hasInAppHistory(): boolean {
  if (typeof window === 'undefined') return false;
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

interface BackLinkProps {
  /** Opened from outside the portal: a start-page link (default), or nothing when the page offers one already. */
  whenOpenedFromOutside?: 'start-page' | 'nothing';
}

/** "Back": history back, debounced (requirements §2.4), while there is a portal page to go back to; else the start page. */
export default function BackLink({ whenOpenedFromOutside = 'start-page' }: BackLinkProps) {
  const { t } = useTranslation();
  if (!hasInAppHistory()) {
    if (whenOpenedFromOutside === 'nothing') return null;
    return (
      <ButtonLink to="default" variant="link" className="back-link">
        <span aria-hidden="true">← </span>
        {t('pages.notFound.home')}
      </ButtonLink>
    );
  }
  return (
    <Button variant="link" className="back-link" onClick={() => goBack()}>
      <span aria-hidden="true">← </span>
      {t('shell.back')}
    </Button>
  );
}
