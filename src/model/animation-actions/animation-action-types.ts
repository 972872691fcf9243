// The shapes of the animation actions this model drives (booster, event, voucher/code, external e-learning), as
// the contract answers them in `AnimationDetail.action` and in each action call's 200.
import type { components } from '@/generated/api';

export type AnimationDetail = components['schemas']['AnimationDetail'];
export type BoosterAction = components['schemas']['AnimationBoosterAction'];
export type EventAction = components['schemas']['AnimationEventAction'];
export type CodeAction = components['schemas']['AnimationCodeAction'];
export type ExternalAction = components['schemas']['AnimationExternalAction'];
/** The action objects of the one-call types (quiz, survey and e-learning have their own pages). */
export type ActionObject = BoosterAction | EventAction | CodeAction | ExternalAction;
