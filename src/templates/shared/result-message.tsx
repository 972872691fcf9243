import type { ReactNode, Ref } from 'react';
import { Notice } from '@/ui/notice';

/**
 * The outcome of an action: success or failure, announced. A failure keeps the warning look it has always had (the
 * member can usually do something about it), and interrupts (alert). A page that moves the focus to it (the outcome
 * replaces the form that was sent) gives it a ref: it then takes the focus.
 */
export function ResultMessage({
  kind,
  children,
  ref,
}: {
  kind: 'success' | 'error' | 'info';
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <Notice tone={kind === 'error' ? 'warning' : kind} as="div" ref={ref} tabIndex={ref ? -1 : undefined}>
      {children}
    </Notice>
  );
}
