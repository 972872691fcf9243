import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $actingAgent } from '@/model/impersonation/impersonation-model';
import { logoutClicked } from '@/model/session/session-model';
import { $user } from '@/model/user/user-model';
import { Button } from '@/ui/button';

/** On every page of an impersonation: whose account this is, what is refused, and the way out. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { agent, user, end } = useUnit({ agent: $actingAgent, user: $user, end: logoutClicked });
  if (!agent || !user) return null;
  return (
    <div className="preview-banner impersonation-banner" role="region" aria-label={t('impersonation.region')}>
      <p>
        <strong>{t('impersonation.banner', { name: `${user.firstname} ${user.lastname}` })}</strong> {t('impersonation.limits')}
      </p>
      <Button variant="secondary" onClick={() => end()}>
        {t('impersonation.end')}
      </Button>
    </div>
  );
}
