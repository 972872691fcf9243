import type { ReactNode } from 'react';
import { useScrollsSideways } from './use-scrolls-sideways';

interface Props {
  className: string;
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}

/**
 * A named region around content that may be wider than the screen (a table), scrolling sideways inside itself
 * so the page never does (WCAG 1.4.10 reflow). It is a tab stop only while it scrolls: keyboard users can then
 * scroll it (WCAG 2.1.1, axe scrollable-region-focusable), and meet no empty stop when it fits (IBM
 * element_tabbable_role_valid).
 */
export function ScrollRegion({ className, label, labelledBy, children }: Props) {
  const [ref, scrolls] = useScrollsSideways();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable only while it scrolls (see above)
    <div ref={ref} className={className} role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </div>
  );
}
