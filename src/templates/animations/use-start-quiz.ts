// "Start" on a quiz, survey or e-learning: opens the member's attempt on the server (the open one if any) and
// goes to its quiz address (/earn/animations/:type/:quizId/:answerId) once the answer is there.
import { useContext, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useUnit } from 'effector-react';
import { quizRouteType } from '@/model/animations/animation-rules';
import type { AnimationSummary } from '@/model/animations/animation-types';
import { $startError, $started, $starting, attemptStarted } from '@/model/quiz/quiz-model';
import { ActiveRoutesContext, resolveRoutePath } from '@/ui/route-links';

/** The quiz address of an attempt in the active route list (null when the list lacks the route). */
export function useQuizPath(): (animation: Pick<AnimationSummary, 'type'>, quizId: number, attemptId: number) => string | null {
  const routes = useContext(ActiveRoutesContext);
  return (animation, quizId, attemptId) =>
    resolveRoutePath(routes, 'animation-activity', {
      type: quizRouteType(animation.type),
      quizId: String(quizId),
      answerId: String(attemptId),
    });
}

export function useStartQuiz(animation: AnimationSummary, quizId: number) {
  const { started, startError, starting, start } = useUnit({
    started: $started,
    startError: $startError,
    starting: $starting,
    start: attemptStarted,
  });
  const navigate = useNavigate();
  const quizPath = useQuizPath();
  const attemptId = started?.animationId === animation.id ? started.attempt.id : null;
  const path = attemptId === null ? null : quizPath(animation, quizId, attemptId);
  useEffect(() => {
    if (path) void navigate(path);
  }, [path, navigate]);
  return {
    start: () => start(animation.id),
    starting,
    error: startError?.animationId === animation.id ? startError.code : null,
  };
}
