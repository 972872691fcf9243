// The movements as a virtualised ARIA table: only the rows in view (plus a few) are in the DOM, whatever
// the history's length, each with its aria-rowindex so assistive technologies know where they are. The
// scroll area is a named, focusable region (arrow keys, Page Down, End scroll it). Rows are measured once the
// browser has laid them out: a long description wraps, and on phones each row is a small stacked card.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { elementScroll, measureElement as measureLaidOut, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { Virtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { Movement } from '@/model/points/history-types';
import { HistoryRow } from './history-row';

interface Props {
  rows: Movement[];
  /** Id of the heading that names the table. */
  labelledBy: string;
  /** How many rows the whole list has (the server pages it: more than are loaded). */
  total?: number;
  /** The last loaded rows came into view: time to load the next page (the server pages the history). */
  onNearEnd?: () => void;
  /** The End key while pages are left: load them all (then the list shows its last line). */
  onEnd?: () => void;
}

const columns = ['date', 'type', 'description', 'status', 'miles'] as const;
/** A first guess of a row's height before it is measured: stacked rows on phones are taller. */
const estimatedRowHeight = () => (typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 600px)').matches ? 112 : 60);

/**
 * A row's size from the ResizeObserver the virtualizer sets on every row, which reports it after the browser's own
 * layout; when React attaches a row (no observer entry), the size known so far. Why: reading it there
 * (getBoundingClientRect) forced a layout of the whole page in the middle of React's commit, once more after each
 * row the answer moved (a long task when the history's first page arrived).
 */
/**
 * The scroll area's size from its ResizeObserver's reports, which come after the browser's layout (the first one as
 * soon as it is laid out); without an observer, the virtualizer's own reading. Why: its own reading
 * (clientHeight) at mount forced a layout of the whole page inside React's commit. Until the first
 * report the virtualizer assumes the window's height (initialRect below): enough rows to fill any scroll area.
 */
function observeRectAfterLayout(instance: Virtualizer<HTMLDivElement, Element>, report: (rect: { width: number; height: number }) => void) {
  const element = instance.scrollElement;
  const observerClass = instance.targetWindow?.ResizeObserver;
  if (!element || !observerClass) return observeElementRect(instance, report);
  const observer = new observerClass(() => report({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element);
  return () => observer.disconnect();
}

function rowSize(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLDivElement, Element>): number {
  if (entry) return measureLaidOut(element, entry, instance);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}

export function HistoryTable({ rows, labelledBy, total, onNearEnd, onEnd }: Props) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  // Where the rows start in the scroll area: below the sticky header on wide screens, 0 on phones.
  const [offset, setOffset] = useState(0);
  const [estimate] = useState(estimatedRowHeight);
  useEffect(() => {
    const measure = () => setOffset(body.current?.offsetTop ?? 0);
    // The observer's first report (after the browser's layout) is the first measure: reading offsetTop here forced
    // a layout of the page inside React's commit. Only the range of rows rendered depends on it.
    if (typeof ResizeObserver === 'undefined' || !head.current) return measure();
    const observer = new ResizeObserver(measure);
    observer.observe(head.current);
    return () => observer.disconnect();
  }, []);

  // The virtualizer writes its offset to the scroll area as it mounts: 0 to an area React has just created, which
  // is at 0 already, and the write only forced a layout of the page inside React's commit.
  const firstWrite = useRef(true);
  const scrollToFn = useCallback(
    (offset: number, options: { adjustments?: number; behavior?: ScrollBehavior }, instance: Virtualizer<HTMLDivElement, Element>) => {
      const first = firstWrite.current;
      firstWrite.current = false;
      if (first && offset + (options.adjustments ?? 0) === 0) return;
      elementScroll(offset, options, instance);
    },
    [],
  );
  const estimateSize = useCallback(() => estimate, [estimate]);
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  // The compiler cannot memoise around the virtualizer's functions; this component does not rely on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    overscan: 8,
    scrollMargin: offset,
    getItemKey,
    measureElement: rowSize,
    observeElementRect: observeRectAfterLayout,
    scrollToFn,
    initialRect: { width: 0, height: window.innerHeight },
  });

  const lastInView = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  // Why: scrolling loads more by itself; the model ignores the ask while a page is on its way or none is left.
  useEffect(() => {
    if (onNearEnd && rows.length > 0 && lastInView >= rows.length - 10) onNearEnd();
  }, [onNearEnd, lastInView, rows.length]);

  // Why: End means the table's last line (aria-rowcount says how many there are), not the end of the pages
  // loaded so far; paging to it one page a time would render every row on the way. With every page loaded the
  // virtualizer scrolls to it as well: the browser's own End is an animated scroll which the virtualizer stops
  // half-way when a row above is measured during it (it keeps that row's place), short of the last line.
  const complete = total === undefined || rows.length >= total;
  const endPending = useRef(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'End' || event.target !== scroller.current || rows.length === 0) return;
    event.preventDefault();
    if (complete || !onEnd) {
      virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
      return;
    }
    endPending.current = true;
    onEnd();
  };
  useEffect(() => {
    if (!endPending.current || !complete) return;
    endPending.current = false;
    virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
  }, [complete, rows.length, virtualizer]);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the keys of a focusable scroll area (End: the last line)
    <div
      ref={scroller}
      onKeyDown={onKeyDown}
      className="history-scroller"
      role="region"
      aria-label={t('history.list.region')}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll area must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      data-testid="history-scroller"
    >
      <div role="table" className="history-table" aria-labelledby={labelledBy} aria-rowcount={(total ?? rows.length) + 1}>
        <div ref={head} role="rowgroup" className="history-table__head">
          <div role="row" aria-rowindex={1} className="history-row history-row--head">
            {columns.map((column) => (
              <div key={column} role="columnheader" className={`history-cell history-cell--${column}`}>
                {t(`history.list.${column}`)}
              </div>
            ))}
          </div>
        </div>
        <div ref={body} role="rowgroup" className="history-table__body" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const movement = rows[item.index];
            if (!movement) return null;
            return (
              <HistoryRow
                key={item.key}
                movement={movement}
                index={item.index}
                top={item.start - offset}
                measure={virtualizer.measureElement}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
