// A hanging or unreachable service: while the member's data loads the shell says so, and when the service cannot be reached it says
// that clearly with "Try again" — the session is kept (a brief outage logs nobody out).
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $memberLoading, $serviceUnreachable, serviceRetried } from '@/model/session/session-model';
import { LoadFailure } from '@/ui/load-failure';
import { Spinner } from '@/ui/spinner';

/** The state of the member's data load: nothing once loaded, a loading line, or the unreachable notice. */
export function ServiceStatus() {
  const { t } = useTranslation();
  const { loading, unreachable, retry } = useUnit({ loading: $memberLoading, unreachable: $serviceUnreachable, retry: serviceRetried });
  if (unreachable)
    return (
      <LoadFailure
        message={t('service.unreachable')}
        retryLabel={t('service.retry')}
        onRetry={() => retry()}
        testId="service-unreachable"
      />
    );
  if (loading) return <Spinner label={t('service.loading')} />;
  return null;
}
