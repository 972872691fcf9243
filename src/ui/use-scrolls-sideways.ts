import { useCallback, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether an element's content is wider than the element (it scrolls sideways), kept up to date on resize.
 * Returns a callback ref for the element (it may mount later than the component) and the answer.
 * Why: a scrolling region must be reachable by keyboard (tabIndex 0) only while it scrolls; a focus stop on a
 * region that does not scroll is an empty step for keyboard users (and IBM's element_tabbable_role_valid).
 */
export function useScrollsSideways(): [(element: HTMLElement | null) => void, boolean] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((el: HTMLElement | null) => setElement(el), []);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    // Without a ResizeObserver (jsdom: no layout engine) measured once. With one, its first report is the first
    // measure: it comes after the browser's own layout and before the paint of the frame that first shows the element
    // (observed from the commit), where reading the widths at once forced a layout of the page. Applied
    // at once too (flushSync), so that frame already has the region's tab stop right.
    if (typeof ResizeObserver === 'undefined') return measure();
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return [ref, scrolls];
}
