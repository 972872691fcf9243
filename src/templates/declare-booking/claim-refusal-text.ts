// A claim refusal as the form displays it: the API client's rejection shape, with the minimum stay the rate
// needs put into a sentence in the member's language (the API gives the figure only inside its English text).
import type { ApiRejection, Translate } from '@/forms/form-types';
import type { ClaimRefusal } from '@/model/claims/claim-refusal';

export function formRejectionOf(refusal: Exclude<ClaimRefusal, { kind: 'booking-not-found' }>, t: Translate): ApiRejection {
  if (refusal.kind === 'message') return { code: refusal.code, errors: refusal.message, ...(refusal.key ? { key: refusal.key } : {}) };
  return {
    code: refusal.code,
    errors: refusal.violations.map(({ nights, ...violation }) =>
      violation.key === 'minimum_stay_not_met' && nights !== undefined
        ? { propertyPath: violation.propertyPath, message: t('claim.minimumStay', { count: nights }) }
        : violation,
    ),
  };
}
