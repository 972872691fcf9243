// An attempt is shown only at its own address: opened at another animation's (or another kind of quiz's), the
// page replaces the address with the attempt's own (no step in the history) and shows nothing of the attempt
// meanwhile; where the active route list cannot say that address, the page says "not found".
import { useContext, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { AnimationType } from '@/model/animations/animation-types';
import type { AttemptState } from '@/model/quiz/quiz-model';
import { misplacedAttempt } from '@/model/quiz/quiz-rules';
import { ActiveRoutesContext, resolveRoutePath } from '@/ui/route-links';

/** The state the page shows: the attempt's only at its own address. */
export function useAttemptAddress(
  state: AttemptState,
  animationType: AnimationType | null,
  shown: { type: string | undefined; quizId: string | undefined },
): AttemptState {
  const routes = useContext(ActiveRoutesContext);
  const navigate = useNavigate();
  const misplaced = state.status === 'ready' ? misplacedAttempt(state.data, animationType, shown) : null;
  const ownPath = misplaced ? resolveRoutePath(routes, 'animation-activity', { ...misplaced }) : null;
  useEffect(() => {
    if (ownPath) void navigate(ownPath, { replace: true });
  }, [ownPath, navigate]);
  if (!misplaced) return state;
  return ownPath ? { status: 'loading' } : { status: 'not-found' };
}
