import type { ReactNode } from 'react';
import { CmsLinkContext } from '@/cms/cms-link-context';
import { CmsPageContext } from '@/cms/cms-page-context';
import type { CmsPage } from '@/model/content/content-model';
import { useIsReachable, useLocalizePath } from '@/ui/localize-path';

/** What zones inside a loaded content page need: the page (zone blocks) and its links in the visitor's language. */
export function CmsPageProvider({ page, preview, children }: { page: CmsPage; preview: boolean; children: ReactNode }) {
  const localize = useLocalizePath();
  const reachable = useIsReachable();
  return (
    <CmsPageContext.Provider value={{ page, preview }}>
      <CmsLinkContext.Provider value={{ localize, reachable }}>{children}</CmsLinkContext.Provider>
    </CmsPageContext.Provider>
  );
}
