// The member's state in an animation as a badge (the text says it; the colour only repeats it).
import { useTranslation } from 'react-i18next';
import type { AnimationSummary } from '@/model/animations/animation-types';
import { stateText } from './animation-format';

export function AnimationState({ animation }: { animation: AnimationSummary }) {
  const { t } = useTranslation();
  const state = animation.participation.state;
  return (
    <span className={`animation-state animation-state--${state}`} data-testid="animation-state" data-state={state}>
      {stateText(t, animation)}
    </span>
  );
}
