// The balance month by month, drawn by uPlot. Its own lazy chunk (with uPlot and its CSS): loaded only when
// the chart is shown. The drawing is an image to assistive technologies (role="img" with a summary as its
// name); the figures themselves are in the table beside it (balance-chart-section.tsx).
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '@/lib/format-number';
import type { MonthBalance } from '@/model/points/history-totals';

interface Props {
  series: MonthBalance[];
  /** The chart's text alternative. */
  label: string;
  /** Short month names in the member's language, one per entry of `series`. */
  months: string[];
}

const cssVar = (el: Element, name: string, fallback: string) => getComputedStyle(el).getPropertyValue(name).trim() || fallback;
/** The area under the line: the line's colour, faint (only for #rrggbb colours; none otherwise). */
const faint = (color: string) => (/^#[0-9a-f]{6}$/i.test(color) ? `${color}22` : undefined);

function options(el: HTMLElement, series: MonthBalance[], months: string[]): uPlot.Options {
  const width = Math.max(260, el.clientWidth);
  const primary = cssVar(el, '--color-primary', '#0a4d8c');
  const text = cssVar(el, '--color-text', '#1d2733');
  const grid = cssVar(el, '--color-border', '#c9d3df');
  // At most one month label per ~72 px, always ending on the current month.
  const step = Math.max(1, Math.ceil(series.length / Math.max(2, Math.floor(width / 72))));
  const ticks = series.map((_, i) => i).filter((i) => (series.length - 1 - i) % step === 0);
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, font: '12px system-ui, sans-serif' };
  return {
    width,
    height: width < 480 ? 200 : 260,
    // Room on the right for the last month's label.
    padding: [12, 36, 0, 0],
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: false } },
    series: [
      {},
      { label: 'balance', stroke: primary, width: 2, fill: faint(primary), points: { show: series.length <= 36, size: 5, fill: primary } },
    ],
    axes: [
      { ...axis, splits: () => ticks, values: (_u, splits) => splits.map((i) => months[i] ?? '') },
      { ...axis, size: 64, values: (_u, splits) => splits.map((v) => formatNumber(v)) },
    ],
  };
}

export default function BalanceChart({ series, label, months }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const data: uPlot.AlignedData = [series.map((_, i) => i), series.map((m) => m.balance)];
    let plot: uPlot | null = null;
    let width = -1;
    // Drawn from the observer's reports, which come after the browser's own layout: the first one draws the chart,
    // a new width (rotation, window resize) redraws it with ticks that fit. Why not at once: reading the width and
    // the colours here forced a layout of the whole page inside React's effects, the chart's drawing then made that
    // one long task.
    const resize = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      plot?.destroy();
      plot = new uPlot(options(el, series, months), data, el);
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot?.destroy();
    };
  }, [series, months]);
  return <div ref={ref} className="balance-chart" role="img" aria-label={label} data-testid="balance-chart" />;
}
