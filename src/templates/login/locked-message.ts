// A locked login (429 too_many_attempts) says how long to wait: the answer's retry_after, in whole minutes, in
// the visitor's language. The form shows a rejection without a key as it is (src/forms/server-errors.ts).
import { isApiError } from '@/api/api-error';
import type { ApiRejection } from '@/forms/form-types';

type Translate = (key: string, values: { count: number }) => string;

/** The rejection the login form should show: the wait in minutes for a locked account, else `reason` itself. */
export function withLockWait(reason: unknown, t: Translate): unknown {
  if (!isApiError(reason) || reason.key !== 'too_many_attempts' || !reason.retryAfter) return reason;
  const rejection: ApiRejection = { code: reason.code, errors: t('pages.login.locked', { count: Math.ceil(reason.retryAfter / 60) }) };
  return rejection;
}
