// What a panel needs of the actions model for one animation: the call under way, the last failure, the code
// received in this visit, and a way to ask for an action.
import { useCallback } from 'react';
import { useUnit } from 'effector-react';
import { $actionErrors, $pendingActions, $receivedCodes, actionRequested } from '@/model/animation-actions/animation-actions-model';
import type { ActionFailure, ActionName } from '@/model/animation-actions/animation-actions-model';

export interface AnimationActions {
  pending: ActionName | undefined;
  failure: ActionFailure | undefined;
  /** The code received in this visit (shown prominently), if any. */
  receivedCode: string | undefined;
  request: (action: ActionName) => void;
}

export function useAnimationActions(animationId: number): AnimationActions {
  const { pending, errors, codes, requested } = useUnit({
    pending: $pendingActions,
    errors: $actionErrors,
    codes: $receivedCodes,
    requested: actionRequested,
  });
  const request = useCallback((action: ActionName) => requested({ animationId, action }), [animationId, requested]);
  return { pending: pending[animationId], failure: errors[animationId], receivedCode: codes[animationId], request };
}
