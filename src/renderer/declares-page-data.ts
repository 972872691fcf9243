import type { PageConfig } from '@/generated/config';

/**
 * A page that declares data sources or forms (config `dataSources`, `forms`) has the page-data provider around it,
 * whose chunk loads with the page (page-renderer.tsx, the route's lazy, the page shell: scripts/route-shells.ts).
 */
export function declaresPageData(page: Pick<PageConfig, 'dataSources' | 'forms'>): boolean {
  return (page.dataSources?.length ?? 0) > 0 || (page.forms?.length ?? 0) > 0;
}
