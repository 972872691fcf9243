import './spinner.css';

/**
 * A loading indicator announced politely to screen readers. It is busy (aria-busy) for as long as it is there:
 * what stands in for content that is still loading says so, like the page and the lists do.
 */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite" aria-busy="true">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
