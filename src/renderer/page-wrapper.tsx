import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { $accessibilityClasses } from '@/model/accessibility/accessibility-model';
import { $loggedIn } from '@/model/session/session-model';
import { $pageLoading } from '@/model/page/page-model';

/**
 * Wraps the whole page (header, content, footer) with the connected/guest class and the accessibility
 * classes (requirements §2.5), so every option applies to every page, CMS content included.
 */
export function PageWrapper({ children }: { children: ReactNode }) {
  const { loggedIn, a11y, loading } = useUnit({ loggedIn: $loggedIn, a11y: $accessibilityClasses, loading: $pageLoading });
  const classes = ['page-wrapper', loggedIn ? 'connected' : 'guest', ...a11y].join(' ');
  return (
    <div className={classes} aria-busy={loading} data-loading={loading ? 'true' : 'false'}>
      {children}
    </div>
  );
}
