// Outside its period an animation takes no action (the server refuses with animation_closed): instead of a button
// that can only fail, the panel says the animation is over, or from when the member can take part.
import { useTranslation } from 'react-i18next';
import type { AnimationDetail } from '@/model/animation-actions/animation-action-types';
import { formatDay } from '@/lib/format-date';
import { Notice } from '@/ui/notice';

export function PeriodNotice({ animation, closedKey }: { animation: AnimationDetail; closedKey: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Notice as="p" live={false} data-testid="animation-period-notice">
      {animation.status === 'upcoming'
        ? t('animationActions.upcoming', { date: formatDay(animation.starts_on, i18n.language) })
        : t(closedKey)}
    </Notice>
  );
}
