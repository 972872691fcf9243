// A claim refusal as the form displays it: the API client's rejection shape (a violation's values, such as the
// minimum stay a rate needs, fill its translated text: src/forms/server-errors.ts).
import type { ApiRejection } from '@/forms/form-types';
import type { ClaimRefusal } from '@/model/claims/claim-refusal';

export function formRejectionOf(refusal: Exclude<ClaimRefusal, { kind: 'booking-not-found' }>): ApiRejection {
  if (refusal.kind === 'message') return { code: refusal.code, errors: refusal.message, ...(refusal.key ? { key: refusal.key } : {}) };
  return { code: refusal.code, errors: refusal.violations };
}
