// The action part of an animation's detail page for the types whose action is one call (booster, event, voucher,
// code distribution, external e-learning). The detail page (animations-client) mounts it; `onChanged` lets the
// page read the animation again once an action changed the member's participation (or a refusal showed the page
// was out of date: the event filled up, the codes ran out). Until then the panel shows the call's own answer.
import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import { $actionAnswers, $actionResults, animationLeft, animationShown } from '@/model/animation-actions/animation-actions-model';
import type { AnimationDetail } from '@/model/animation-actions/animation-action-types';
import { BoosterPanel } from './booster-panel';
import { CodePanel } from './code-panel';
import { EventPanel } from './event-panel';
import { ExternalPanel } from './external-panel';
import './animation-action.css';

interface Props {
  animation: AnimationDetail;
  onChanged: () => void;
}

export function AnimationAction({ animation, onChanged }: Props) {
  const { results, answers, shown, left } = useUnit({
    results: $actionResults,
    answers: $actionAnswers,
    shown: animationShown,
    left: animationLeft,
  });
  const id = animation.id;
  const answerCount = answers[id] ?? 0;
  const seenAnswers = useRef(answerCount);

  // Why: each copy the page hands over is newer than any answer kept so far.
  useEffect(() => {
    shown(id);
  }, [animation, id, shown]);
  useEffect(
    () => () => {
      left(id);
    },
    [id, left],
  );
  useEffect(() => {
    if (answerCount === seenAnswers.current) return;
    seenAnswers.current = answerCount;
    onChanged();
  }, [answerCount, onChanged]);

  const action: AnimationDetail['action'] = results[id] ?? animation.action;
  switch (action.kind) {
    case 'booster':
      return <BoosterPanel animation={animation} action={action} />;
    case 'event':
      return <EventPanel animation={animation} action={action} />;
    case 'code':
      return <CodePanel animation={animation} action={action} />;
    case 'external':
      return <ExternalPanel animation={animation} action={action} />;
    default:
      return null;
  }
}
