// The member's state in an animation as a badge (the text says it; the colour only repeats it). An event's
// registration turns to done when the event takes place, also on a page left open.
import { useTranslation } from 'react-i18next';
import type { AnimationSummary } from '@/model/animations/animation-types';
import { useIsPast } from './actions/use-is-past';
import { stateText } from './animation-format';

export function AnimationState({ animation }: { animation: AnimationSummary }) {
  const { t } = useTranslation();
  const state = animation.participation.state;
  const eventTookPlace = useIsPast(animation.type === 'event' ? animation.event_at : undefined);
  return (
    <span className={`animation-state animation-state--${state}`} data-testid="animation-state" data-state={state}>
      {stateText(t, animation, eventTookPlace)}
    </span>
  );
}
