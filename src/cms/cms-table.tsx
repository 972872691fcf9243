import { useCallback, useEffect, useState, type ReactNode } from 'react';

/**
 * The region a CMS table sits in: it scrolls sideways inside itself on a phone (WCAG 1.4.10), and is a tab
 * stop only while it scrolls (keyboard scrolling, WCAG 2.1.1; no empty stop when it fits, IBM
 * element_tabbable_role_valid). Same behaviour as ui/scroll-region.tsx, which cms may not import (same layer).
 */
export function CmsTable({ label, children }: { label: string; children: ReactNode }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((el: HTMLElement | null) => setElement(el), []);
  useEffect(() => {
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return; // no layout engine (jsdom): measured once
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable only while it scrolls (see above)
    <div ref={ref} className="cms-table" role="region" aria-label={label} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </div>
  );
}
