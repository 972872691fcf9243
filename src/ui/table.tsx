// A data table with its caption inside a region that scrolls sideways on a narrow screen (the page never does,
// WCAG 1.4.10). The caption names both the table and the region, so a screen reader hears one name, once.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';
import './table.css';

interface Props {
  caption: ReactNode;
  /** Keep the caption for screen readers only (a visible heading already says it). */
  captionHidden?: boolean;
  /** The region's accessible name when it differs from the caption (the id of a visible heading). */
  labelledBy?: string;
  /** The page's classes: on the scrolling region and on the table. */
  className?: string;
  tableClassName?: string;
  'data-testid'?: string;
  /** thead, tbody, tfoot. */
  children: ReactNode;
}

export function Table({ caption, captionHidden = false, labelledBy, className, tableClassName, children, ...rest }: Props) {
  const captionId = useId();
  return (
    <ScrollRegion className={className ? `ui-table ${className}` : 'ui-table'} labelledBy={labelledBy ?? captionId}>
      <table className={tableClassName} {...rest}>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        {children}
      </table>
    </ScrollRegion>
  );
}
