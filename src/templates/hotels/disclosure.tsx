// A <details> whose content is in the page only while it is open: a closed "Change the search" or "Filters"
// holds no hidden form controls (nothing for a screen reader's form list or a checker to find unlabelled).
import { useState } from 'react';
import type { ReactNode } from 'react';

export function Disclosure({
  summary,
  initiallyOpen = false,
  className,
  children,
}: {
  summary: string;
  initiallyOpen?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details className={className} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      {open ? children : null}
    </details>
  );
}
