// What a support session (an agent acting as a member) may not do. The contract marks those operations
// (`x-support-session: refused`, generated into `refusedInSupportSession`); here each gets the capability a
// member would name it by, so the banner lists them and a refused action says so before it is pressed.
import { refusedInSupportSession } from '@/generated/api-operations';
import type { OperationId, RefusedInSupportSession } from '@/generated/api-operations';
import { $actingAgent } from './impersonation-model';

/** In the order the banner lists them. */
export const supportSessionCapabilities = [
  'transfer',
  'order',
  'deliveryAddress',
  'redemption',
  'card',
  'animations',
  'sponsorship',
  'financialService',
  'password',
] as const;
export type SupportSessionCapability = (typeof supportSessionCapabilities)[number];

/** Every operation the contract refuses has its capability: the type check fails on one this does not place. */
const capabilityOf: Record<RefusedInSupportSession, SupportSessionCapability> = {
  changePassword: 'password',
  createTransfer: 'transfer',
  createSponsorship: 'sponsorship',
  updateBasket: 'deliveryAddress',
  submitBasket: 'order',
  createFinancialServiceRequest: 'financialService',
  orderCard: 'card',
  activateCard: 'card',
  loadCard: 'card',
  createPinRevealToken: 'card',
  revealPin: 'card',
  blockCard: 'card',
  markModuleRead: 'animations',
  startQuizAttempt: 'animations',
  saveQuizAnswer: 'animations',
  submitQuizAttempt: 'animations',
  startExternalElearning: 'animations',
  joinBooster: 'animations',
  registerForEvent: 'animations',
  cancelEventRegistration: 'animations',
  claimAnimationCode: 'animations',
  createRedemption: 'redemption',
};

const refused: ReadonlySet<OperationId> = new Set(refusedInSupportSession);

/** The capability of an operation a support session may not use; null for one it may. */
export function refusedCapability(operation: OperationId): SupportSessionCapability | null {
  return refused.has(operation) ? capabilityOf[operation as RefusedInSupportSession] : null;
}

/** The capabilities the contract refuses, in the banner's order. */
export const refusedCapabilities: readonly SupportSessionCapability[] = supportSessionCapabilities.filter((c) =>
  Object.values(capabilityOf).includes(c),
);

/** The session is an agent's acting as the member. */
export const $inSupportSession = $actingAgent.map((agent) => agent !== null);
