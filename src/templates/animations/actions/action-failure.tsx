// The server's refusal of an action, in the member's language (validation.server.<key>), under the panel's buttons.
import { useTranslation } from 'react-i18next';
import type { ActionFailure } from '@/model/animation-actions/animation-actions-model';
import { Notice } from '@/ui/notice';

export function ActionFailureNotice({ failure }: { failure: ActionFailure | undefined }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <Notice tone="error" as="p" data-testid="animation-action-error">
      {t(`validation.server.${failure.key}`, { defaultValue: t('validation.server.generic') })}
    </Notice>
  );
}
