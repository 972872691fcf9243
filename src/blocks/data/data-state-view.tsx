// What a data block shows before its data: the first load (spinner), a failure (translated, with Try again),
// or a source the page does not declare (a visible placeholder and a console warning, never a silent gap).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/ui/load-failure';
import { Placeholder } from '@/ui/placeholder';
import { Spinner } from '@/ui/spinner';
import { warnOnce } from '@/lib/warn-once';
import { useDataSource } from './page-data-sources';

/** Renders `children(data)` once the source `name` has loaded; the other states otherwise. */
export function WithSourceData({ name, children }: { name: string; children: (data: unknown) => ReactNode }) {
  const { t } = useTranslation();
  const { source, state, retry } = useDataSource(name);
  if (!source) {
    warnOnce(`Data block: the page declares no data source "${name}" (page config dataSources).`);
    return <Placeholder message={t('data.unknownSource', { name })} />;
  }
  if (state?.status === 'success') return children(state.data);
  if (state?.status === 'failure')
    return <LoadFailure message={t('data.failure')} retryLabel={t('data.retry')} onRetry={retry} testId={`data-failure-${name}`} />;
  return <Spinner label={t('data.loading')} />;
}
