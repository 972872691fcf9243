import type { ReactNode } from 'react';
import './spinner.css';

/** What says "loading" to screen readers: politely, and busy for as long as it is there. */
const announced = { role: 'status', 'aria-live': 'polite', 'aria-busy': true } as const;

/**
 * A loading indicator announced politely to screen readers. It is busy (aria-busy) for as long as it is there:
 * what stands in for content that is still loading says so, like the page and the lists do.
 * A `placeholder` (the content's own shape, skeletons of its size, so nothing moves when the data comes) is shown
 * instead of the circle; the label is then said to screen readers alone, the same way.
 */
export function Spinner({ label, placeholder }: { label: string; placeholder?: ReactNode }) {
  if (placeholder !== undefined)
    return (
      <>
        <div className="visually-hidden" {...announced}>
          {label}
        </div>
        {placeholder}
      </>
    );
  return (
    <div className="spinner" {...announced}>
      <span className="spinner__circle" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
