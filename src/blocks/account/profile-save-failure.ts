// What a failed profile save tells the member (requirements §8 "account update failure"). A refusal the member can act
// on keeps its own words: violations stay on their fields, and a refusal the portal has a sentence for (a support
// session, too many requests) says what happened. Anything else (the service failing or out of reach, an answer
// without a reason the portal can translate) becomes "Your account could not be updated. Please try again." in
// the member's language, rather than the service's English text or a bare "something went wrong".
import { isApiError } from '@/api/api-error';
import type { ApiError } from '@/api/api-error';

export const accountUpdateFailedKey = 'account_update_failed';

/** `exists(key)`: whether the strings have `key` (i18next's `exists`). */
export function profileSaveFailure(reason: unknown, exists: (key: string) => boolean): unknown {
  if (isApiError(reason)) {
    if (Array.isArray(reason.errors)) return reason;
    const own = reason.key !== undefined && reason.key !== 'internal_error' && exists(`validation.server.${reason.key}`);
    // A refusal is an answer (4xx); no answer (offline, a timeout: status 0) is the service out of reach.
    if (own && reason.status >= 400 && reason.status < 500) return reason;
  }
  return {
    code: accountUpdateFailedKey,
    status: isApiError(reason) ? reason.status : 0,
    errors: 'Your account could not be updated. Please try again.',
    key: accountUpdateFailedKey,
  } satisfies ApiError;
}
