import type { ReactNode } from 'react';
import type { PageConfig } from '@/generated/config';

/** What the page renderer gives every template. */
export interface TemplateProps {
  pageId: string;
  page: PageConfig;
  /** Id of the route that led here (absent for system pages shown on any path). */
  routeId?: string;
  params: Record<string, string | undefined>;
  /** The page's translated title, also used as the document title. */
  title: string;
  /** The page's blocks, already rendered by the block registry, in config order. */
  blocks: ReactNode;
}
