// A refused login says how long to wait: the answer's retry_after, in seconds for the short waits that slow an
// address down between wrong passwords, in whole minutes for a locked address, in the visitor's language. The
// form shows a rejection without a key as it is (src/forms/server-errors.ts).
import { isApiError } from '@/api/api-error';
import type { ApiRejection } from '@/forms/form-types';

type Translate = (key: string, values: { count: number }) => string;

/** The rejection the login form should show: the wait for a slowed-down or locked address, else `reason` itself. */
export function withLockWait(reason: unknown, t: Translate): unknown {
  if (!isApiError(reason) || reason.key !== 'too_many_attempts' || !reason.retryAfter) return reason;
  const seconds = reason.retryAfter;
  const errors = seconds < 60 ? t('pages.login.wait', { count: seconds }) : t('pages.login.locked', { count: Math.ceil(seconds / 60) });
  const rejection: ApiRejection = { code: reason.code, errors };
  return rejection;
}

/** The login was refused because the account needs the captcha now (a few wrong passwords on it). */
export function needsCaptcha(reason: unknown): boolean {
  return isApiError(reason) && reason.key === 'captcha_required';
}
