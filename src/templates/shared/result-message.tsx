import type { ReactNode } from 'react';
import { Notice } from '@/ui/notice';

/**
 * The outcome of an action that has no form (a link followed): success or failure, announced. A failure keeps the
 * warning look it has always had (the member can usually do something about it), and interrupts (alert).
 */
export function ResultMessage({ kind, children }: { kind: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <Notice tone={kind === 'error' ? 'warning' : kind} as="div">
      {children}
    </Notice>
  );
}
