import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { environment as builtFor } from '@/lib/app-config';
import { $qaOptions } from '@/model/session/session-model';
import './environment-badge.css';

/**
 * Outside production, once the login answered QA options (requirements §7: a test environment's server), the header says
 * which environment this is, so a tester never takes it for the live portal; it names the server's test helpers
 * for the tests (`data-qa-helpers`). Never in a production build, whatever a server sends.
 */
export function EnvironmentBadge({ environment = builtFor }: { environment?: string }) {
  const { t } = useTranslation();
  const options = useUnit($qaOptions);
  if (environment === 'prod' || !options) return null;
  return (
    <p className="environment-badge" data-testid="environment-badge" data-qa-helpers={options.helpers.join(' ')}>
      {t('shell.testEnvironment', { name: environment.toUpperCase() })}
    </p>
  );
}
