import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $actingAgent } from '@/model/impersonation/impersonation-model';
import { refusedCapabilities } from '@/model/impersonation/support-session-refusals';
import { logoutClicked } from '@/model/session/session-model';
import { $user } from '@/model/user/user-model';
import { Button } from '@/ui/button';

const listFormats = new Map<string, Intl.ListFormat>();
/** "a, b and c" in the page's language (one formatter per language). */
function joined(language: string, items: string[]): string {
  let format = listFormats.get(language);
  if (!format) listFormats.set(language, (format = new Intl.ListFormat(language, { type: 'conjunction' })));
  return format.format(items);
}

/** On every page of an impersonation: whose account this is, what the contract refuses it, and the way out. */
export function ImpersonationBanner() {
  const { t, i18n } = useTranslation();
  const { agent, user, end } = useUnit({ agent: $actingAgent, user: $user, end: logoutClicked });
  if (!agent || !user) return null;
  const refused = joined(
    i18n.language,
    refusedCapabilities.map((capability) => t(`impersonation.capabilities.${capability}`)),
  );
  return (
    <div className="preview-banner impersonation-banner" role="region" aria-label={t('impersonation.region')}>
      <div className="impersonation-banner__text">
        <p>
          <strong>{t('impersonation.banner', { name: `${user.firstname} ${user.lastname}` })}</strong>
        </p>
        {/* Folded: the whole list is long on a phone, and each refused action says it again where it stands. */}
        <details className="impersonation-banner__refused">
          <summary>{t('impersonation.refusedSummary')}</summary>
          <p>{t('impersonation.limits', { list: refused })}</p>
        </details>
      </div>
      <Button variant="secondary" onClick={() => end()}>
        {t('impersonation.end')}
      </Button>
    </div>
  );
}
