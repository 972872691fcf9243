import type { ReactNode } from 'react';

/** The outcome of an action that has no form (a link followed): success or failure, announced. */
export function ResultMessage({ kind, children }: { kind: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`notice notice--${kind === 'error' ? 'warning' : 'info'}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
