import '@/ui/figure.css';

/**
 * The rows of a home list before its movements arrive: the same classes as a real row, each line a
 * skeleton one text line high, so the panel paints at the size it will have for the usual row (a two-line detail) and the
 * page below it does not move when the list comes. Hidden from screen readers, which hear the page's loading status.
 */
export function HomeListSkeleton({ rows, withStatus = false }: { rows: number; withStatus?: boolean }) {
  const bar = (digits: number) => (
    <span className="ui-figure__skeleton" aria-hidden="true">
      {'\u2007'.repeat(digits)}
    </span>
  );
  return (
    <ul className="home-list home-list--skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="home-list__item">
          <span className="home-list__main">{bar(14)}</span>
          {/* Two lines: a booking's hotel, city and number seldom fit on one line of a panel. */}
          <span className="home-list__detail">
            {bar(22)}
            <br />
            {bar(12)}
          </span>
          {withStatus ? <span className="home-status">{bar(5)}</span> : null}
        </li>
      ))}
    </ul>
  );
}
