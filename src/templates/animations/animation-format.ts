// How an animation's period, miles and the member's state read, in the member's language.
import type { TFunction } from 'i18next';
import { appConfig } from '@/lib/app-config';
import { formatDay } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import type { AnimationSummary } from '@/model/animations/animation-types';

/** "From 1 November 2026 to 30 November 2026" (or "Until …" once started, "Ended on …" once closed). */
export function periodText(t: TFunction, animation: AnimationSummary, language: string): string {
  const start = formatDay(animation.starts_on, language);
  const end = formatDay(animation.ends_on, language);
  if (animation.status === 'upcoming') return t('animations.period.upcoming', { start, end });
  if (animation.status === 'closed') return t('animations.period.closed', { end });
  return t('animations.period.current', { start, end });
}

/** What taking part gives: the miles, or the booster's multiplier. */
export function rewardText(t: TFunction, animation: AnimationSummary): string {
  if (animation.type === 'booster') return t('animations.reward.booster', { multiplier: animation.multiplier ?? 2 });
  if (animation.miles <= 0) return t('animations.reward.none');
  return t('animations.reward.miles', { miles: formatNumber(animation.miles, appConfig.constants.numberLocale) });
}

/**
 * The member's state: not started, in progress, completed (with the miles earned), or closed. An event's part
 * is its registration, done weeks before the event: "registered" until the event has taken place
 * (`eventTookPlace`, from its event_at and the clock), "completed" after it.
 */
export function stateText(t: TFunction, animation: AnimationSummary, eventTookPlace = false): string {
  const { state, miles_earned } = animation.participation;
  if (state === 'completed' && animation.type === 'event' && !eventTookPlace) return t('animations.state.registered');
  if (state === 'completed')
    return miles_earned && miles_earned > 0
      ? t('animations.state.completedMiles', { miles: formatNumber(miles_earned, appConfig.constants.numberLocale) })
      : t('animations.state.completed');
  return t(`animations.state.${state}`);
}
