import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';
import { LoadingFlag } from './loading-flag';

/** What shows while a template (or, later, page data) loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <>
      <LoadingFlag />
      <Spinner label={t('shell.loading')} />
    </>
  );
}
