// What a data block shows before its data: the first load (spinner), a failure (translated, with Try again),
// or a source the page does not declare (a visible placeholder and a console warning, never a silent gap). Where
// several blocks show one source, the first says its failure and the others show nothing of it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStates } from '@/ui/load-states';
import { Placeholder } from '@/ui/placeholder';
import { warnOnce } from '@/lib/warn-once';
import { useDataSource, useSaysFailure } from './page-data-sources';

interface Props {
  name: string;
  /** Translation key of the failure's sentence (default: data.failure). */
  failure?: string;
  children: (data: unknown) => ReactNode;
}

/** Renders `children(data)` once the source `name` has loaded; the other states otherwise. */
export function WithSourceData({ name, failure = 'data.failure', children }: Props) {
  const { t } = useTranslation();
  const { source, state, retry } = useDataSource(name);
  const saysFailure = useSaysFailure(name);
  if (!source) {
    warnOnce(`Data block: the page declares no data source "${name}" (page config dataSources).`);
    return <Placeholder message={t('data.unknownSource', { name })} />;
  }
  if (state?.status === 'failure' && !saysFailure) return null;
  return (
    <LoadStates
      state={state ?? { status: 'loading' }}
      loading={t('data.loading')}
      failed={t(failure)}
      retryLabel={t('data.retry')}
      onRetry={retry}
      testId={`data-failure-${name}`}
    >
      {children}
    </LoadStates>
  );
}
