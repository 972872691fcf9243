import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { CmsLinkContext } from '@/cms/cms-link-context';
import { CmsPageContext } from '@/cms/cms-page-context';
import type { CmsPage } from '@/model/content/content-model';
import { useIsReachable, useLocalizePath } from '@/ui/localize-path';

/**
 * What zones inside a loaded content page need: the page (zone blocks) and its links in the visitor's language.
 * The values change only when what they hold does: a change reaches every zone, and content still shown as the
 * server's HTML (src/cms/cms-html.tsx) would be rendered afresh rather than hydrated.
 */
export function CmsPageProvider({ page, preview, children }: { page: CmsPage; preview: boolean; children: ReactNode }) {
  const localize = useLocalizePath();
  const reachable = useIsReachable();
  const pageValue = useMemo(() => ({ page, preview }), [page, preview]);
  const links = useMemo(() => ({ localize, reachable }), [localize, reachable]);
  return (
    <CmsPageContext.Provider value={pageValue}>
      <CmsLinkContext.Provider value={links}>{children}</CmsLinkContext.Provider>
    </CmsPageContext.Provider>
  );
}
