// The row of actions under a form or at the end of a page (primary first, then the way back), wrapping on a
// phone. Pages keep their own class for placement (`page__actions`, `form-actions`…); the row's own look is here.
import type { ReactNode } from 'react';
import './action-row.css';

interface Props {
  /** The page's placement class, added to `action-row`. */
  className?: string;
  children: ReactNode;
}

export function ActionRow({ className, children }: Props) {
  return <div className={className ? `action-row ${className}` : 'action-row'}>{children}</div>;
}
