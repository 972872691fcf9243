// The content page a template loaded, for the blocks that render its zones (cms-zone, cms-<item type>).
import { createContext } from 'react';
import type { CmsPage } from '@/model/content/content-model';

export interface CmsPageContextValue {
  page: CmsPage;
  /** Preview mode: unknown item types show a placeholder instead of being skipped. */
  preview: boolean;
}

export const CmsPageContext = createContext<CmsPageContextValue | null>(null);
