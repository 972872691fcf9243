import { useId } from 'react';
import type { ReactNode } from 'react';
import { CmsHtml } from '../cms-html';
import '../cms.css';

export interface AccordionEntry {
  id: string;
  title: string;
  html: string;
}

interface AccordionProps {
  entries: AccordionEntry[];
  /** Ids of the open entries. */
  open: ReadonlySet<string>;
  onToggle(id: string, open: boolean): void;
  /** Heading level of the entry buttons (WAI-ARIA accordion pattern: a button inside a heading). */
  level?: 2 | 3 | 4;
  /** Extra content under an open entry (a "link to this question", say). */
  footer?(entry: AccordionEntry): ReactNode;
}

/** The WAI-ARIA accordion: each header is a button in a heading, with aria-expanded and aria-controls. */
export function Accordion({ entries, open, onToggle, level = 3, footer }: AccordionProps) {
  const base = useId();
  const Heading = `h${level}` as const;
  return (
    <div className="accordion">
      {entries.map((entry) => {
        const expanded = open.has(entry.id);
        const panelId = `${base}-${entry.id}-panel`;
        const buttonId = `${base}-${entry.id}-button`;
        return (
          <div key={entry.id} className="accordion__entry" data-entry={entry.id}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => onToggle(entry.id, !expanded)}
              >
                <span>{entry.title}</span>
                <span className="accordion__marker" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
              <CmsHtml html={entry.html} className="cms-rich-text" />
              {expanded && footer ? footer(entry) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
