import type { ReactNode } from 'react';
import { useScrollsSideways } from '@/ui/use-scrolls-sideways';
import './cms.css';

/**
 * The region a CMS table sits in: it scrolls sideways inside itself on a phone (WCAG 1.4.10), and is a tab
 * stop only while it scrolls (keyboard scrolling, WCAG 2.1.1; no empty stop when it fits, IBM
 * element_tabbable_role_valid). The measuring is lib's hook, shared with ui/scroll-region.tsx (which cms may not
 * import: same layer).
 */
export function CmsTable({ label, children }: { label: string; children: ReactNode }) {
  const [ref, scrolls] = useScrollsSideways();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable only while it scrolls (see above)
    <div ref={ref} className="cms-table" role="region" aria-label={label} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </div>
  );
}
